/**
 * The season's coins in the shop (issue 28): the header's coin balance moves down when a coin case is
 * opened and up when a paid case pays coins; the seeded season cases show their label, counters and
 * chips on the front page; a coin case's page speaks coins; multifix and multicast cases offer only
 * their counts. Every page checked is without sideways scrolling at 360 px and without a serious axe
 * issue in its main content.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import {
  expect,
  headerBalance,
  horizontalOverflow,
  rub,
  screenshot,
  test,
  watchErrors,
} from './fixtures.ts';

/** The coins group in the site header. */
const headerCoins = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Монеты' });

/** The header shows `n` coins (its text for screen readers reads "n монет…"). */
const expectHeaderCoins = (page: Page, n: number) =>
  expect(headerCoins(page).getByText(new RegExp(`^${n} монет`))).toBeAttached();

interface OpenAnswer {
  balance: number;
  coins: number;
  coin_balance: number;
}

/** POST /v1/cases/{slug}/open for `token`, expecting 200. */
async function openCase(request: APIRequestContext, token: string, slug: string, count = 1) {
  const res = await request.post(`/v1/cases/${slug}/open`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { multi_open: count },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OpenAnswer;
}

/**
 * The player's coins once the season's pass tasks are settled: the server pays a finished task's coins
 * after an opening or a deposit, and at once when the player looks at the pass (GET /v1/challenge).
 */
async function settledCoins(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  expect((await request.get('/v1/challenge', { headers })).status()).toBe(200);
  const me = await request.get('/v1/users/me', { headers });
  return ((await me.json()) as { finance: { coin_balance: number } }).finance.coin_balance;
}

/** The seeded season cases by slug, as the front page lists them. */
async function seasonCases(request: APIRequestContext) {
  const res = await request.get('/v2/case/sections/with-cases?main=1');
  const body = (await res.json()) as {
    sections: { cases: { slug: string; name: string; price_data: { price: number } }[] }[];
  };
  return new Map(body.sections.flatMap((s) => s.cases).map((c) => [c.slug, c]));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a paid case pays coins: the header coins move up and the result says +N', async ({
  page,
  player,
  request,
}) => {
  const errors = watchErrors(page);
  const cases = await seasonCases(request);
  const starter = cases.get('starter');
  expect(starter, 'seeded case starter').toBeDefined();
  const before = await settledCoins(request, player.token);
  // At 360 px, where the header's box is narrowest; the page's clock stands still from the click on, so
  // the two deltas (1 s each) are read while both show.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.clock.install();
  await page.goto('/open/starter');
  await expectHeaderCoins(page, before);
  await page.getByRole('switch', { name: 'Быстрое открытие' }).check();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/v1/cases/starter/open') && r.request().method() === 'POST',
  );
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: `Открыть за ${rub(starter!.price_data.price)}` }).click();
  const body = (await (await answer).json()) as OpenAnswer;
  // The money delta and the coin delta show side by side under the box, apart and on the screen (issue 48).
  const deltas = page.getByRole('banner').locator('.header-balance__delta');
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return deltas.count();
    })
    .toBe(2);
  const [money, coins] = await deltas.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: e.textContent };
    }),
  );
  const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
  expect(spaced(money!.text)).toBe(spaced(`−${rub(starter!.price_data.price)}`));
  expect(coins!.text).toMatch(new RegExp(`^\\+${body.coins}`));
  expect(money!.right, 'the money delta ends before the coin delta starts').toBeLessThanOrEqual(
    coins!.left,
  );
  expect(coins!.right).toBeLessThanOrEqual(360);
  expect(money!.bottom).toBeGreaterThan(coins!.top);
  // Nothing scrolls sideways while they show (a coin delta ending at 360.56 px did; session 60).
  expect(await horizontalOverflow(page), 'while the deltas show').toBeLessThanOrEqual(0);
  await page.clock.resume();
  expect(body.coins).toBeGreaterThan(0);
  expect(body.coin_balance).toBe(before + body.coins);
  await expectHeaderCoins(page, body.coin_balance);
  await expect(headerBalance(page)).toHaveText(rub(body.balance));
  await expect(
    page
      .getByRole('heading', { name: /Ваш выигрыш/ })
      .getByText(new RegExp(`^\\+${body.coins} монет`)),
  ).toBeAttached();
  // Tasks the opening finished may pay more coins after it, never fewer.
  expect(await settledCoins(request, player.token)).toBeGreaterThanOrEqual(body.coin_balance);
  await expectNoSeriousA11yIssues(page, 'main');
  expect(errors).toEqual([]);
});

test('a coin case is paid in coins: the header coins move down, the money stays', async ({
  page,
  player,
  api,
  request,
}) => {
  const errors = watchErrors(page);
  await api.topUp(player.token, 2000);
  // The dearest seeded paid case pays at least 60 coins a drop, enough for the 40-coin case.
  const paid = await openCase(request, player.token, 'arcana');
  const before = await settledCoins(request, player.token);
  expect(before).toBeGreaterThanOrEqual(paid.coin_balance);
  const frost = (await seasonCases(request)).get('coin-frost');
  expect(frost, 'seeded case coin-frost').toBeDefined();
  const price = frost!.price_data.price;

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/open/coin-frost');
    await expect(page.getByText(/^Ваши монеты:/)).toBeVisible();
    await expectHeaderCoins(page, before);
    await expect(page.getByRole('button', { name: `Открыть за ${price} монет` })).toBeVisible();
    expect(await horizontalOverflow(page), `coin case at ${width}`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page, 'main');
    await screenshot(page, `coins-case-${width}`);
  }

  await page.getByRole('switch', { name: 'Быстрое открытие' }).check();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/v1/cases/coin-frost/open') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: `Открыть за ${price} монет` }).click();
  const body = (await (await answer).json()) as OpenAnswer;
  expect(body.coin_balance).toBe(before - price + body.coins);
  expect(body.balance).toBe(paid.balance);
  await expectHeaderCoins(page, body.coin_balance);
  await expect(headerBalance(page)).toHaveText(rub(paid.balance));
  await expect(page.getByRole('heading', { name: /Ваш выигрыш/ })).toBeVisible();
  expect(errors).toEqual([]);
});

