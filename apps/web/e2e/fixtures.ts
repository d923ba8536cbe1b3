/**
 * Playwright fixtures: the server API the specs set state up with (`shop-api.ts`, re-exported here), a
 * browser context signed in with the `access_token` cookie, and the page helpers the specs share
 * (console-error watcher, header balance, inventory region, screenshots).
 */
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { BrowserContext, ConsoleMessage, Page, Response } from '@playwright/test';
import { formatAmount } from '@cases/domain/format';
import { ShopApi, type Player } from './shop-api.ts';

export * from './shop-api.ts';

/**
 * Signs a browser context in with the cookies a sign-in answer sets (issue 45): the token HttpOnly, and the
 * readable `signed_in` the web app reads.
 */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  token: string,
): Promise<void> {
  await context.addCookies([
    { name: 'access_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' },
    { name: 'signed_in', value: '1', url: baseURL, sameSite: 'Strict' },
  ]);
}

/**
 * Marks the cookie bar accepted and the scammer warning dismissed in every page of the context,
 * in the web app's storage format (features/notices), so they do not cover what a test clicks; and,
 * unless `personalOffer` is false, the personal-offer modal as shown in this tab (issue 29: every
 * player who tops up gets a first-deposit offer; features/offers/lib/offer-session.ts).
 */
export async function dismissOverlays(
  context: BrowserContext,
  { personalOffer = true } = {},
): Promise<void> {
  await context.addInitScript((hideOffer: boolean) => {
    const keep = (type: string, value: unknown) =>
      JSON.stringify({ type, expires: Date.now() + 86_400_000, value });
    localStorage.setItem('cookie-consent', keep('consent', true));
    localStorage.setItem('scammer-warning', keep('scammer', { closedAt: 0, forever: true }));
    // The push banner (issue 13) counts as declined just now.
    localStorage.setItem('push_banner_dismissed_at', String(Date.now()));
    if (hideOffer) sessionStorage.setItem('personal-offer-shown', '1');
  }, personalOffer);
}

/** An amount as the header shows it, e.g. "500 ₽". */
export const rub = (value: number): string => `${formatAmount(value)} ₽`;

/** The balance group in the site header. */
export const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('group', { name: 'Баланс' });

/** The inventory region of a profile page. */
export const inventoryRegion = (page: Page) => page.getByRole('region', { name: /Инвентарь/ });

/** The response to the next POST whose URL ends with `pathEnd`. */
export function waitForPost(page: Page, pathEnd: string): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith(pathEnd) && r.request().method() === 'POST');
}

/**
 * Collects the page's console errors and uncaught exceptions, each prefixed with the page URL,
 * and with `failedResponses` also every response of status 400 or more.
 */
/**
 * The browser's report of the 404 status of an operator console page itself: the server answers every `/admin`
 * path as it answers an unknown one, to anyone (issue 44), and the web shows the console to staff. Not an error
 * of the page.
 */
function consoleDocument404(m: ConsoleMessage): boolean {
  const url = m.location().url;
  return (
    /^\/(en\/)?admin(\/|$)/.test(new URL(url, 'http://x').pathname) &&
    /status of 404/.test(m.text()) &&
    m.page()?.url() === url
  );
}

/**
 * Waits until the app has taken over the page from the server's first screen (the front page's HTML
 * shows cards and menus before React renders its own): the root's first element is React's.
 */
export async function waitForTakeOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((k) =>
      k.startsWith('__reactFiber$'),
    ),
  );
}

export function watchErrors(page: Page, { failedResponses = false } = {}): string[] {
  const errors: string[] = [];
  // Content-Security-Policy violations, reported as console errors too (issue 8).
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  page.on('console', (m) => {
    if (m.type() === 'error' && !consoleDocument404(m)) errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  if (failedResponses)
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.request().method()} ${r.url()} → ${r.status()}`);
    });
  return errors;
}

const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');

/**
 * Saves a screenshot of the page as e2e/screenshots/`name`.png (git-ignored), for a person to look at; nothing
 * asserts on it. `E2E_SCREENSHOTS=off` skips it where nobody looks (.ci/run): a full-page capture at 1280 px is
 * seconds of the browser's CPU on a machine the suites share.
 */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** How many pixels the document is wider than the viewport (≤ 0 when nothing overflows). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Sets the viewport and waits two frames, so the layout has followed the new width: a page loaded at 360 px is
 * checked at 1280 px without a second load (the shop's layout follows the width as it changes).
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

interface Fixtures {
  /** Set false (`test.use({ quietOverlays: false })`) to see the cookie bar and scammer warning. */
  quietOverlays: boolean;
  api: ShopApi;
  /** A registered player with 500 ₽, signed in in the test's browser context. */
  player: Player;
}

export const test = base.extend<Fixtures>({
  quietOverlays: [true, { option: true }],
  context: async ({ context, quietOverlays }, use) => {
    if (quietOverlays) await dismissOverlays(context);
    await use(context);
  },
  api: async ({ request }, use) => {
    await use(new ShopApi(request));
  },
  player: async ({ api, context, baseURL }, use) => {
    const player = await api.fundedPlayer(500);
    await signInContext(context, baseURL ?? '', player.token);
    await use(player);
  },
});

export { expect };
