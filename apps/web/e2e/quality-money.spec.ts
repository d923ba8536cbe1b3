/**
 * Issue 31 "player quality", money forms and overlays: a required field of the top-up form is marked
 * and, pressed without it, says why and takes the focus; the "Зачислим на баланс" total counts the
 * waiting promo code as the server credits it; after sign-up the credentials, the scammer warning,
 * the push banner, a toast and the cookie bar come one at a time.
 */
import type { Page } from '@playwright/test';
import { expect, headerBalance, rub, test, watchErrors } from './fixtures.ts';

test('a card top-up without the receipt e-mail says why and focuses the field', async ({
  page,
  player,
}) => {
  void player;
  const errors = watchErrors(page);
  await page.goto('/refill');
  const form = page.getByRole('form', { name: 'Пополнение баланса' });
  await form.getByLabel('Страна').selectOption('RU');
  for (const method of ['Mastercard', 'Visa']) {
    await form.getByRole('radio', { name: method }).first().check();
    const email = form.getByLabel(/Эл\. почта для чека/);
    await expect(email).toHaveAttribute('aria-required', 'true');
    // The visible marker of a required field, beside its label.
    await expect(form.locator('label', { hasText: 'Эл. почта для чека' })).toContainText('*');
    const pay = form.getByRole('button', { name: 'Пополнить на 500 ₽' });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Заполните поле/);
    // The reason beside the button too.
    await expect(
      form.getByRole('status').filter({ hasText: 'Заполните: Эл. почта для чека' }),
    ).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/refill');
  }
  await form.getByLabel(/Эл\. почта для чека/).fill('player@example.com');
  await expect(form.getByText('Заполните: Эл. почта для чека')).toHaveCount(0);
  await form.getByRole('button', { name: 'Пополнить на 500 ₽' }).click();
  await expect(page.getByText('Sandbox Pay — тестовый платёж')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the total to be credited counts the waiting promo code as the server credits it', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  await page.goto('/refill');
  const form = page.getByRole('form', { name: 'Пополнение баланса' });
  await form.getByLabel('Страна').selectOption('RU');
  await form.getByRole('radio', { name: 'ЮMoney' }).check();
  await form.getByLabel('Промокод').fill('BONUS10');
  await form.getByRole('button', { name: 'Применить' }).click();
  await expect(form.getByText('Активен промокод BONUS10')).toBeVisible();
  await form.getByLabel('Сумма пополнения').fill('500');
  const total = form.locator('.refill-form__summary strong');
  // 500 ₽, under the first bonus level: the code's 10 % only.
  await expect(total).toHaveText(rub(550));
  await expect(form.getByText(`в том числе бонус ${rub(50)}`)).toBeVisible();
  const before = await api.balance(player.token);
  await form.getByRole('button', { name: 'Пополнить на 500 ₽' }).click();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/refill\/result\?orderId=/);
  await expect(headerBalance(page)).toHaveText(rub(before + 550));
  expect(await api.balance(player.token)).toBe(before + 550);
  expect(errors).toEqual([]);
});

/** Which of the sign-up overlays are on screen, sampled on every frame from the first paint. */
function sampleOverlays() {
  const seen: string[][] = [];
  const texts = new Set<string>();
  // Every toast that came on screen, in order (one entry per toast, not per text).
  const appeared: string[] = [];
  const counted = new WeakSet<Element>();
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const sample = () => {
    const now: string[] = [];
    for (const d of document.querySelectorAll('dialog[open]'))
      if (shown(d)) now.push(`dialog:${d.querySelector('.modal__title')?.textContent ?? ''}`);
    if ([...document.querySelectorAll('.push-banner')].some(shown)) now.push('push');
    const toasts = [...document.querySelectorAll('.toasts .toast')].filter(shown);
    if (toasts.length > 0) now.push('toast');
    for (const t of toasts) {
      texts.add(t.textContent ?? '');
      if (!counted.has(t)) {
        counted.add(t);
        appeared.push(t.textContent ?? '');
      }
    }
    if ([...document.querySelectorAll('.cookie-bar')].some(shown)) now.push('cookies');
    const last = seen.at(-1);
    if (!last || last.join('|') !== now.join('|')) seen.push(now);
    requestAnimationFrame(sample);
  };
  (window as unknown as { overlaySamples: string[][] }).overlaySamples = seen;
  (window as unknown as { toastTexts: Set<string> }).toastTexts = texts;
  (window as unknown as { toastsAppeared: string[] }).toastsAppeared = appeared;
  requestAnimationFrame(sample);
}

