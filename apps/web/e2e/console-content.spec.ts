/**
 * Browser tests of the console's content pages (issue 30 "Running the shop"; docs/console.md "Content"), with the
 * spec's own owner account (console-owner.ts `e2e.content`):
 * - the owner creates a promo code (+15 % on the next deposit) on the promo page, and a player applies it on
 *   the shop's top-up page at once;
 * - the owner renames a shop offer, the offers shop shows the new title, and the old one is put back;
 * - every content page (promo codes, FAQ and SEO, leaderboards, season, offers) in Russian and English at 1280
 *   and 360 px, an item opened: no sideways scroll, no serious or critical axe issue.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import { CONSOLE_STAFF } from './console-owner.ts';
import { signInConsole } from './console-staff.ts';
import { expect, horizontalOverflow, screenshot, test, watchErrors } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const CODE = 'E2ECONTENT15';

async function checkPage(page: Page, name: string): Promise<void> {
  // From the top: axe cannot tell the sticky console bar's background over content scrolled beneath it.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await horizontalOverflow(page), `${name}: sideways scroll`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, name, { fullPage: true });
}

const toast = (page: Page, text: string | RegExp) => page.locator('.toasts').getByText(text);

test('the owner creates a promo code and a player applies it in the shop', async ({
  page,
  player,
  browser,
  baseURL,
}) => {
  void player;
  const staff = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await signInConsole(staff, CONSOLE_STAFF.content);
  const console = await staff.newPage();
  const errors = watchErrors(console);
  await console.goto('/admin/promo');
  const form = console.getByRole('form', { name: 'Новый промокод' });
  await form.getByLabel('Код').fill(CODE.toLowerCase());
  await form.getByLabel('Вид').selectOption('common');
  await form.getByLabel('Бонус к пополнению, %').fill('15');
  await form.getByLabel('Только для игроков с пополнением').uncheck();
  await form.getByRole('button', { name: 'Создать промокод' }).click();
  await expect(toast(console, `Промокод ${CODE} создан`)).toBeVisible();
  const row = () =>
    console
      .getByRole('region', { name: 'Промокоды' })
      .locator('details.content-item', { hasText: CODE });
  await expect(row().getByText(CODE, { exact: true })).toBeVisible();
  await expect(row().getByText('использовано 0 из 100', { exact: true })).toBeVisible();

  await page.goto('/refill');
  const refill = page.getByRole('form', { name: 'Пополнение баланса' });
  await refill.getByLabel('Промокод').fill(CODE.toLowerCase());
  await expect(refill.getByText('+15% к следующему пополнению')).toBeVisible();
  await refill.getByRole('button', { name: 'Применить' }).click();
  await expect(refill.getByText(`Активен промокод ${CODE}`)).toBeVisible();

  await console.reload();
  await expect(row().getByText('использовано 1 из 100', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await staff.close();
});

test('the owner renames an offer and the offers shop shows it', async ({ browser, baseURL }) => {
  const staff = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await signInConsole(staff, CONSOLE_STAFF.content);
  const console = await staff.newPage();
  const errors = watchErrors(console);
  const shop = await browser.newPage({ baseURL, locale: 'ru-RU' });
  await shop.goto('/offers-shop');
  const firstTitle = (await shop.locator('.offer-card__title').first().textContent())?.trim() ?? '';
  expect(firstTitle).not.toBe('');

  const rename = async (from: string, to: string) => {
    await console.goto('/admin/offers');
    const item = console.locator('details.content-item', { hasText: from }).first();
    await item.locator('summary').click();
    await item.getByLabel('Название (RU)').fill(to);
    const saved = console.waitForResponse(
      (r) => /\/v1\/admin\/offers\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await item.getByRole('button', { name: 'Сохранить' }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(console, 'Сохранено')).toBeVisible();
  };
  await rename(firstTitle, 'Набор от консоли');
  await shop.reload();
  await expect(shop.getByText('Набор от консоли')).toBeVisible();
  await rename('Набор от консоли', firstTitle);
  await shop.reload();
  await expect(shop.getByText(firstTitle).first()).toBeVisible();
  expect(errors).toEqual([]);
  await staff.close();
  await shop.close();
});

const PAGES = [
  { path: '/admin/promo', name: 'promo', heading: { ru: 'Промокоды', en: 'Promo codes' } },
  { path: '/admin/texts', name: 'texts', heading: { ru: 'FAQ и SEO', en: 'FAQ and SEO' } },
  {
    path: '/admin/leaderboards',
    name: 'leaderboards',
    heading: { ru: 'Таблицы лидеров', en: 'Leaderboards' },
  },
  {
    path: '/admin/season',
    name: 'season',
    heading: { ru: 'Сезон и боевой пропуск', en: 'Season and battle pass' },
  },
  { path: '/admin/offers', name: 'offers', heading: { ru: 'Предложения', en: 'Offers' } },
] as const;

for (const lang of ['ru', 'en'] as const) {
  test(`every content page in ${lang} at 1280 and 360 px, an item opened`, async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // every content page at two widths with an axe run each
    const staff = await browser.newContext({ baseURL, locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
    await signInConsole(staff, CONSOLE_STAFF.content);
    const page = await staff.newPage();
    const errors = watchErrors(page);
    for (const p of PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(lang === 'en' ? `/en${p.path}` : p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading[lang] })).toBeVisible();
      const first = page.locator('details.content-item > summary').first();
      await first.click();
      await checkPage(page, `${p.name}-${lang}-1280`);
      await page.setViewportSize({ width: 360, height: 780 });
      await checkPage(page, `${p.name}-${lang}-360`);
    }
    expect(errors).toEqual([]);
    await staff.close();
  });
}
