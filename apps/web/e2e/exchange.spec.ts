/**
 * The skin exchange (issue 29; /skin-exchange): a visitor's page with the published margin, the catalog
 * and the sign-in call; a player who won an item from a case gives it and takes a cheaper catalog item —
 * the summary's figures, an item taken twice, the button held while over the allowance, the result
 * dialog, the balance risen by the remainder, the given item out of the active inventory; an item gone
 * from the inventory before the exchange is refused and leaves the page. Every state at 360 and 1280 px in
 * Russian and English, with no horizontal scroll, no serious or critical axe issue and no console error.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import { checkBothWidths } from './layout-check.ts';
import {
  expect,
  headerBalance,
  horizontalOverflow,
  rub,
  screenshot,
  test,
  waitForPost,
  watchErrors,
  type ShopApi,
} from './fixtures.ts';

interface CatalogItem {
  id: string;
  name: string;
  price: number;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });

async function marginPercent(request: APIRequestContext): Promise<number> {
  const res = await request.get('/v1/skin-exchange/info');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { margin_percent: number }).margin_percent;
}

/** The most expensive catalog items priced at most `priceTo` roubles (first page). */
async function catalogUpTo(request: APIRequestContext, priceTo?: number): Promise<CatalogItem[]> {
  const res = await request.get(
    `/v1/skin-exchange/items${priceTo === undefined ? '' : `?price_to=${priceTo}`}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: CatalogItem[] }).items;
}

/** Kopecks → roubles, and the allowance of `value` roubles at `margin` percent (rounded down). */
const kop = (roubles: number) => Math.round(roubles * 100);
const allowedOf = (value: number, margin: number) =>
  Math.floor((kop(value) * Math.round(10_000 - margin * 100)) / 10_000) / 100;

/**
 * Opens the cheapest case until a drop leaves room for a cheaper catalog item (the cheapest drops may
 * be worth less than the cheapest item after the margin): that drop, its allowance and the dearest
 * catalog item below it.
 */
async function dropWithRoom(
  api: ShopApi,
  request: APIRequestContext,
  token: string,
  margin: number,
) {
  for (let i = 0; i < 6; i++) {
    const { drop } = await api.openCheapestCase(token);
    const allowed = allowedOf(drop.price, margin);
    const [cheaper] = await catalogUpTo(request, Math.round(allowed * 100 - 1) / 100);
    if (cheaper) return { drop, allowed, cheaper };
  }
  throw new Error('no drop worth more than the cheapest catalog item');
}

/** A pattern of `text` whose spaces match any space (the page writes amounts with no-break spaces). */
const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');
/** The give side's tile of an item (named "rarity · slot name, price"). */
const giveTile = (region: Locator, name: string, price: number) =>
  region.getByRole('button', { name: new RegExp(`\\s${pattern(`${name}, ${rub(price)}`)}$`) });
/** The catalog's tile of an item (named "Взять: rarity · slot name, price"). */
const takeTile = (region: Locator, name: string, price: number) =>
  region.getByRole('button', {
    name: new RegExp(`^Взять: .*\\s${pattern(`${name}, ${rub(price)}`)}$`),
  });

const TITLE = { ru: 'Обмен скинов', en: 'Skin exchange' } as const;

/**
 * The exchange page in `lang`, loaded at 360 px and then widened to 1280 px: no sideways scroll, no serious axe
 * issue, and `also` (what the test expects on the page) at each width (`checkBothWidths`).
 */
async function checkLayout(
  page: Page,
  name: string,
  lang: 'ru' | 'en',
  also: () => Promise<void> = () => Promise.resolve(),
) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(lang === 'en' ? '/en/skin-exchange' : '/skin-exchange');
  await expect(page.getByRole('heading', { level: 1, name: TITLE[lang] })).toBeVisible();
  await expect(page.locator('.take-tile__button').first()).toBeVisible();
  await expect(page.locator('main .spinner')).toHaveCount(0);
  await checkBothWidths(page, `exchange-${name}-${lang}`, 800, also);
}

test('a visitor sees the margin, the catalog and the sign-in call, at 360 and 1280 px in both languages', async ({
  page,
  request,
}) => {
  test.slow(); // 2 page loads, each with an axe run at two widths
  const errors = watchErrors(page, { failedResponses: true });
  const margin = await marginPercent(request);
  for (const lang of ['ru', 'en'] as const)
    await checkLayout(page, 'visitor', lang, async () => {
      await expect(
        page.getByText(lang === 'ru' ? `Комиссия обмена ${margin} %` : `Exchange fee ${margin}%`),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: lang === 'ru' ? 'Войти' : 'Sign in', exact: true }),
      ).toBeVisible();
    });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/skin-exchange');
  await expect(page.getByRole('heading', { name: 'Обмен доступен игрокам' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Итог обмена' })).toHaveCount(0);
  // Picking a catalog item asks a visitor to sign in.
  await page.locator('.take-tile__button').first().click();
  await expect(page).toHaveURL(/#reg$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a player gives a won item and takes a cheaper one: the remainder goes to the balance', async ({
  page,
  api,
  player,
  request,
}) => {
  test.slow(); // 2 page loads, each with an axe run at two widths, then the exchange
  const errors = watchErrors(page, { failedResponses: true });
  const margin = await marginPercent(request);
  // The dearest catalog item below the allowance, so a remainder is left.
  const { drop, allowed, cheaper } = await dropWithRoom(api, request, player.token, margin);
  const [dearest] = await catalogUpTo(request);
  expect(dearest!.price).toBeGreaterThan(allowed);

  for (const lang of ['ru', 'en'] as const) await checkLayout(page, 'player', lang);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/skin-exchange');
  const balance = await api.balance(player.token);
  await expect(headerBalance(page)).toHaveText(rub(balance));
  const summary = page.getByRole('region', { name: 'Итог обмена' });
  const go = summary.getByRole('button', { name: 'Обменять' });
  await expect(go).toBeDisabled();
  await expect(summary.getByRole('status')).toHaveText('Выберите предметы, которые отдаёте');

  const give = page.getByRole('region', { name: /Вы отдаёте/ });
  await giveTile(give, drop.name, drop.price).first().click();
  await expect(give.getByTestId('exchange-given')).toHaveText(`Выбрано: 1 на ${rub(drop.price)}`);
  await expect(summary.getByTestId('exchange-value')).toHaveText(rub(drop.price));
  await expect(summary.getByTestId('exchange-allowed')).toHaveText(rub(allowed));
  await expect(summary.getByRole('status')).toHaveText('Выберите предметы из каталога');
  await expect(go).toBeDisabled();

  // Over the allowance: the button waits and says by how much.
  const take = page.getByRole('region', { name: /Каталог/ });
  await takeTile(take, dearest!.name, dearest!.price).click();
  await expect(summary.getByRole('status')).toContainText('больше, чем позволяет обмен');
  await expect(go).toBeDisabled();
  await take.getByRole('button', { name: `Убрать «${dearest!.name}»` }).click();

  // The same item twice, then once.
  await take.getByLabel('Цена до, ₽').fill(String(cheaper.price));
  const pick = takeTile(take, cheaper.name, cheaper.price);
  await pick.click();
  await pick.click();
  await expect(take.getByRole('list', { name: 'Вы забираете' }).getByText('×2')).toBeVisible();
  await expect(summary.getByTestId('exchange-taken')).toHaveText(rub(cheaper.price * 2));
  await take.getByRole('button', { name: `Убрать «${cheaper.name}»` }).click();
  await expect(summary.getByTestId('exchange-taken')).toHaveText(rub(cheaper.price));
  const rest = Math.round((allowed - cheaper.price) * 100) / 100;
  await expect(summary.getByTestId('exchange-rest')).toHaveText(`+${rub(rest)}`);
  await expect(go).toBeEnabled();

  const countOf = async (name: string, price: number) =>
    (await api.inventory(player.token, 'active')).items.filter(
      (i) => i.name === name && i.price === price,
    ).length;
  const [givenBefore, takenBefore] = [
    await countOf(drop.name, drop.price),
    await countOf(cheaper.name, cheaper.price),
  ];
  const answer = waitForPost(page, '/v1/skin-exchange');
  await go.click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Обмен завершён' });
  await expect(dialog.getByRole('article', { name: cheaper.name })).toBeVisible();
  await expect(dialog.getByTestId('exchange-credited')).toHaveText(`+${rub(rest)}`);
  await screenshot(page, 'exchange-result-1280');
  await expect(headerBalance(page)).toHaveText(rub(Math.round((balance + rest) * 100) / 100));
  expect(await api.balance(player.token)).toBeCloseTo(balance + rest, 2);
  await dialog.getByRole('button', { name: 'Отлично' }).click();
  await expect(dialog).toBeHidden();

  // The given item left the active inventory (and the page); the taken one is in it.
  const active = await api.inventory(player.token, 'active');
  expect(active.items.filter((i) => i.id === drop.inventoryItemId)).toEqual([]);
  expect(await countOf(drop.name, drop.price)).toBe(givenBefore - 1);
  expect(await countOf(cheaper.name, cheaper.price)).toBe(takenBefore + 1);
  await expect(giveTile(give, drop.name, drop.price)).toHaveCount(givenBefore - 1);
  await expect(giveTile(give, cheaper.name, cheaper.price)).toHaveCount(takenBefore + 1);
  expect(errors).toEqual([]);
});

test('at 360 px the sides stack and the summary stays on screen above the bottom menu', async ({
  page,
  api,
  player,
  request,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  const margin = await marginPercent(request);
  const { drop, cheaper } = await dropWithRoom(api, request, player.token, margin);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/skin-exchange');
  const give = page.getByRole('region', { name: /Вы отдаёте/ });
  const take = page.getByRole('region', { name: /Каталог/ });
  await giveTile(give, drop.name, drop.price).first().click();
  await take.getByLabel('Цена до, ₽').fill(String(cheaper.price));
  await takeTile(take, cheaper.name, cheaper.price).click();
  const giveBox = (await give.boundingBox())!;
  const takeBox = (await take.boundingBox())!;
  expect(takeBox.y).toBeGreaterThanOrEqual(giveBox.y + giveBox.height);
  const summary = page.getByRole('region', { name: 'Итог обмена' });
  for (const scroll of [0, 600]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    const box = (await summary.boundingBox())!;
    expect(box.y + box.height, `summary bottom after scrolling to ${scroll}`).toBeLessThanOrEqual(
      740 - 56,
    );
    expect(box.y, `summary top after scrolling to ${scroll}`).toBeGreaterThan(740 / 2);
  }
  await expect(summary.getByRole('button', { name: 'Обменять' })).toBeEnabled();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page, 'main');
  await screenshot(page, 'exchange-picked-360');
  expect(errors).toEqual([]);
});

test('an item sold before the exchange is refused as outdated and leaves the page', async ({
  page,
  api,
  player,
  request,
}) => {
  const errors = watchErrors(page);
  const margin = await marginPercent(request);
  const { drop, cheaper } = await dropWithRoom(api, request, player.token, margin);
  await page.goto('/skin-exchange');
  const give = page.getByRole('region', { name: /Вы отдаёте/ });
  const take = page.getByRole('region', { name: /Каталог/ });
  const tiles = giveTile(give, drop.name, drop.price);
  const before = (await api.inventory(player.token, 'active')).items.filter(
    (i) => i.name === drop.name && i.price === drop.price,
  ).length;
  await tiles.first().click();
  await take.getByLabel('Цена до, ₽').fill(String(cheaper.price));
  await takeTile(take, cheaper.name, cheaper.price).click();
  const sold = await request.post('/v1/inventory/sell', {
    headers: auth(player.token),
    data: { id: drop.inventoryItemId },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const balance = await api.balance(player.token);
  await Promise.all([
    expect(
      page.getByRole('alert').filter({ hasText: 'Один из предметов уже недоступен для обмена' }),
    ).toBeVisible(),
    page
      .getByRole('region', { name: 'Итог обмена' })
      .getByRole('button', { name: 'Обменять' })
      .click(),
  ]);
  await expect(tiles).toHaveCount(before - 1);
  await expect(give.getByTestId('exchange-given')).toHaveText(`Выбрано: 0 на ${rub(0)}`);
  expect(await api.balance(player.token)).toBe(balance);
  // The 409 answer is the refusal under test, not an error of the page.
  expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
});
