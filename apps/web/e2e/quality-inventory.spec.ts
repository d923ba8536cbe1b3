/**
 * Issue 31 "player quality", the inventory and what hangs off it: a pack unpacks the way spec 001 §4
 * and §9 say (contents inserted at the top one by one over 2 s for up to 7 items, else 4 s; the count
 * and value follow without a reload; the unpacked pack leaves "Активные"); a replacement asks first,
 * showing both items and the refund; the fairness check opened from a drop already knows its game,
 * case and roll; two items of one slot are drawn differently; `/profile` puts the inventory first.
 */
import type { Page } from '@playwright/test';
import { unpackSpreadMs } from '@cases/domain/api/inventory';
import {
  expect,
  headerBalance,
  horizontalOverflow,
  inventoryRegion,
  rub,
  screenshot,
  test,
  waitForPost,
  watchErrors,
} from './fixtures.ts';
import { dropWithReplacement } from './replacement-fixtures.ts';

/** "Стоимость предметов: 1 234 ₽" as the inventory head shows it. */
const valueText = (amount: number) => `Стоимость предметов: ${rub(amount)}`;

test('unpacking a pack: contents one by one over the spec time, live count and value, the pack leaves Активные', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  await api.waitForCase(player.token, 'hero-sets');
  const [drop] = await api.openCase(player.token, 'hero-sets');
  if (!drop) throw new Error('no drop');
  const before = await api.inventory(player.token, 'active');
  const pack = before.items.find((i) => i.id === drop.inventoryItemId);
  expect(pack?.type).toBe(1);
  const contents = pack?.pack_items ?? [];
  expect(contents.length).toBeGreaterThan(0);

  // The page's clock is the test's: it runs as usual while the profile loads, then stands still until
  // the test moves it, so the reveal's schedule is read in the page's own time, not in wall time.
  await page.clock.install();
  await page.goto('/profile');
  await page.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });
  const region = inventoryRegion(page);
  const heading = region.getByRole('heading', { name: /Инвентарь/ });
  // The first visit loads the profile's code: a busy machine may take a while.
  await expect(heading).toHaveText(`Инвентарь ${before.total_item}`, { timeout: 30_000 });
  await expect(region.getByText(valueText(before.total_price))).toBeVisible();

  // When each tile enters the grid, in the page's (paused) time.
  await page.evaluate(() => {
    const w = window as unknown as { added: { name: string; at: number }[] };
    w.added = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            // The tile itself, or the grid with it (the list was empty for a moment).
            for (const a of n.tagName === 'ARTICLE' ? [n] : n.querySelectorAll('article'))
              w.added.push({ name: a.getAttribute('aria-label') ?? '', at: performance.now() });
    }).observe(document.querySelector('#inventory') ?? document.body, {
      childList: true,
      subtree: true,
    });
  });
  // A second ahead of the page's now: only what was due by then runs, nothing after it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const pageNow = () => page.evaluate(() => performance.now());

  const opened = waitForPost(page, '/v1/inventory/packs/open');
  await region.getByRole('button', { name: `Распаковать «${drop.name}»` }).click();
  await page
    .getByRole('dialog', { name: 'Распаковать набор?' })
    .getByRole('button', { name: 'Распаковать', exact: true })
    .click();
  expect((await opened).status()).toBe(200);

  const tiles = region.getByRole('article');
  const shownNames = async () =>
    (await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).filter((n) =>
      contents.some((c) => c.name === n),
    );
  // The pack leaves at once: what is due now runs (the query cache's notifications), the clock stays.
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return region.getByRole('article', { name: drop.name, exact: true }).count();
    })
    .toBe(0);
  // From here the n-th content is due `n · spread / count` later. The clock moves one window at a time,
  // each a step long and centred on one due time; every tile must go in within its own window.
  const spread = unpackSpreadMs(contents.length);
  const step = spread / contents.length;
  const start = await pageNow();
  const windowEnds: number[] = [];
  for (let n = 0; n < contents.length; n++) {
    const end = start + (n + 0.5) * step;
    await page.clock.runFor(Math.ceil(end - (await pageNow())));
    windowEnds.push(await pageNow());
    await expect.poll(shownNames).toHaveLength(n + 1);
  }
  await page.clock.resume();
  // The pack is gone from the active list, the contents are all that is left.
  await expect(region.getByRole('article', { name: drop.name, exact: true })).toHaveCount(0);
  await expect(tiles).toHaveCount(contents.length);
  const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect([...names].sort()).toEqual(contents.map((c) => c.name).sort());

  // One by one, spread evenly over the spec's time (the last `spread · (n−1)/n` after the first): the
  // n-th tile went in after the window before its own had ended, and by the end of its own.
  const added = await page.evaluate(
    () => (window as unknown as { added: { name: string; at: number }[] }).added,
  );
  const inserted = added.filter((a) => contents.some((c) => c.name === a.name));
  expect(inserted).toHaveLength(contents.length);
  const outOfStep = inserted.flatMap((a, n) =>
    a.at <= (n === 0 ? start - 1 : windowEnds[n - 1]!) || a.at > windowEnds[n]!
      ? [
          `#${n} ${a.name} at ${a.at - start} ms, windows end at ${windowEnds.map((e) => e - start).join(', ')}`,
        ]
      : [],
  );
  expect(outOfStep).toEqual([]);

  // The count and value follow without a reload and agree with the server.
  const after = await api.inventory(player.token, 'active');
  expect(after.total_item).toBe(contents.length);
  await expect(heading).toHaveText(`Инвентарь ${after.total_item}`);
  await expect(region.getByText(valueText(after.total_price))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'quality-unpack-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'quality-unpack-360');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('a replacement asks first with both items and the refund; cancel changes nothing', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  const target = await dropWithReplacement(api, player.token);
  const { drop, offer } = target;
  const refund = Math.round((drop.price - offer.price) * 100) / 100;
  const balance = await api.balance(player.token);
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/v1/inventory/replacement')) posted++;
  });

  await page.goto('/profile');
  const region = inventoryRegion(page);
  const tile = region
    .getByRole('article', { name: drop.name })
    .filter({ has: page.getByRole('button', { name: `Заменить «${drop.name}»` }) })
    .first();
  const dialog = page.getByRole('dialog', { name: `Замена: ${drop.name}` });
  const pick = () =>
    dialog
      .getByRole('button', { name: `Заменить на «${offer.name}» за ${rub(offer.price)}` })
      .click();

  // The choice asks first, in the same dialog: both items with their prices and the refund.
  await tile.getByRole('button', { name: `Заменить «${drop.name}»` }).click();
  await pick();
  const confirm = page.getByRole('dialog', { name: 'Подтвердите замену' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('article', { name: drop.name, exact: true })).toContainText(
    rub(drop.price),
  );
  await expect(confirm.getByRole('article', { name: offer.name, exact: true })).toContainText(
    rub(offer.price),
  );
  await expect(confirm).toContainText(`Вернём на баланс: ${rub(refund)}`);
  expect(posted).toBe(0);
  await screenshot(page, 'quality-replace-confirm-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'quality-replace-confirm-360');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Cancel: back to the offers, nothing sent; closed, the item and the balance stay.
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  expect(posted).toBe(0);
  await expect(headerBalance(page)).toHaveText(rub(balance));
  await expect(tile).toBeVisible();
  expect((await api.inventory(player.token, 'active')).items.map((i) => i.id)).toContain(
    drop.inventoryItemId,
  );

  // Confirmed: replaced, refunded.
  await tile.getByRole('button', { name: `Заменить «${drop.name}»` }).click();
  await pick();
  const replaced = waitForPost(page, '/v1/inventory/replacement');
  await Promise.all([
    expect(page.getByText(`Предмет заменён на «${offer.name}»`)).toBeVisible(),
    confirm.getByRole('button', { name: 'Заменить', exact: true }).click(),
  ]);
  expect((await replaced).status()).toBe(200);
  expect(posted).toBe(1);
  await expect(confirm).toBeHidden();
  await expect(headerBalance(page)).toHaveText(rub(Math.round((balance + refund) * 100) / 100));
  expect(errors).toEqual([]);
});

