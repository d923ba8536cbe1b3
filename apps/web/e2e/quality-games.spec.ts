/**
 * Issue 31 "Games" and "Pages" defects a player notices at 360 px, in Chromium: Techies' board and
 * cash-out on one screen after the start, with no "Забрать 0 ₽" before the first safe cell; battles of
 * 3–4 seats with full names, an unclipped "Свободно", each round's case name and price, a status that
 * does not say "Завершена" while the last reels spin and no "Ждём соперников" for the last seat; an
 * upgrade lost leaves an empty target side without its old total; a claimed daily case shows its
 * countdown without a "Бесплатно" pill. Screenshots of the fixed screens go to e2e/screenshots.
 */
import type { Locator, Page } from '@playwright/test';
import { formatAmount } from '@cases/domain/format';
import { battleCases, battlePost } from './battle-api.ts';
import { expect, screenshot, test, waitForPost, watchErrors, type Player } from './fixtures.ts';

// The battle's status is checked while its reels spin. (playwright.config.ts asks for reduced motion elsewhere.)
test.use({ reducedMotion: 'no-preference' });

const price = (roubles: number) => `${formatAmount(roubles)}\u00a0₽`;

/** The part of `target` hidden by scrolling or covered by something fixed (the bottom menu). */
async function covered(page: Page, target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) return `off screen: ${r.top}–${r.bottom}`;
    // Points inside the rounded corners: a quarter of the way in from each side, and the middle.
    const [dx, dy] = [r.width / 4, r.height / 4];
    for (const [x, y] of [
      [r.left + dx, r.top + dy],
      [r.right - dx, r.bottom - dy],
      [r.left + 2 * dx, r.top + 2 * dy],
    ] as const) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit)))
        return `covered at ${x},${y} by ${hit?.className}`;
    }
    return null;
  });
}

