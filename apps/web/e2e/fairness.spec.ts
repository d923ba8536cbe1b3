/**
 * The provably-fair check page recomputes a real drop in the browser once the seed is revealed.
 */
import { expect, test } from './fixtures.ts';

test('the check page finds the item the server dropped, from the revealed seed', async ({
  page,
  api,
  player,
}) => {
  // The coins the paid drop paid: its round-1 roll (issue 28).
  const { cheapest, drop, coins } = await api.openCheapestCase(player.token);
  const serverSeed = await api.rotateSeed(player.token);

  await page.goto('/provably-fair/check');
  const form = page.getByRole('form', { name: 'Данные для проверки' });
  await form.getByLabel('Серверный сид').fill(serverSeed);
  await form.getByLabel('Клиентский сид').fill(drop.clientSeed);
  await form.getByLabel('Nonce').fill(String(drop.nonce));
  await form.getByLabel('Кейс').selectOption(cheapest.slug);
  const result = page.getByRole('region', { name: 'Результат' });
  await expect(result.getByRole('article', { name: drop.name })).toBeVisible();
  await expect(result.getByTestId('computed-coins')).toHaveText(new RegExp(`^${coins} `));

  // The history of revealed seeds links back into the form.
  await page
    .getByRole('region', { name: 'История сидов' })
    .getByRole('link', { name: 'Проверить' })
    .first()
    .click();
  await expect(form.getByLabel('Серверный сид')).toHaveValue(serverSeed);
});

test('a visitor can switch the interface to English and back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cases' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Quick sign-up' }).first()).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU' }).click();
  await expect(page.getByRole('button', { name: 'Быстрая регистрация' }).first()).toBeVisible();
});

test('unknown pages show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});
