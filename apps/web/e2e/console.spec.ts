/**
 * The operator console at /admin (issue 30; docs/console.md), against the e2e server whose start command first
 * creates the owner account `e2e.owner` (playwright.config.ts, console-owner.ts):
 * - the console hides from visitors and players (GET /v1/admin/me → 404 dataNotFound) and tells a non-staff
 *   account only "wrong login or password";
 * - the owner enrols a second factor (QR code and the secret as text; codes computed here with otplib), a
 *   wrong code is refused with its translated error, and sees their nickname, role and the sections;
 * - tech work switched on with a message replaces a player's shop with the tech-work page showing that
 *   message while the console keeps working; switched off, the shop is back (and the server says online
 *   before the spec ends, so later specs are not affected);
 * - a player registered through the API is found, adjusted by +10 ₽ with a reason after a confirmation step,
 *   and their balance in the API rose by exactly 10 ₽; the ledger shows the row;
 * - the audit log lists `player.adjust` and `site.tech_work`, filters by action and staff member, and opens
 *   an entry's before and after;
 * - every console page in Russian and English at 1280 and 360 px: translated, no sideways scroll, no serious
 *   or critical axe issue; signing out and in again asks only for the code.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousA11yIssues } from './axe.ts';
import { CONSOLE_OWNER, CONSOLE_SPEC_STAFF } from './console-owner.ts';
import { consoleSecret, nextCode, signInConsole, signInShop } from './console-staff.ts';
import {
  dismissOverlays,
  expect,
  horizontalOverflow,
  rub,
  screenshot,
  signInContext,
  test,
  watchErrors,
  type Player,
} from './fixtures.ts';

// Each test sets up what it needs (its staff member signed in, its player, its audit entries), so any one
// runs alone or in any order: only the enrolment test signs in as `e2e.owner`, the others use
// CONSOLE_SPEC_STAFF (console-owner.ts).
/** The message of the tech-work switches. */
const TECH_MESSAGE = 'Обновляем склад предметов, вернёмся к 18:00';
const TECH_MESSAGE_EN = 'Restocking the item vault, back by 6 pm';
const REASON = 'Компенсация за сбой вывода (e2e)';

/** The owner's sections, in the navigation's order (features/console/lib/sections.ts). */
const OWNER_SECTIONS = [
  'Дашборд',
  'Игроки',
  'Выводы',
  'Пополнения',
  'Поддержка',
  'Каталог',
  'Предложения',
  'Сезон',
  'Промокоды',
  'FAQ и SEO',
  'Лидеры',
  'Техработы',
  'Настройки',
  'Подтверждения',
  'Журнал действий',
  'Сотрудники',
];
const norm = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ').trim();
const toast = (page: Page, text: string | RegExp) => page.locator('.toasts').getByText(text);

/** A code of `secret` that is not the current one. */
async function wrongCode(secret: string): Promise<string> {
  const now = await generate({ secret });
  return now === '000000' ? '111111' : '000000';
}

/** Signs `login` (already enrolled, with `secret`) in through the page: password, then the code. */
async function signInThroughPage(page: Page, login: string, secret: string): Promise<void> {
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(CONSOLE_OWNER.password);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { name: 'Подтвердите вход' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }),
  ).toHaveCount(0);
  await page.getByLabel('Код из приложения').fill(await nextCode(login, secret));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('group', { name: 'Сотрудник' })).toContainText(login);
}

async function checkPage(page: Page, name: string): Promise<void> {
  expect(await horizontalOverflow(page), `${name}: sideways scroll`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, name, { fullPage: true });
}

async function techWorkState(request: APIRequestContext): Promise<boolean> {
  const res = await request.get('/v1/monitoring/status');
  return ((await res.json()) as { data: { is_offline: boolean } }).data.is_offline;
}

/** A browser context of `player` on the shop, with the overlays dismissed. */
async function playerContext(browser: Browser, baseURL: string, player: Player) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await dismissOverlays(context);
  await signInContext(context, baseURL, player.token);
  return context;
}

