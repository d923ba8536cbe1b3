/**
 * The secret shop (issue 29; decision 018; /secret-shop): a visitor's locked shop with the sign-in call,
 * a fresh player below the shop's level (their level and the one needed, no buy button), a player who
 * reached the level by opening cases and buys a slot (toast, header balance, the slot's stock, the
 * period's count, the item in the inventory), the side menu's link, the not-found page while the flag
 * is off (the server's 404) — each state at 360 and 1280 px in Russian and English, with no horizontal
 * scroll, no serious or critical axe issue and no console error.
 *
 * The e2e server keeps the default SECRET_SHOP_MIN_LEVEL (3): a player reaches it by spending 300 ₽ on
 * cases, so the level lock is the server's own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { checkBothWidths } from './layout-check.ts';
import {
  expect,
  headerBalance,
  rub,
  signInContext,
  test,
  watchErrors,
  type ShopApi,
} from './fixtures.ts';

interface Slot {
  id: string;
  item: { name: string };
  price: number;
  old_price: number;
  sale: number;
  stock: number;
  stock_left: number;
}
interface Shop {
  min_level: number;
  level: number;
  allowed: boolean;
  limit: number;
  bought: number;
  slots: Slot[];
}

async function shopOf(request: APIRequestContext, token?: string): Promise<Shop> {
  const res = await request.get('/v1/secret-shop', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Shop;
}

/** Opens the cheapest paid case until the player reaches the shop's level (1 experience per rouble). */
async function reachShopLevel(api: ShopApi, request: APIRequestContext, token: string) {
  const { slug } = await api.cheapestPaidCase();
  for (let i = 0; i < 40; i++) {
    const shop = await shopOf(request, token);
    if (shop.allowed) return shop;
    await api.openCase(token, slug, 5);
  }
  throw new Error('the player did not reach the secret shop level');
}

const TEXTS = {
  ru: {
    title: 'Секретный магазин',
    guest: 'Вход только для игроков',
    locked: 'Пока закрыто',
    signIn: 'Войти',
  },
  en: { title: 'Secret shop', guest: 'Players only', locked: 'Not yet', signIn: 'Sign in' },
} as const;

/**
 * The secret shop in `lang`, loaded at 360 px and then widened to 1280 px: no sideways scroll, no serious axe
 * issue, and `also` (what the test expects on the page) at each width (`checkBothWidths`).
 */
async function checkLayout(
  page: Page,
  name: string,
  lang: 'ru' | 'en',
  also: () => Promise<void> = () => Promise.resolve(),
) {
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto(lang === 'en' ? '/en/secret-shop' : '/secret-shop');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].title })).toBeVisible();
  await expect(page.locator('.secret-slot').first()).toBeVisible();
  await expect(page.locator('main .spinner')).toHaveCount(0);
  await checkBothWidths(page, `secret-shop-${name}-${lang}`, 900, also);
}

test('a visitor sees the shop locked with the sign-in call, at 360 and 1280 px in both languages', async ({
  page,
  request,
}) => {
  test.slow(); // 2 page loads, each with an axe run at two widths
  const errors = watchErrors(page, { failedResponses: true });
  const shop = await shopOf(request);
  expect(shop.slots.length).toBeGreaterThan(0);
  for (const lang of ['ru', 'en'] as const)
    await checkLayout(page, 'visitor', lang, () =>
      expect(page.getByRole('heading', { name: TEXTS[lang].guest })).toBeVisible(),
    );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/secret-shop');
  // Every slot of the period, each with its discount and stock; none can be bought.
  await expect(page.locator('.secret-slot')).toHaveCount(shop.slots.length);
  const first = shop.slots[0]!;
  const card = page.getByRole('article', { name: first.item.name }).first();
  await expect(card.getByText(`−${first.sale} %`)).toBeVisible();
  await expect(card.getByText(rub(first.old_price))).toBeVisible();
  await expect(card.getByText(`Осталось ${first.stock_left} из ${first.stock}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Купить/ })).toHaveCount(0);
  await expect(page.getByText(/куплено \d+ из \d+/)).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Вход только для игроков' })
    .getByRole('link', { name: 'Войти' })
    .click();
  await expect(page).toHaveURL(/#reg$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a player below the level sees theirs and the one needed, and cannot buy', async ({
  page,
  player,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page, { failedResponses: true });
  const shop = await shopOf(request, player.token);
  expect(shop.allowed).toBe(false);
  expect(shop.level).toBeLessThan(shop.min_level);
  for (const lang of ['ru', 'en'] as const)
    await checkLayout(page, 'locked', lang, () =>
      expect(page.getByRole('heading', { name: TEXTS[lang].locked })).toBeVisible(),
    );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/secret-shop');
  const lock = page.getByRole('region', { name: 'Пока закрыто' });
  await expect(lock).toContainText(`Секретный магазин открывается с ${shop.min_level} уровня`);
  await expect(lock).toContainText(`Ваш уровень ${shop.level}`);
  await expect(lock).toContainText(`Нужен ${shop.min_level}`);
  await expect(page.getByText(`куплено 0 из ${shop.limit}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Купить/ })).toHaveCount(0);
  const locked = page.getByRole('button', { name: `С ${shop.min_level} уровня` });
  await expect(locked).toHaveCount(shop.slots.filter((s) => s.stock_left > 0).length);
  await expect(locked.first()).toBeDisabled();
  expect(errors).toEqual([]);
});