test('the check opened from a drop knows its game, case and roll, also after revealing the seed from "Мои сиды"', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  const { cheapest } = await api.openCheapestCase(player.token);
  // The second drop of the pair (nonce 1), so a check that starts over at nonce 0 shows another roll.
  const { drop } = await api.openCheapestCase(player.token);
  expect(drop.nonce).toBe(1);

  await page.goto(`/open/${cheapest.slug}`);
  // The drop's own link (the open page builds it the same way).
  await page.goto(
    `/provably-fair/check?hash=${drop.serverSeedHash}&clientSeed=${drop.clientSeed}&nonce=${drop.nonce}&case=${cheapest.slug}&rev=${drop.caseRevision}`,
  );
  const form = page.getByRole('form', { name: 'Данные для проверки' });
  await expect(page.getByRole('tab', { name: 'Кейсы' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByLabel('Кейс')).toHaveValue(cheapest.slug);
  // The player reveals the pair from the seeds panel instead of the offer above the form.
  await page
    .getByRole('region', { name: 'Мои сиды' })
    .getByRole('button', { name: 'Сменить серверный сид' })
    .click();
  await page
    .getByRole('region', { name: 'Мои сиды' })
    .getByRole('status')
    .getByRole('link', { name: 'Проверить' })
    .click();
  // Still this drop: game, case, nonce, and the item it dropped.
  await expect(page.getByRole('tab', { name: 'Кейсы' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByLabel('Кейс')).toHaveValue(cheapest.slug);
  await expect(form.getByLabel('Nonce')).toHaveValue(String(drop.nonce));
  await expect(form.getByLabel('Серверный сид')).not.toHaveValue('');
  const result = page.getByRole('region', { name: 'Результат' });
  await expect(result.getByRole('article', { name: drop.name })).toBeVisible();
  await expect(page).toHaveURL(/rev=/);
  expect(errors).toEqual([]);
});

/** Edge pixels (Sobel on luminance) of an image as drawn at 256×160, and its mean icon colour. */
async function artFeatures(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const W = 256;
    const H = 160;
    const canvas = document.createElement('canvas');
    canvas.width = W;
    canvas.height = H;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.drawImage(img, 0, 0, W, H);
    const { data } = ctx.getImageData(0, 0, W, H);
    const lum = (x: number, y: number) => {
      const i = (y * W + x) * 4;
      return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    };
    const edges: number[] = [];
    // The picture without its frame and caption: where the item itself is drawn.
    for (let y = 12; y < 128; y++)
      for (let x = 12; x < W - 12; x++) {
        const gx =
          lum(x + 1, y - 1) +
          2 * lum(x + 1, y) +
          lum(x + 1, y + 1) -
          lum(x - 1, y - 1) -
          2 * lum(x - 1, y) -
          lum(x - 1, y + 1);
        const gy =
          lum(x - 1, y + 1) +
          2 * lum(x, y + 1) +
          lum(x + 1, y + 1) -
          lum(x - 1, y - 1) -
          2 * lum(x, y - 1) -
          lum(x + 1, y - 1);
        if (Math.hypot(gx, gy) > 320) edges.push(y * W + x);
      }
    return edges;
  }, src);
}

test('two items of one slot are drawn differently: Dragonclaw Hook and Whalehook', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/open/pudge');
  const tileOf = (name: string) => page.getByRole('article', { name, exact: true }).first();
  const hook = tileOf('Dragonclaw Hook');
  const whale = tileOf('Whalehook');
  await hook.scrollIntoViewIfNeeded();
  await expect(hook).toBeVisible();
  const srcOf = async (tile: typeof hook) =>
    (await tile.locator('img').first().getAttribute('src')) ?? '';
  const [a, b] = [await srcOf(hook), await srcOf(whale)];
  expect(a).not.toBe(b);
  // The drawn art (no STEAM_ICONS in the tests): the shapes differ, not only the frame's colour.
  expect(a).toMatch(/\.svg$/);
  const [ea, eb] = [await artFeatures(page, a), await artFeatures(page, b)];
  const setB = new Set(eb);
  const common = ea.filter((p) => setB.has(p)).length;
  const iou = common / (ea.length + eb.length - common);
  expect(
    iou,
    `edge overlap of the two pictures (${ea.length} and ${eb.length} edge pixels)`,
  ).toBeLessThan(0.5);

  await hook.scrollIntoViewIfNeeded();
  await screenshot(page, 'quality-item-art-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await hook.scrollIntoViewIfNeeded();
  await screenshot(page, 'quality-item-art-360');
  expect(errors).toEqual([]);
});

test('/profile shows the inventory first, history, limits and security below it', async ({
  page,
  player,
}) => {
  void player;
  const errors = watchErrors(page);
  await page.goto('/profile');
  // The first visit loads the profile's code: a busy machine may take a while.
  await expect(inventoryRegion(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Безопасность' })).toBeVisible();
  const order = await page
    .getByRole('heading', { level: 2 })
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  const at = (text: string) => order.findIndex((h) => h.startsWith(text));
  const inventory = at('Инвентарь');
  expect(inventory, order.join(' | ')).toBeGreaterThanOrEqual(0);
  for (const below of ['Steam', 'История операций', 'Ответственная игра', 'Безопасность'])
    expect(at(below), `${below} in ${order.join(' | ')}`).toBeGreaterThan(inventory);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `quality-profile-${width}`, { fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
});