test('the console hides from visitors and players behind the shop\'s 404; a staff account signed in to the shop gets its sign-in, and a non-staff login there gets "wrong login or password"', async ({
  page,
  context,
  request,
  api,
  baseURL,
}) => {
  const visitor = await request.get('/v1/admin/me');
  expect(visitor.status()).toBe(404);
  expect(((await visitor.json()) as { data: { code: string } }).data.code).toBe('dataNotFound');
  const player = await api.quickRegister();
  const asPlayer = await request.get('/v1/admin/me', {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(asPlayer.status()).toBe(404);

  // A visitor, then a signed-in player: /admin is the shop's own 404, in the shop's frame, titled as any
  // unknown page, with nothing of the console (issue 44).
  const unknown = await request.get('/no-such-page');
  const unknownTitle = /<title>([^<]*)<\/title>/.exec(await unknown.text())?.[1];
  for (const who of ['visitor', 'player'] as const) {
    if (who === 'player') await signInContext(context, baseURL!, player.token);
    const res = await page.goto('/admin');
    expect(res?.status(), who).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page).toHaveTitle(unknownTitle!);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('[data-layout="console"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Вход в консоль' })).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toMatch(/консол/i);
  }

  // A staff account signed in to the shop: the console's own frame and its sign-in.
  await signInShop(context, baseURL!, CONSOLE_SPEC_STAFF.work);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Вход в консоль' })).toBeVisible();
  await expect(page).toHaveTitle('Консоль оператора — DOTA CASES');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Not the shop's frame: no shop header or menus around the console.
  await expect(page.locator('[data-layout="console"]')).toBeVisible();
  await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
  await page.getByLabel('Логин').fill(player.login);
  await page.getByLabel('Пароль', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(toast(page, 'Неверный логин или пароль')).toBeVisible();
  await expect(page.getByLabel('Код из приложения')).toHaveCount(0);
  await checkPage(page, 'sign-in-ru-1280');
  await page.setViewportSize({ width: 360, height: 780 });
  await checkPage(page, 'sign-in-ru-360');
});

test('the owner enrols the second factor, a wrong code is refused, and the console shows their sections', async ({
  page,
  context,
  baseURL,
}) => {
  await signInShop(context, baseURL!, CONSOLE_OWNER.login);
  await page.goto('/admin');
  await page.getByLabel('Логин').fill(CONSOLE_OWNER.login);
  await page.getByLabel('Пароль', { exact: true }).fill(CONSOLE_OWNER.password);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { name: 'Подключите аутентификатор' })).toBeVisible();
  const secret = norm(await page.getByTestId('totp-secret').textContent()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await checkPage(page, 'enrol-ru-1280');
  await page.getByLabel('Код из приложения').fill(await wrongCode(secret));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(toast(page, 'Неверный код из приложения-аутентификатора')).toBeVisible();
  await expect(page.getByLabel('Код из приложения')).toHaveValue('');
  await page.getByLabel('Код из приложения').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Войти' }).click();

  const staff = page.getByRole('group', { name: 'Сотрудник' });
  await expect(staff).toContainText(CONSOLE_OWNER.login);
  await expect(staff).toContainText('Владелец');
  // The owner has every right: every section, and /admin opens the first (the dashboard).
  const nav = page.getByRole('navigation', { name: 'Разделы консоли' });
  await expect(nav.getByRole('link')).toHaveText(OWNER_SECTIONS);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const me = await page.request.get('/v1/admin/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { role: string }).role).toBe('owner');
  const consoleCookies = (await context.cookies()).filter((c) => c.name === 'console_token');
  expect(consoleCookies).toHaveLength(1);
  expect(consoleCookies[0]?.httpOnly).toBe(true);
  expect(consoleCookies[0]?.path).toBe('/v1/admin');
});