/** Watches the overlays from the first paint, signs up quickly and closes the credentials and the warning. */
async function signUpPastTheDialogs(page: Page): Promise<void> {
  await page.addInitScript(sampleOverlays);
  await page.goto('/#reg');
  await page
    .getByRole('dialog', { name: 'Вход на сайт' })
    .getByRole('button', { name: 'Быстрая регистрация' })
    .click();
  await page
    .getByRole('dialog', { name: 'Ваши данные для входа' })
    .getByRole('button', { name: 'Продолжить' })
    .click();
  await page
    .getByRole('dialog', { name: /мошенники/i })
    .getByRole('button', { name: 'Понятно' })
    .click();
}

test.describe('after sign-up', () => {
  test.use({ quietOverlays: false });

  test('the credentials, scammer warning, push banner, a toast and the cookie bar come one at a time', async ({
    page,
  }) => {
    await signUpPastTheDialogs(page);
    const samples = () =>
      page.evaluate(() => (window as unknown as { overlaySamples: string[][] }).overlaySamples);
    const push = page.locator('.push-banner');
    // Accepting in a browser that denies notifications answers with a toast.
    await push.getByRole('button', { name: 'Включить' }).click();
    const toasts = page.locator('.toasts .toast');
    await expect(toasts.first()).toBeVisible();
    // Each closes itself after 3 s on screen; then the banner is back.
    await expect(toasts).toHaveCount(0);
    await push.getByRole('button', { name: 'Не сейчас' }).click();
    const cookies = page.getByRole('region', { name: 'Согласие на cookie' });
    await cookies.getByRole('button', { name: /Принять/ }).click();
    await expect(cookies).toHaveCount(0);
    const seen = await samples();
    // Never two at once, and in this order.
    expect(seen.filter((s) => s.length > 1)).toEqual([]);
    // From the credentials on (a visitor saw the cookie bar and the sign-in dialog before): the
    // credentials, the warning, then toasts (the sign-up's own and the push answer's) and the
    // banner in turns, the cookie bar last.
    const order = seen.flatMap((s) => (s.length === 1 ? s : []));
    const after = order.slice(order.indexOf('dialog:Ваши данные для входа'));
    expect(after.slice(0, 2)).toEqual([
      'dialog:Ваши данные для входа',
      'dialog:Осторожно, мошенники!',
    ]);
    expect(after.slice(2, -1).filter((s) => s !== 'toast' && s !== 'push')).toEqual([]);
    expect(after.slice(2, -1)).toContain('toast');
    expect(after.slice(2, -1)).toContain('push');
    expect(after.at(-1)).toBe('cookies');
    // The sign-up's own toast waited for the dialogs instead of covering them, and was shown.
    const texts = await page.evaluate(() => [
      ...(window as unknown as { toastTexts: Set<string> }).toastTexts,
    ]);
    expect(texts.filter((t) => t.startsWith('Регистрация прошла успешно'))).toHaveLength(1);
  });

  test('a browser that blocks notifications answers the banner with one toast, not one per listener', async ({
    page,
  }) => {
    await signUpPastTheDialogs(page);
    const appeared = () =>
      page.evaluate(() => [...(window as unknown as { toastsAppeared: string[] }).toastsAppeared]);
    // The sign-up's own toast has come and gone before the banner shows.
    const push = page.locator('.push-banner');
    await expect(push).toBeVisible();
    const before = (await appeared()).length;
    await push.getByRole('button', { name: 'Включить' }).click();
    await expect(page.locator('.toasts .toast').first()).toBeVisible();
    // The banner comes back once the toasts are gone; any second toast would have been queued before it.
    await expect(push).toBeVisible({ timeout: 15_000 });
    // Two frames more: the overlay sampler (one run a frame) has seen the page as it is now.
    for (let i = 0; i < 2; i++)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    const after = (await appeared()).slice(before);
    expect(after).toHaveLength(1);
    // The answer to the press itself, not the "you blocked them" notice of a change made elsewhere.
    expect(after[0]).toMatch(/^Уведомления запрещены в браузере/);
  });
});