test('a player of the level buys a slot: toast, balance, stock, count and the item in the inventory', async ({
  page,
  api,
  request,
  context,
  baseURL,
}) => {
  test.slow(); // openings up to the level, then 2 page loads, each with an axe run at two widths
  const errors = watchErrors(page, { failedResponses: true });
  const buyer = await api.fundedPlayer(3000);
  const shop = await reachShopLevel(api, request, buyer.token);
  await signInContext(context, baseURL ?? '', buyer.token);
  for (const lang of ['ru', 'en'] as const) await checkLayout(page, 'player', lang);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/secret-shop');
  const balance = await api.balance(buyer.token);
  await expect(headerBalance(page)).toHaveText(rub(balance));
  await expect(page.getByText(`куплено 0 из ${shop.limit}`)).toBeVisible();
  const slot = shop.slots
    .filter((s) => s.stock_left > 0 && s.price <= balance)
    .sort((a, b) => a.price - b.price)[0];
  if (!slot) throw new Error('no affordable slot');
  const card = page.locator(`[data-slot="${slot.id}"]`);
  await expect(card.getByText(`Осталось ${slot.stock_left} из ${slot.stock}`)).toBeVisible();
  // The toast closes itself 3 s after it opens: look for it from the click on.
  await Promise.all([
    expect(
      page.getByRole('status').filter({ hasText: `«${slot.item.name}» уже в инвентаре` }),
    ).toBeVisible(),
    card.getByRole('button', { name: `Купить «${slot.item.name}» за ${rub(slot.price)}` }).click(),
  ]);
  await expect(headerBalance(page)).toHaveText(rub(Math.round((balance - slot.price) * 100) / 100));
  await expect(card.getByText(`Осталось ${slot.stock_left - 1} из ${slot.stock}`)).toBeVisible();
  await expect(page.getByText(`куплено 1 из ${shop.limit}`)).toBeVisible();
  const active = await api.inventory(buyer.token, 'active');
  expect(
    active.items.filter((i) => i.name === slot.item.name && i.price === slot.price),
  ).not.toEqual([]);
  const after = await shopOf(request, buyer.token);
  expect(after.bought).toBe(1);
  expect(after.slots.find((s) => s.id === slot.id)?.stock_left).toBe(slot.stock_left - 1);
  expect(errors).toEqual([]);
});

test('the side menu leads to the shop; with the flag off (the server answers 404) it is the not-found page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Мобильное меню' })
    .getByRole('button', { name: 'Меню' })
    .click();
  await page
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('link', { name: 'Секретный магазин' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/secret-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Секретный магазин' })).toBeVisible();

  await page.route('**/v1/secret-shop', (route) =>
    route.fulfill({
      status: 404,
      json: { success: false, data: { code: 'dataNotFound', message: 'Not found' } },
    }),
  );
  await page.goto('/secret-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toBeVisible();
  await expect(page.locator('.secret-slot')).toHaveCount(0);
});
