/**
 * The console's money pages in a browser (issue 30 "Players, money, withdrawals"): a player's item held by the
 * simulated Steam bot (its test login `simulated_hold` never answers, so the withdrawal stays open) is cancelled
 * from the withdrawal queue and is back, active, in the player's inventory — on the console's player page and
 * through the shop's API; the queue, the orders, an order's page and the player page with each of its lists read
 * at 1280 and 360 px with no sideways scroll and no serious axe issue. Signs in as its own owner account
 * (console-owner.ts CONSOLE_STAFF.money).
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import { CONSOLE_STAFF } from './console-owner.ts';
import { signInConsole } from './console-staff.ts';
import { expect, horizontalOverflow, test, watchErrors } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

async function checkLayout(page: Page, name: string): Promise<void> {
  expect(await horizontalOverflow(page), `${name}: sideways scroll`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
}

test('the owner cancels a held withdrawal from the queue and the item is back with the player', async ({
  page,
  context,
  api,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const player = await api.fundedPlayer(500);
  const { drop } = await api.openCheapestCase(player.token);
  const auth = { Authorization: `Bearer ${player.token}` };
  const steam = await page.request.post('/v1/users/set/steam/data', {
    headers: auth,
    data: { login: 'simulated_hold' },
  });
  expect(steam.status(), await steam.text()).toBe(200);
  const sent = await page.request.post('/v1/inventory/senditem', {
    headers: auth,
    data: { ids: [drop.inventoryItemId], method: 'login' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { nickname } = await api.me(player.token);
  const userId = await api.userId(player.token);

  await signInConsole(context, CONSOLE_STAFF.money);
  await page.goto('/admin/withdrawals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Очередь выводов');
  await page.getByRole('button', { name: 'Все открытые' }).click();
  await expect(page).toHaveURL(/view=open/);
  const row = page.getByRole('row').filter({ hasText: nickname });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(drop.name);
  await row.getByRole('button', { name: 'Отменить' }).click();
  await row.getByRole('button', { name: 'Да, отменить вывод' }).click();
  await expect(page.getByText('Вывод отменён, предмет вернулся игроку')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: nickname })).toHaveCount(0);

  // Failed now, with the item back: the failed view lists it, nothing left to cancel.
  await page.getByRole('button', { name: 'Неудачные' }).click();
  const failed = page.getByRole('row').filter({ hasText: nickname });
  await expect(failed).toContainText('item_transfer_canceled');
  await expect(failed.getByRole('button', { name: 'Отменить' })).toHaveCount(0);

  // The player's page: the inventory lists the item active again.
  await failed.getByRole('link', { name: nickname }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/players/${userId}$`));
  await page.getByRole('button', { name: 'Инвентарь' }).click();
  const item = page
    .getByRole('region', { name: 'Инвентарь' })
    .first()
    .getByRole('row')
    .filter({ hasText: drop.inventoryItemId });
  await expect(item).toContainText('progress');
  await page.getByRole('button', { name: 'Выводы' }).click();
  await expect(page.getByRole('region', { name: 'Выводы' }).first().getByRole('row')).toHaveCount(
    2,
  );

  // And the shop agrees: the item is active in the player's inventory.
  const inventory = await api.inventory(player.token, 'active');
  expect(inventory.items.find((i) => i.id === drop.inventoryItemId)?.status).toBe('progress');
  expect(errors).toEqual([]);
});

test('the queue, the orders, an order and the player page read at 1280 and 360 px', async ({
  page,
  context,
  api,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const player = await api.fundedPlayer(300);
  const userId = await api.userId(player.token);
  await signInConsole(context, CONSOLE_STAFF.money);
  const orders = (await (await page.request.get(`/v1/admin/orders?user_id=${userId}`)).json()) as {
    rows: { id: string }[];
  };
  const orderId = orders.rows[0]!.id;
  const tabs = ['Операции', 'Инвентарь', 'Битвы', 'Игры', 'Пополнения', 'Выводы', 'Лимиты'];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 860 });
    for (const view of ['', '?view=failed', '?view=open']) {
      await page.goto(`/admin/withdrawals${view}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Очередь выводов');
      await checkLayout(page, `queue${view}-${width}`);
    }
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пополнения');
    await expect(page.getByRole('link', { name: orderId.slice(0, 8) })).toBeVisible();
    await checkLayout(page, `orders-${width}`);
    await page.getByRole('link', { name: orderId.slice(0, 8) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Заказ ${orderId.slice(0, 8)}`,
    );
    await expect(
      page.getByRole('region', { name: 'Уведомления провайдера' }).first(),
    ).toContainText('уведомление');
    await checkLayout(page, `order-${width}`);
    await page.goto(`/en/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Provider notices' })).toBeVisible();
    await checkLayout(page, `order-en-${width}`);
    await page.goto(`/admin/players/${userId}`);
    for (const tab of tabs) {
      await page.getByRole('button', { name: tab, exact: true }).click();
      await expect(page.getByRole('button', { name: tab, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator('.spinner')).toHaveCount(0);
      await checkLayout(page, `player-${tab}-${width}`);
    }
  }
  expect(errors).toEqual([]);
});
