/**
 * Browser tests of the console's settings and dashboard (issue 30 "Running the shop", "Dashboard"): an owner
 * switches the battles off on the settings page and the shop's header item, its page and its calls go away
 * (the page says the section is unavailable, the API answers as an unknown path), then switches it back on;
 * the dashboard draws its charts (canvas) with today's deposit and opening at 1280 and 360 px without sideways
 * scroll or serious axe issues, in Russian and English.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import { CONSOLE_STAFF } from './console-owner.ts';
import { signInConsole } from './console-staff.ts';
import { expect, horizontalOverflow, screenshot, test, watchErrors } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

async function checkPage(page: Page, name: string): Promise<void> {
  expect(await horizontalOverflow(page), `${name}: sideways scroll`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, name, { fullPage: true });
}

const battlesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Главное меню' }).locator('a[href="/battles"]');

async function setBattles(page: Page, on: boolean): Promise<void> {
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Функции' });
  const toggle = form.getByRole('switch', { name: /^Битвы/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/v1/admin/site/feature-flags') && r.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Сохранить функции' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Сохранено')).toBeVisible();
}

test('switching the battles off hides their header item, page and calls; on brings them back', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // waits twice for the setting to reach the shop (2 s cache) across pages and calls
  const staff = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await signInConsole(staff, CONSOLE_STAFF.settings);
  const console = await staff.newPage();
  const errors = watchErrors(console);
  const shop = await browser.newPage({ baseURL, viewport: { width: 1280, height: 860 } });

  await shop.goto('/');
  await expect(battlesLink(shop)).toBeVisible();

  await setBattles(console, false);
  await console.setViewportSize({ width: 1280, height: 860 });
  await checkPage(console, 'settings-ru-1280');
  await shop.goto('/');
  await expect(shop.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  await expect(battlesLink(shop)).toHaveCount(0);
  await shop.goto('/battles');
  await expect(shop.getByRole('heading', { name: 'Раздел недоступен' })).toBeVisible();
  const call = await shop.request.get('/battles-api/battles');
  expect(call.status()).toBe(404);
  expect(((await call.json()) as { data: { code: string } }).data.code).toBe('dataNotFound');

  await setBattles(console, true);
  await shop.goto('/');
  await expect(battlesLink(shop)).toBeVisible();
  expect((await shop.request.get('/battles-api/battles')).status()).toBe(200);

  await console.setViewportSize({ width: 360, height: 780 });
  await console.goto('/admin/settings');
  await expect(console.getByRole('heading', { level: 1 })).toHaveText('Настройки');
  await checkPage(console, 'settings-ru-360');
  expect(errors).toEqual([]);
  await staff.close();
  await shop.close();
});

test('the dashboard draws its charts with today’s figures at 1280 and 360 px, in Russian and English', async ({
  browser,
  baseURL,
  api,
}) => {
  const player = await api.fundedPlayer(300);
  const c = await api.cheapestPaidCase();
  await api.openCase(player.token, c.slug);

  const staff = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await signInConsole(staff, CONSOLE_STAFF.settings);
  const page = await staff.newPage();
  const errors = watchErrors(page);
  // The console's home is the dashboard for a role with `reports`.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 860 });
    for (const lang of ['ru', 'en'] as const) {
      await page.goto(lang === 'en' ? '/en/admin/dashboard?days=7' : '/admin/dashboard?days=7');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Dashboard' : 'Дашборд',
      );
      await expect(page.locator('.console-chart canvas')).toHaveCount(3);
      for (const canvas of await page.locator('.console-chart canvas').all()) {
        const box = await canvas.boundingBox();
        expect(box!.width).toBeGreaterThan(100);
        expect(box!.height).toBeGreaterThan(100);
      }
      const cases = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: lang === 'en' ? 'Cases' : 'Кейсы' }) });
      await expect(cases).toBeVisible();
      await expect(cases.getByRole('cell').first()).not.toHaveText('0');
      await checkPage(page, `dashboard-${lang}-${width}`);
    }
  }
  expect(errors).toEqual([]);
  await staff.close();
});

test('the project switcher says it has nothing to show while the shop lists no other project', async ({
  browser,
  baseURL,
}) => {
  // This shop has no PROJECTS (projects.spec.ts runs shops that have).
  const staff = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await signInConsole(staff, CONSOLE_STAFF.settings);
  const page = await staff.newPage();
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Функции' });
  await expect(
    form.getByRole('switch', { name: /^Переключатель проектов/ }),
  ).toHaveAccessibleDescription(
    'Другой проект не задан (PROJECTS): переключателю пока нечего показать.',
  );
  // The other switches have something behind them and no such note.
  await expect(form.getByRole('switch', { name: /^Баннер битв/ })).toHaveAccessibleDescription('');
  await staff.close();
});

test('an experiment run from the settings gives a player its changed minimum on the refill page, as the server does', async ({
  browser,
  baseURL,
  page,
  player,
  request,
}) => {
  test.slow(); // waits for the setting to reach the shop (2 s cache)
  const staff = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await signInConsole(staff, CONSOLE_STAFF.settings);
  const console = await staff.newPage();
  const errors = watchErrors(console);
  await console.goto('/admin/settings');
  const form = console.getByRole('form', { name: /^Минимальная сумма пополнения/ });
  const save = async () => {
    const saved = console.waitForResponse(
      (r) =>
        r.url().includes('/v1/admin/experiments/change-min-sum') && r.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Сохранить эксперимент' }).click();
    expect((await saved).status()).toBe(200);
  };
  const control = form.getByRole('textbox', {
    name: 'Доля варианта «Контроль: минимум способа оплаты», %',
  });
  const changed = form.getByRole('textbox', { name: /^Доля варианта «Минимум 100/ });
  // Shares that do not sum to 100 are not sent.
  await changed.fill('60');
  await expect(form.getByRole('alert')).toContainText('сейчас 160 %');
  await expect(form.getByRole('button', { name: 'Сохранить эксперимент' })).toBeDisabled();
  await control.fill('0');
  await changed.fill('100');
  const running = form.getByRole('switch', { name: 'Эксперимент идёт' });
  if (!(await running.isChecked())) await running.click();
  await save();
  await expect(console.getByText('Сохранено')).toBeVisible();

  // The player's refill form asks the experiment service through Amplitude's own client.
  await expect
    .poll(
      async () => {
        await page.goto('/refill');
        const pay = page.getByRole('form', { name: 'Пополнение баланса' });
        await expect(pay.getByLabel('Сумма пополнения')).toBeVisible();
        return (await pay.getByText(/^От 100/).count()) > 0;
      },
      { message: 'the refill form shows the changed minimum' },
    )
    .toBe(true);
  const start = (amount: number) =>
    request.post('/v1/payments/transaction/start', {
      headers: { Authorization: `Bearer ${player.token}` },
      data: { payment_direction_id: 'sandbox', amount },
    });
  expect((await start(50)).status()).toBe(400);
  expect((await start(100)).status()).toBe(200);

  // The player counts among the variant's visitors; the environment's default then holds again.
  await console.reload();
  await expect(form.locator('tr[data-variant="false"] td').nth(2)).not.toHaveText('0');
  await form.getByRole('button', { name: 'Вернуть по умолчанию' }).click();
  await expect(form.getByRole('switch', { name: 'Эксперимент идёт' })).not.toBeChecked();
  expect((await start(50)).status()).toBe(200);
  expect(errors).toEqual([]);
  await staff.close();
});