test('Techies at 360 px: board and cash-out on one screen, no "Забрать 0 ₽" before a safe cell', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  await api.topUp(player.token, 500);
  for (const height of [640, 740]) {
    await page.setViewportSize({ width: 360, height });
    await page.goto('/sapper');
    const oneMine = page
      .getByRole('group', { name: 'Мин на поле' })
      .getByRole('button', { name: '1', exact: true });
    await oneMine.click();
    await expect(oneMine).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Ставка, ₽').fill('10');
    const started = waitForPost(page, '/v1/sapper/start');
    await page.getByRole('button', { name: 'Начать игру' }).click();
    expect((await started).status()).toBe(200);

    // The whole board and the cash-out are in view together, nothing over them, with no scroll.
    const cashOutOrHint = page.getByRole('button', { name: /^(Забрать|Откройте первую клетку)/ });
    for (const corner of ['Клетка 1', 'Клетка 25'])
      await expect
        .poll(() => covered(page, page.getByRole('button', { name: corner, exact: true })))
        .toBeNull();
    await expect.poll(() => covered(page, cashOutOrHint)).toBeNull();
    // Nothing to take yet: no "Забрать 0 ₽", the button says what to do.
    await expect(page.getByRole('button', { name: 'Откройте первую клетку' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Забрать/ })).toHaveCount(0);
    await expect(page.getByText(/Забрать\s*0/)).toHaveCount(0);
    await screenshot(page, `techies-started-360x${height}`);

    const answer = waitForPost(page, '/v1/sapper/reveal');
    await page.getByRole('button', { name: 'Клетка 13', exact: true }).click();
    const res = (await (await answer).json()) as { game: { status: string; payout: number } };
    if (res.game.status === 'open') {
      const cashOut = page.getByRole('button', { name: /^Забрать/ });
      await expect(cashOut).toBeEnabled();
      await expect(cashOut).toContainText(price(res.game.payout));
      expect(await covered(page, cashOut)).toBeNull();
      await screenshot(page, `techies-safe-360x${height}`);
      const cashed = waitForPost(page, '/v1/sapper/cashout');
      await cashOut.click();
      expect((await cashed).status()).toBe(200);
    } else await expect(page.getByText('Бум! Мина Течиса')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

/** Every element of `names` shows its whole text: no ellipsis, nothing cut at the seat's edge. */
async function readable(names: Locator) {
  return names.evaluateAll((els) =>
    els.map((el) => {
      const seat = el.closest('.seat')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      const cut = el.scrollWidth > el.clientWidth + 1 || r.left < seat.left || r.right > seat.right;
      return `${el.textContent}${cut ? ' (cut)' : ''}`;
    }),
  );
}

/** The words of the elements broken across two lines (a button squeezed to "Зан-ять"). */
async function brokenWords(els: Locator) {
  return els.evaluateAll((nodes) =>
    nodes.flatMap((el) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      return broken;
    }),
  );
}

test('a 3-seat battle at 360 px: full names, free seats, case names and prices, an honest status', async ({
  page,
  api,
  player,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page, { failedResponses: true });
  await page.setViewportSize({ width: 360, height: 740 });
  const [a, b] = await Promise.all([api.fundedPlayer(1_000), api.fundedPlayer(1_000)]);
  const nicks = await Promise.all(
    [a, b, player].map(async (p) => (await api.me(p.token)).nickname),
  );
  const cases = (await battleCases(request)).slice(0, 2);
  expect(cases).toHaveLength(2);
  const create = async (owner: Player, seats: number) =>
    (
      await battlePost(request, owner.token, '/battles', {
        case_ids: cases.map((c) => c.id),
        seats,
        teams: false,
        is_crazy: false,
      })
    ).battle_ulid!;

  // Four seats, two of them free: names and "Свободно" whole in the 2×2 grid.
  const four = await create(a, 4);
  await battlePost(request, b.token, '/join', { battle_ulid: four });
  await page.goto(`/battles/${four}`);
  await expect(page.getByRole('button', { name: 'Занять место' })).toHaveCount(2);
  expect(await readable(page.locator('.seat .seat-player__nick'))).toEqual(nicks.slice(0, 2));
  expect(await readable(page.locator('.seat .seat-player--empty .seat-player__name'))).toEqual([
    'Свободно',
    'Свободно',
  ]);
  await screenshot(page, 'battle-4-seats-360', { fullPage: true });
  await battlePost(request, a.token, '/cancel_start', { battle_ulid: four });

  // Three seats: the player takes the last one and the battle starts at once.
  const ulid = await create(a, 3);
  await battlePost(request, b.token, '/join', { battle_ulid: ulid });
  await page.goto(`/battles/${ulid}`);
  const join = page.getByRole('button', { name: 'Занять место' });
  await expect(join).toBeVisible();
  expect(await readable(page.locator('.seat .seat-player__nick'))).toEqual(nicks.slice(0, 2));
  expect(await readable(page.locator('.seat .seat-player--empty .seat-player__name'))).toEqual([
    'Свободно',
  ]);
  expect(await readable(join)).toEqual(['Занять место']);
  expect(await brokenWords(join.or(page.locator('.seat .seat-player--empty')))).toEqual([]);
  // Each round's case by name and price in the strip.
  const strip = page.getByRole('list', { name: 'Кейсы битвы' }).getByRole('listitem');
  await expect(strip).toHaveCount(2);
  for (const [i, c] of cases.entries()) {
    await expect(strip.nth(i)).toContainText(c.name);
    await expect(strip.nth(i)).toContainText(price(c.price_data.price));
  }
  await screenshot(page, 'battle-3-seats-waiting-360', { fullPage: true });

  await join.click();
  await expect(page.getByText('Идёт', { exact: true })).toBeVisible();
  const toast = page.getByText(/^Вы в битве!/);
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText('Ждём соперников');
  expect(await readable(page.locator('.seat .seat-player__nick'))).toEqual(nicks);
  await screenshot(page, 'battle-3-seats-running-360');

  // Until the last reel has stopped and the result shows, the status is not "Завершена" (both read
  // in one task of the page, so no render falls between them).
  const status = page.locator('.battle-head__meta .battle-status');
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => ({
          status: document.querySelector('.battle-head__meta .battle-status')?.textContent ?? '',
          result: document.getElementById('battle-result-title') !== null,
        }));
        if (!now.result) seen.push(now.status);
        return now.result;
      },
      { timeout: 40_000, intervals: [150] },
    )
    .toBe(true);
  expect(seen.filter((s) => s !== 'Идёт')).toEqual([]);
  await expect(page.getByRole('heading', { name: /Вы победили!|Победитель:/ })).toBeVisible();
  await expect(status).toHaveText('Завершена');
  await screenshot(page, 'battle-3-seats-finished-360', { fullPage: true });
  expect(errors).toEqual([]);
});