test('tech work with a message replaces the shop for players while the console keeps working', async ({
  page,
  context,
  browser,
  baseURL,
  api,
  request,
}) => {
  const errors = watchErrors(page);
  await signInConsole(context, CONSOLE_SPEC_STAFF.work);
  const player = await api.quickRegister();
  const shop = await playerContext(browser, baseURL!, player);
  const shopPage = await shop.newPage();
  try {
    await page.goto('/admin/tech-work');
    await expect(page.getByRole('heading', { name: 'Техработы', level: 1 })).toBeVisible();
    await expect(page.getByText('Магазин работает')).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Включить техработы' });
    await expect(toggle).not.toBeChecked();
    await checkPage(page, 'tech-work-ru-1280');
    await toggle.check();
    await page.getByLabel('Сообщение на русском').fill(TECH_MESSAGE);
    await page.getByLabel('Сообщение на английском').fill(TECH_MESSAGE_EN);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Техработы включены')).toBeVisible();
    await expect(page.locator('.console-status')).toHaveText(/Техработы включены/);

    // The player's shop shows the tech-work page with the message (every process follows within 2 s).
    await expect(async () => {
      await shopPage.goto('/');
      await expect(shopPage.getByTestId('tech-work')).toContainText(TECH_MESSAGE, {
        timeout: 5000,
      });
    }).toPass({ timeout: 40_000 });
    await expect(shopPage.getByRole('heading', { name: 'Технические работы' })).toBeVisible();
    // The console keeps working: a reload shows the saved state, and the player search answers.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Включить техработы' })).toBeChecked();
    await expect(page.getByLabel('Сообщение на английском')).toHaveValue(TECH_MESSAGE_EN);
    await page
      .getByRole('navigation', { name: 'Разделы консоли' })
      .getByRole('link', { name: 'Игроки' })
      .click();
    await page.getByLabel('Поиск игрока').fill(player.login);
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('region', { name: 'Найденные игроки' })).toContainText(
      player.login,
    );

    await page.getByRole('link', { name: 'Техработы' }).click();
    await page.getByRole('switch', { name: 'Включить техработы' }).uncheck();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Техработы выключены, магазин работает')).toBeVisible();
    await expect(page.locator('.console-status')).toHaveText(/Магазин работает/);
    await expect(async () => {
      await shopPage.goto('/');
      await expect(shopPage.getByRole('banner')).toBeVisible({ timeout: 5000 });
      await expect(shopPage.getByTestId('tech-work')).toHaveCount(0);
    }).toPass({ timeout: 40_000 });
    expect(errors).toEqual([]);
  } finally {
    // Whatever happened above, the shop is open again before the next spec (the server caches 2 s).
    const left = await page.request.get('/v1/admin/site/tech-work');
    if (((await left.json()) as { enabled?: boolean }).enabled !== false)
      await page.request.put('/v1/admin/site/tech-work', {
        data: { enabled: false, message: '', message_en: '' },
      });
    await expect.poll(() => techWorkState(request), { timeout: 15_000 }).toBe(false);
    await shop.close();
  }
});

