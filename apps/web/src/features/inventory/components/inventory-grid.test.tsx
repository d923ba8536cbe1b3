/**
 * The inventory's load failures (spec 001 §8 "one title for first-load failure and one for load-more failure, with
 * the server message"; issue 42): each its own title, with the failure's text under it.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import {
  inventoryKey,
  useInventory,
  type InventoryItemData,
} from '../../../api/endpoints/get-inventory.ts';
import { renderRu } from '../../../test/render.tsx';
import { InventoryGrid } from './inventory-grid.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Every inventory call fails with the server's `inventory` error. */
const failing = () =>
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code: 'inventory', message: 'x' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

function Grid() {
  const inventory = useInventory('active', undefined);
  return (
    <InventoryGrid
      inventory={inventory}
      items={inventory.data?.pages.flatMap((p) => p.items) ?? []}
      empty="пусто"
      renderItem={(item) => <p key={item.id}>{item.name}</p>}
    />
  );
}

it('titles a failed first page and shows the failure’s text', async () => {
  failing();
  renderRu(<Grid />, { bundles: ['games', 'profile'] });
  const alert = await screen.findByRole('alert');
  expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    'Не удалось загрузить инвентарь.',
    'Ошибка инвентаря',
  ]);
});

it('keeps the loaded items and titles a failed next page on its own', async () => {
  const first = {
    items: [{ id: 'a', name: 'Dragonclaw Hook' } as InventoryItemData],
    totalItem: 2,
    totalPrice: 100,
  };
  renderRu(<Grid />, {
    bundles: ['games', 'profile'],
    queries: [[inventoryKey('active', undefined), { pages: [first], pageParams: [1] }]],
  });
  failing();
  fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
  const alert = await screen.findByRole('alert');
  expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    'Не удалось загрузить следующие предметы.',
    'Ошибка инвентаря',
  ]);
  expect(screen.getByText('Dragonclaw Hook')).toBeTruthy();
});
