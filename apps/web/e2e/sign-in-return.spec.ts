/**
 * Spec 000 §3 "Saved query": the landing query is kept in the `saved-query` cookie (u_tm suffix trimmed),
 * and a page a guard turned the visitor away from is where signing in returns to (`authredirect`).
 */
import { expect, test, watchErrors } from './fixtures.ts';

test('a visitor sent away from battle creation comes back to it after signing up', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/battles/create?offerId=42?u_tm=7&rollId=3');
  await expect(page).toHaveURL((url) => url.pathname === '/battles');
  const cookie = async (name: string) =>
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === name)?.value ?? '');
  await expect
    .poll(async () => JSON.parse((await cookie('saved-query')) || '{}') as unknown)
    .toEqual({ offerId: '42', rollId: '3' });
  await expect
    .poll(() => cookie('authredirect'))
    .toBe('/battles/create?offerId=42?u_tm=7&rollId=3');

  await page.goto('/battles#reg');
  const dialog = page.getByRole('dialog', { name: 'Вход на сайт' });
  await dialog.getByRole('button', { name: 'Быстрая регистрация' }).click();
  await page
    .getByRole('dialog', { name: 'Ваши данные для входа' })
    .getByRole('button', { name: 'Продолжить' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/battles/create');
  expect((await page.context().cookies()).filter((c) => c.name === 'authredirect')).toEqual([]);
  expect(errors).toEqual([]);
});