// One test per width and one for the open pages: each runs axe over the whole front page, which takes
// long on a loaded machine.
for (const width of [1280, 360]) {
  test(`the season cases show their label, counters and chips on the front page at ${width} px`, async ({
    page,
    player: _player,
    request,
  }) => {
    const errors = watchErrors(page);
    const cases = await seasonCases(request);
    const name = (slug: string) => {
      const c = cases.get(slug);
      expect(c, `seeded case ${slug}`).toBeDefined();
      return escape(c!.name);
    };
    /** The card of `slug`, found by the start of its name ("name, price"). */
    const card = (slug: string) => page.getByRole('link', { name: new RegExp(`^${name(slug)}, `) });

    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(card('limited-aegis')).toHaveAccessibleName(/, \d+ \/ \d+(,|$)/);
    await expect(card('limited-aegis').locator('.case-card__stock-bar')).toBeVisible();
    await expect(card('timed-night')).toContainText(/До конца/);
    await expect(card('timed-night').locator('time')).toHaveText(/^(\d+д )?\d+:\d\d:\d\d$/);
    await expect(card('every-third')).toContainText('Бесплатные открытия');
    await expect(card('every-third')).toContainText('Каждый 3-й бесплатно');
    await expect(card('multifix-three')).toContainText('Мультификс');
    await expect(card('multifix-three')).toContainText('×3');
    await expect(card('multicast-ogre')).toContainText('Мультикаст');
    await expect(card('multicast-ogre')).toContainText('×2–4');
    await expect(card('offer-bundle')).not.toContainText('Закончился');
    await expect(card('starter')).toContainText('Новинка');
    await expect(card('starter')).toContainText(/\+\d+–\d+/);
    await expect(card('coin-frost')).toHaveAccessibleName(
      new RegExp(`^${name('coin-frost')}, \\d+ монет`),
    );
    await expect(card('coin-frost')).not.toContainText('₽');
    expect(await horizontalOverflow(page), `front page at ${width}`).toBeLessThanOrEqual(0);
    // The leaderboard widget's own issues are its area's (issue 28 report).
    await expectNoSeriousA11yIssues(page, 'main', '.lb-widget');
    await screenshot(page, `coins-front-${width}`, { fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('multifix and multicast open their counts', async ({ page, player: _player }) => {
  const errors = watchErrors(page);
  await page.goto('/open/multifix-three');
  const multi = page.getByRole('group', { name: 'Количество открытий' });
  await expect(multi.getByRole('button')).toHaveText(['x3']);
  await expect(page.getByRole('button', { name: /^Открыть за / })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'main');

  await page.goto('/open/multicast-ogre');
  await expect(multi.getByRole('button')).toHaveText(['x2', 'x3', 'x4']);
  await expect(multi.getByRole('button', { name: 'x2' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yIssues(page, 'main');
  expect(errors).toEqual([]);
});

test('the open button names what is charged: every third opening free, a mixed x5 as its true sum', async ({
  page,
  api,
  player,
  request,
}) => {
  const errors = watchErrors(page);
  await api.topUp(player.token, 1000);
  const every = (await seasonCases(request)).get('every-third');
  expect(every, 'the seeded every-third case').toBeDefined();
  const price = every!.price_data.price;
  // Openings 1 and 2, paid; the player's third is free (issue 48: the button says so, from the server's rule).
  const { balance, coins } = await openCase(request, player.token, 'every-third', 2);
  await page.goto('/open/every-third');
  await expect(headerBalance(page)).toHaveText(rub(balance));
  // The player's progress on the case (spec 001 §7 personal progress): two opened, the coins they paid.
  const perks = page.locator('.case-perks');
  await expect(perks).toContainText('Вы открыли его 2 раза');
  await expect(perks).toContainText(new RegExp(`Заработано на нём: ${coins} монет`));
  await expect(page.getByRole('button', { name: 'Открыть бесплатно' })).toBeVisible();
  // x5 is openings 3 to 7: the 3rd and the 6th free, three paid.
  const multi = page.getByRole('group', { name: 'Количество открытий' });
  await multi.getByRole('button', { name: 'x5' }).click();
  const open = page.getByRole('button', { name: `Открыть за ${rub(price * 3)} 2 из 5 бесплатно` });
  await expect(open).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page), 'the longer button at 360 px').toBeLessThanOrEqual(0);
  await screenshot(page, 'open-every-third-x5-360');
  await open.click();
  await expect(headerBalance(page)).toHaveText(rub(Math.round((balance - price * 3) * 100) / 100));
  await expect(perks).toContainText('Вы открыли его 7 раз');
  expect(errors).toEqual([]);
});
