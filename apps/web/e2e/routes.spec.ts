/**
 * Routing beyond the route table (spec 000 §2): the 404 page, the /en prefix, deep links, and what the site config's
 * flags hide. The table itself, where each path lands and in which layout for a visitor and a player, without
 * console errors, is walked once by route-walk.spec.ts.
 */
import { expect, test, watchErrors } from './fixtures.ts';

test('unknown paths show the 404 page, in Russian and under /en in English', async ({ page }) => {
  const errors = watchErrors(page, { failedResponses: true });
  for (const [path, title] of [
    ['/no-such-page/deeper', 'Страница не найдена'],
    ['/en/no-such-page', 'Page not found'],
  ] as const) {
    const res = await page.goto(path);
    // The server answers unknown pages with a real 404 status; that document load is expected.
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
  }
  const expected = (e: string) => /\/no-such-page[^ ]*(: Failed to load resource| → 404)/.test(e);
  expect(errors.filter((e) => !expected(e))).toEqual([]);
});

test('English pages live under /en; the switcher and the stored locale move between prefixes', async ({
  page,
  api,
  context,
}) => {
  const errors = watchErrors(page, { failedResponses: true });
  const { slug } = await api.cheapestPaidCase();
  await page.goto(`/en/open/${slug}`);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Cases' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cases' })).toHaveAttribute('href', '/en');

  await page.goto(`/open/${slug}`);
  await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/en/open/${slug}`);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'detected-locale')?.value).toBe('en');
  expect(cookies.find((c) => c.name === 'locale-changed')?.value).toBe('1');

  // The stored locale sends a root path to its /en twin on load.
  await page.goto('/faq');
  await expect(page).toHaveURL((url) => url.pathname === '/en/faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/faq');
  await expect(page.getByRole('heading', { name: 'Частые вопросы' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the FAQ deep link type=3 opens category 5, question 19; the offers shop is a page of its own', async ({
  page,
}) => {
  await page.goto('/faq?type=3');
  const category = page.getByRole('region', { name: 'Предметы и вывод' });
  const target = category.locator('details#faq-5-19');
  await expect(target).toHaveAttribute('open', '');
  await expect(target.getByText('закрытого инвентаря Steam')).toBeVisible();
  await expect(page.locator('details[open]')).toHaveCount(1);

  // Issue 29 built the offers shop: its offers, no "coming soon" frame (offers.spec.ts tests the page).
  await page.goto('/offers-shop');
  await expect(page.getByRole('heading', { name: 'Магазин предложений' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Наборы со скидкой' })).toBeVisible();
  await expect(page.getByText('Этот раздел ещё в разработке')).toHaveCount(0);
});

test('feature flags and hidden header items from /nitro-api/config hide what they name', async ({
  page,
}) => {
  await page.route('**/nitro-api/config', (route) =>
    route.fulfill({
      json: {
        feature_flags: { battles: false, provably_fair: false, techies: false, secret_shop: true },
        hidden_header_items: ['upgrades'],
        redirect_to_welcome: false,
        default_locale: 'ru',
        sign_in_providers: [],
        hide_steam_login: false,
        payments_sandbox: true,
        free_case_deposit_days: 30,
        withdraw_min_deposit: 100,
      },
    }),
  );
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link', { name: 'Кейсы' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Контракты' })).toBeVisible();
  for (const name of ['Битвы', 'Provably fair', 'Апгрейды'])
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  for (const path of ['/battles', '/battles/history', '/provably-fair/check', '/sapper']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Раздел недоступен' }), path).toBeVisible();
  }
});

test('with the hide-Steam-login option the sign-up dialog offers no Steam button', async ({
  page,
}) => {
  await page.route('**/nitro-api/config', (route) =>
    route.fulfill({
      json: {
        feature_flags: {},
        hidden_header_items: [],
        redirect_to_welcome: false,
        default_locale: 'ru',
        sign_in_providers: ['steam', 'google'],
        hide_steam_login: true,
        payments_sandbox: true,
        free_case_deposit_days: 30,
        withdraw_min_deposit: 100,
      },
    }),
  );
  await page.goto('/#reg');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /Google/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Steam/ })).toHaveCount(0);
});

test('with redirect_to_welcome on, a visitor sees the welcome page', async ({ page }) => {
  await page.route('**/nitro-api/config', (route) =>
    route.fulfill({
      json: {
        feature_flags: {},
        hidden_header_items: [],
        redirect_to_welcome: true,
        default_locale: 'ru',
        sign_in_providers: [],
        hide_steam_login: false,
        payments_sandbox: true,
        free_case_deposit_days: 30,
        withdraw_min_deposit: 100,
      },
    }),
  );
  await page.goto('/upgrades');
  await expect(page).toHaveURL((url) => url.pathname === '/welcome');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать в Dota Cases' })).toBeVisible();
});