test('an upgrade lost names what was lost and the target, and leaves the target side empty, without its old total', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await api.openCheapestCase(player.token, 1);
  await page.goto('/upgrades');
  const stakeTiles = page
    .getByRole('region', { name: 'Ваши предметы' })
    .getByRole('button', { name: /₽$/ });
  const target = page.getByRole('region', { name: 'Цель', exact: true });
  // ×10 wins about once in eleven: a win's item is staked again until the upgrade is lost.
  let lost = false;
  for (let attempt = 0; attempt < 5 && !lost; attempt += 1) {
    await stakeTiles.first().click();
    await page
      .getByRole('group', { name: 'Быстрый выбор цели' })
      .getByRole('button', { name: '×10' })
      .click();
    await expect(target.getByRole('listitem')).toHaveCount(1);
    const answer = waitForPost(page, '/v1/upgrades/upgrade-items');
    await page.getByRole('button', { name: 'Улучшить' }).click();
    const res = (await (await answer).json()) as { success: boolean };
    await expect(
      page.getByRole('heading', { name: res.success ? 'Апгрейд удался' : 'Апгрейд не удался' }),
    ).toBeVisible({ timeout: 15_000 });
    lost = !res.success;
  }
  expect(lost).toBe(true);
  // The outcome names what was lost and what was aimed at (issue 48).
  const outcome = page.getByRole('region', { name: 'Апгрейд не удался' });
  await expect(outcome).toContainText(/Потеряно: \S/);
  await expect(outcome).toContainText(/Цель: \S/);
  await expect(target.getByRole('listitem')).toHaveCount(0);
  await expect(target.getByText('Выберите предмет, который хотите получить')).toBeVisible();
  await expect(target.getByText(/Итого/)).toHaveCount(0);
  await expect(target.getByText(/₽/)).toHaveCount(0);
  await target.scrollIntoViewIfNeeded();
  await screenshot(page, 'upgrade-lost-360');
  expect(errors).toEqual([]);
});

test('a claimed daily case counts down without a "Бесплатно" pill, and is named by when it is free again', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await api.openCase(player.token, 'daily-gift');
  await page.goto('/daily-cases');
  const card = page.getByRole('link', { name: /Ежедневный подарок/ });
  await expect(card.locator('time')).toHaveText(/^2[34]:\d\d:\d\d$/);
  await expect(card.getByText('Бесплатно', { exact: true })).toHaveCount(0);
  // Named by when it is free again (a time of day), never "Бесплатно" nor the ticking clock (issue 48).
  const name = (await card.getAttribute('aria-label')) ?? '';
  expect(name).toMatch(/^Ежедневный подарок, снова бесплатно в \d\d:\d\d/);
  expect(name).not.toMatch(/Бесплатно|\d:\d\d:\d\d/);
  await expect(card.locator('.case-card__counter--time')).toHaveAttribute('aria-hidden', 'true');
  // A case not claimed yet keeps its pill.
  await expect(
    page.getByRole('link', { name: /Кейс за пополнение/ }).getByText('Бесплатно', { exact: true }),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'daily-claimed-360');
  expect(errors).toEqual([]);
});
