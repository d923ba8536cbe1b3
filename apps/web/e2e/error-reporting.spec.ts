/**
 * Error reporting in the browser (issue 31; spec 000 §7, §8): with SENTRY_DSN the page's uncaught errors reach a
 * local fake ingest with the player's id as the only personal datum, and API refusals (4xx) do not; unset (the
 * shared test server), the SDK's chunk never loads.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dismissOverlays, expect, signInContext, test, waitForTakeOver } from './fixtures.ts';
import { startOwnServer } from './own-server.ts';

test('with no DSN configured nothing of the SDK loads and nothing is sent', async ({ page }) => {
  const scripts: string[] = [];
  const views: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (r.method() === 'POST' && r.url().endsWith('/v1/analytics/events'))
      for (const e of (r.postDataJSON() as { events: { name: string; path?: string }[] }).events)
        if (e.name === 'page_view') views.push(e.path ?? '');
  });
  await page.goto('/');
  // React has rendered the front page, whose HTML carries the site config: error reporting read it (no DSN)
  // in that first render, and starts (or not) in the effects after it.
  await waitForTakeOver(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('unreported');
    }, 0);
  });
  // A case that does not exist, opened in the app without a reload (its address, then the history's pop,
  // which the router follows): the API answers 404.
  await page.evaluate(() => {
    history.pushState(null, '', '/open/no-such-case');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Кейс не найден' })).toBeVisible();
  // A later event: that page's view is queued in an effect of a later render than the first one, whose
  // effects React runs before it renders again; once the analytics queue has sent it, the SDK's script
  // would have been asked for.
  await expect.poll(() => views, { timeout: 15_000 }).toContain('/open/no-such-case');
  expect(scripts.filter((u) => /sentry/i.test(u))).toEqual([]);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
});

test('with a DSN the page reports its uncaught errors with the user id only, and no 4xx', async ({
  browser,
}) => {
  test.slow(); // starts a second server
  const envelopes: string[] = [];
  const ingest = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST') envelopes.push(body);
      res.end('{}');
    });
  });
  await new Promise<void>((r) => ingest.listen(0, '127.0.0.1', r));
  const ingestPort = (ingest.address() as AddressInfo).port;
  const shop = await startOwnServer(Number(process.env.E2E_PORT ?? 3100) + 97, {
    SENTRY_DSN: `http://publickey@127.0.0.1:${ingestPort}/31`,
    SENTRY_ENVIRONMENT: 'e2e',
  });
  try {
    const reg = await fetch(`${shop.baseURL}/v1/auth/registration/quick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ age_confirmed: true, terms_accepted: true }),
    });
    const player = (await reg.json()) as { login: string; access_token: string };
    const me = await fetch(`${shop.baseURL}/v1/users/me`, {
      headers: { authorization: `Bearer ${player.access_token}` },
    });
    const { user_id: userId } = (await me.json()) as { user_id: string };

    const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'ru-RU' });
    await signInContext(context, shop.baseURL, player.access_token);
    await dismissOverlays(context);
    const page = await context.newPage();
    // What the page sends to the ingest, in the order it sends it.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().startsWith(`http://127.0.0.1:${ingestPort}/`))
        sent.push(r.postData() ?? '');
    });
    const sdkLoaded = page.waitForResponse((r) => /sentry-sdk/.test(r.url()));
    // A case that does not exist: the API answers 404, which is the visitor's, not a fault.
    await page.goto('/open/no-such-case');
    await sdkLoaded;
    await expect(page.getByRole('heading', { name: 'Кейс не найден' })).toBeVisible();
    // The player's data is in (the header shows the balance: the reported user id is known), and the SDK
    // started: its handler of uncaught errors is in place (the shop sets none of its own). The 404 reached
    // error reporting before either; had it been kept, the SDK would have sent it on starting.
    await expect(page.getByRole('banner').getByRole('group', { name: 'Баланс' })).toContainText(
      '₽',
    );
    await page.waitForFunction(() => typeof window.onerror === 'function');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('a fault the shop must hear of');
      }, 0),
    );
    // The later event: the fault's report goes out, after anything the SDK had to send before it.
    const fault = 'a fault the shop must hear of';
    await expect.poll(() => sent.some((b) => b.includes(fault)), { timeout: 15_000 }).toBe(true);
    expect(sent.filter((b) => !b.includes(fault))).toEqual([]);
    expect(sent).toHaveLength(1);
    await expect.poll(() => envelopes.length, { timeout: 15_000 }).toBe(1);
    expect(envelopes).toEqual(sent);
    const event = JSON.parse(envelopes[0]!.split('\n')[2]!) as {
      environment: string;
      user?: Record<string, unknown>;
      exception: { values: { value: string }[] };
    };
    expect(event.exception.values[0]!.value).toContain('a fault the shop must hear of');
    expect(event.user).toEqual({ id: userId });
    expect(event.environment).toBe('e2e');
    expect(envelopes[0]).not.toContain(player.access_token);
    expect(envelopes[0]).not.toContain(player.login);
    await context.close();
  } finally {
    await shop.stop();
    await new Promise((r) => ingest.close(r));
  }
});
