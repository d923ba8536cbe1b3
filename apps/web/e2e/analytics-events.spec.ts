/**
 * The product events of spec 001 §7 through the first-party analytics endpoint (issue 31): sign-up (with the
 * `new_user=1` mark of spec 000 §2 on the next page view), profile, trade link and upgrade — each with its
 * outcome and without personal data such as the trade link itself.
 */
import type { Page } from '@playwright/test';
import { TRADE_LINK, expect, test } from './fixtures.ts';

type SentEvent = { name: string; path?: string; props?: Record<string, unknown> };

/** Every analytics event the page posts from now on. */
function collectEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().endsWith('/v1/analytics/events')) return;
    events.push(...(r.postDataJSON() as { events: SentEvent[] }).events);
  });
  return events;
}

const named = (events: SentEvent[], name: string) => events.filter((e) => e.name === name);

test('a quick sign-up sends sign_up and marks the next page view with new_user=1', async ({
  page,
}) => {
  const events = collectEvents(page);
  await page.goto('/faq');
  await page.getByRole('banner').getByRole('button', { name: 'Быстрая регистрация' }).click();
  await page
    .getByRole('dialog', { name: 'Вход на сайт' })
    .getByRole('button', { name: 'Быстрая регистрация' })
    .click();
  const credentials = page.getByRole('dialog', { name: 'Ваши данные для входа' });
  await credentials.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/faq\?new_user=1$/);
  await expect
    .poll(() => named(events, 'sign_up').map((e) => e.props), { timeout: 15_000 })
    .toEqual([{ method: 'quick' }]);
  await expect
    .poll(() => named(events, 'page_view').map((e) => e.path), { timeout: 15_000 })
    .toEqual(['/faq', '/faq?new_user=1']);
});

test('a first sign-in through Google is a sign-up (sign_up and new_user=1); the next one is not', async ({
  page,
  request,
}) => {
  // A Google account the shop has not seen, through the mock providers beside this run's server.
  const mock = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 99}`;
  const sub = `g-${Date.now()}`;
  const set = await request.post(`${mock}/google/user`, { data: { sub, name: 'Галя Google' } });
  expect(set.ok()).toBe(true);
  const events = collectEvents(page);
  const signInWithGoogle = async () => {
    await page.goto('/faq#reg');
    const dialog = page.getByRole('dialog', { name: 'Вход на сайт' });
    await dialog.getByRole('button', { name: /Google/ }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  };

  await signInWithGoogle();
  await expect(page).toHaveURL(/\/faq\?new_user=1$/);
  await expect
    .poll(() => named(events, 'sign_up').map((e) => e.props), { timeout: 15_000 })
    .toEqual([{ method: 'google' }]);
  await expect
    .poll(() => named(events, 'page_view').map((e) => e.path), { timeout: 15_000 })
    .toContain('/faq?new_user=1');

  // Signed out and in again with the same account: a sign-in, not a sign-up. The page records a sign-up in
  // the same task as it takes the token (features/auth/components/external-sign-in-return.tsx), so once the
  // header shows the player signed in, a sign_up would be queued. A page opened after that is queued after
  // it, and the queue sends in order: when that page's view is out, a sign_up would be out too.
  await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toHaveCount(0);
  await signInWithGoogle();
  await expect(page).toHaveURL((url) => url.pathname === '/faq');
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Битвы' })
    .click();
  await expect
    .poll(() => named(events, 'page_view').map((e) => e.path), { timeout: 15_000 })
    .toContain('/battles');
  expect(named(events, 'sign_up')).toHaveLength(1);
  expect(named(events, 'page_view').filter((e) => e.path?.includes('new_user'))).toHaveLength(1);
});

test('profile, trade link and upgrade are reported with their outcome, the link left out', async ({
  page,
  api,
  player,
}) => {
  const events = collectEvents(page);
  await api.openCheapestCase(player.token, 2);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await expect
    .poll(() => named(events, 'profile_view').map((e) => e.props), { timeout: 15_000 })
    .toEqual([{ own: true, signed_in: true, viewed_id: null }]);

  const steam = page.getByRole('region', { name: 'Steam' });
  const link = steam.getByRole('textbox', { name: 'Трейд-ссылка Steam' });
  const form = steam.getByRole('form', { name: 'Трейд-ссылка Steam' });
  await link.fill('https://example.com/not-a-trade-link');
  await form.getByRole('button').click();
  await link.fill(TRADE_LINK);
  await form.getByRole('button').click();
  await expect(page.getByText('Трейд-ссылка сохранена')).toBeVisible();
  await expect
    .poll(() => named(events, 'trade_link').map((e) => e.props), { timeout: 15_000 })
    .toEqual([
      { result: 'refused', code: 'steamUrlValidation' },
      { result: 'saved', code: null },
    ]);

  await page.goto('/upgrades');
  await page
    .getByRole('region', { name: 'Ваши предметы' })
    .getByRole('button', { name: /₽$/ })
    .first()
    .click();
  await page
    .getByRole('group', { name: 'Быстрый выбор цели' })
    .getByRole('button', { name: '×1.5' })
    .click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/v1/upgrades/upgrade-items'));
  await page.getByRole('button', { name: 'Улучшить' }).click();
  const res = (await (await answer).json()) as { success: boolean; chance: number };
  await expect
    .poll(() => named(events, 'upgrade').map((e) => e.props), { timeout: 15_000 })
    .toEqual([
      {
        result: res.success ? 'win' : 'loss',
        chance: res.chance,
        stake_items: 1,
        balance_amount: 0,
        targets: 1,
      },
    ]);
  expect(JSON.stringify(events)).not.toContain(TRADE_LINK);
});