test('a balance adjustment of +10 ₽ with a reason, after its confirmation, raises the balance by exactly 10 ₽', async ({
  page,
  context,
  api,
}) => {
  const errors = watchErrors(page);
  await signInConsole(context, CONSOLE_SPEC_STAFF.work);
  const player = await api.fundedPlayer(100);
  const me = await api.me(player.token);
  const before = me.finance.balance;

  await page.goto('/admin/players');
  await expect(page.getByText('Введите запрос, чтобы найти игрока.')).toBeVisible();
  await page.getByLabel('Поиск игрока').fill(player.login);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${player.login}$`));
  const results = page.getByRole('region', { name: 'Найденные игроки' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await checkPage(page, 'players-ru-1280');
  await results.getByRole('link', { name: me.nickname }).click();

  await expect(page.getByRole('heading', { name: me.nickname, level: 1 })).toBeVisible();
  const balance = page.getByTestId('balance').locator('dd');
  await expect.poll(async () => norm(await balance.textContent())).toBe(rub(before));
  await expect(page.getByRole('region', { name: 'Операции по счёту игрока' })).toContainText(
    'topup',
  );
  await checkPage(page, 'player-ru-1280');

  const form = page.getByRole('form', { name: 'Изменить баланс' });
  await expect(form.getByLabel('Валюта')).toHaveValue('RUB');
  // A bad amount and a short reason are caught before anything is sent.
  await form.getByLabel('Сумма со знаком').fill('10,005');
  await form.getByLabel('Причина').fill('no');
  await form.getByRole('button', { name: 'Проверить' }).click();
  await expect(form.getByText(/Укажите ненулевую сумму/)).toBeVisible();
  await expect(form.getByText('Причина — от 3 до 300 символов')).toBeVisible();
  await form.getByLabel('Сумма со знаком').fill('10');
  await form.getByLabel('Причина').fill(REASON);
  await form.getByRole('button', { name: 'Проверить' }).click();

  const confirm = page.getByRole('region', { name: 'Подтвердите изменение баланса' });
  await expect(confirm).toContainText(`Начислить ${rub(10)} игроку ${me.nickname}`);
  await expect(confirm).toContainText(REASON);
  expect(await api.balance(player.token), 'nothing is sent before the confirmation').toBe(before);
  await checkPage(page, 'player-confirm-ru-1280');
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  const after = Math.round((before + 10) * 100) / 100;
  const afterText = rub(after);
  await expect(
    toast(page, new RegExp(`Баланс изменён: ${afterText.replace(' ', '\\s')}, монеты: \\d+`)),
  ).toBeVisible();
  expect(await api.balance(player.token)).toBe(after);
  await expect.poll(async () => norm(await balance.textContent())).toBe(afterText);
  const ledger = page.getByRole('region', { name: 'Операции по счёту игрока' });
  await expect(ledger.getByRole('row').nth(1)).toContainText(`+${rub(10)}`);
  await expect(ledger.getByRole('row').nth(1)).toContainText('adjustment');
  await expect(ledger.getByRole('row').nth(1)).toContainText(/audit:\d+/);
  expect(errors).toEqual([]);
});

test('the audit log shows the adjustment and the tech-work switches, filters them and opens before and after', async ({
  page,
  context,
  api,
  request,
}) => {
  const errors = watchErrors(page);
  // This test's own entries, made through the console's API by its own staff member: the sign-in, a
  // +10 ₽ adjustment with the reason, tech work switched on with the message and off again.
  const login = CONSOLE_SPEC_STAFF.audit;
  await signInConsole(context, login);
  const ownerId = ((await (await page.request.get('/v1/admin/me')).json()) as { user_id: string })
    .user_id;
  const player = await api.fundedPlayer(100);
  const found = await page.request.get(`/v1/admin/players?q=${player.login}`);
  const [playerRow] = ((await found.json()) as { players: { user_id: string }[] }).players;
  const adjust = await page.request.post(`/v1/admin/players/${playerRow!.user_id}/adjust`, {
    data: { currency: 'RUB', amount: 10, reason: REASON },
  });
  expect(adjust.status(), await adjust.text()).toBe(200);
  try {
    for (const enabled of [true, false]) {
      const res = await page.request.put('/v1/admin/site/tech-work', {
        data: enabled
          ? { enabled, message: TECH_MESSAGE, message_en: TECH_MESSAGE_EN }
          : { enabled, message: '', message_en: '' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  } finally {
    // The shop is open again before anything else runs (the server caches 2 s).
    await expect.poll(() => techWorkState(request), { timeout: 15_000 }).toBe(false);
  }

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Журнал действий', level: 1 })).toBeVisible();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toBeVisible();
  const actions = await entries.evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('data-action')),
  );
  expect(actions).toContain('player.adjust');
  expect(actions).toContain('site.tech_work');
  expect(actions).toContain('console.sign_in');
  await checkPage(page, 'audit-ru-1280');

  const filters = page.getByRole('form', { name: 'Фильтры журнала' });
  await filters.getByLabel('Действие').fill('site.tech_work');
  await filters.getByLabel('ID сотрудника').fill(ownerId);
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await filters.getByLabel('С даты').fill(day);
  await filters.getByLabel('По дату').fill(day);
  await filters.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/action=site.tech_work/);
  await expect(entries).toHaveCount(2);
  await expect(page.getByText('Записей: 2')).toBeVisible();
  // The newest first: switched off, after it was switched on with the message.
  await entries
    .first()
    .getByRole('button', { name: /Показать изменения записи/ })
    .click();
  const detail = page.locator('.console-table__detail');
  await expect(detail.getByRole('figure', { name: 'До' })).toContainText(TECH_MESSAGE_EN);
  await expect(detail.getByRole('figure', { name: 'После' })).toContainText('"enabled": false');
  await checkPage(page, 'audit-open-ru-1280');

  await filters.getByRole('button', { name: 'Сбросить' }).click();
  // The reset re-renders the filters from the page's new address: fill them once the unfiltered list is shown
  // (a fill before it is wiped; on a busy machine that is seconds later).
  await expect(page).not.toHaveURL(/action=/);
  await expect(page.getByText('Записей: 2', { exact: true })).toBeHidden();
  await filters.getByLabel('Действие').fill('player.adjust');
  await filters.getByLabel('ID сотрудника').fill(ownerId);
  await filters.getByRole('button', { name: 'Показать' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Изменение баланса');
  await expect(entries.first()).toContainText(login);
  await entries
    .first()
    .getByRole('button', { name: /Показать изменения записи/ })
    .click();
  const after = page.locator('.console-table__detail').getByRole('figure', { name: 'После' });
  await expect(after).toContainText('"amount": 10');
  await expect(after).toContainText(REASON);
  await expect(
    page.locator('.console-table__detail').getByRole('figure', { name: 'До' }),
  ).toContainText('пусто');
  expect(errors).toEqual([]);
});

test('every console page reads in Russian and English at 1280 and 360 px, with no sideways scroll or axe issue', async ({
  page,
  context,
  api,
}) => {
  test.slow();
  const errors = watchErrors(page);
  await signInConsole(context, CONSOLE_SPEC_STAFF.work);
  const funded = await api.fundedPlayer(100);
  const player = { ...funded, nickname: (await api.me(funded.token)).nickname };
  const id = (
    (await (await page.request.get(`/v1/admin/players?q=${player.login}`)).json()) as {
      players: { user_id: string }[];
    }
  ).players[0]!.user_id;
  const pages = [
    ['players', `/admin/players?q=${player.login}`, 'Игроки', 'Players'],
    ['player', `/admin/players/${id}`, player.nickname, player.nickname],
    ['audit', '/admin/audit', 'Журнал действий', 'Audit log'],
    ['approvals', '/admin/approvals', 'Подтверждения', 'Approvals'],
    ['staff', '/admin/staff', 'Сотрудники', 'Staff'],
    ['tech-work', '/admin/tech-work', 'Техработы', 'Tech work'],
  ] as const;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 860 });
    for (const lang of ['ru', 'en'] as const) {
      for (const [name, path, ru, en] of pages) {
        await page.goto(lang === 'en' ? `/en${path}` : path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? en : ru);
        const nav = page.getByRole('navigation', {
          name: lang === 'en' ? 'Console sections' : 'Разделы консоли',
        });
        await expect(nav.getByRole('link')).toHaveCount(OWNER_SECTIONS.length);
        await expect(
          page.getByRole('group', { name: lang === 'en' ? 'Staff member' : 'Сотрудник' }),
        ).toContainText(lang === 'en' ? 'Owner' : 'Владелец');
        await checkPage(page, `${name}-${lang}-${width}`);
      }
    }
  }
  // English texts are complete on the player page: its figures and forms are translated.
  await page.goto(`/en/admin/players/${id}`);
  await expect(page.getByRole('form', { name: 'Adjust the balance' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Block' })).toBeVisible();
  await expect(page.getByText('Deposits, all time')).toBeVisible();
  expect(errors).toEqual([]);
});

test('signing out ends the console session; signing in again asks only for the code', async ({
  page,
  context,
  baseURL,
}) => {
  const login = CONSOLE_SPEC_STAFF.work;
  await signInConsole(context, login);
  // Signed in to the shop as well: there the console's sign-in shows once the console session ends.
  await signInShop(context, baseURL!, login);
  await page.goto('/admin/audit');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в консоль' })).toBeVisible();
  expect((await page.request.get('/v1/admin/me')).status()).toBe(404);
  await signInThroughPage(page, login, consoleSecret(login));
  await expect(page.getByRole('heading', { name: 'Журнал действий', level: 1 })).toBeVisible();
});
