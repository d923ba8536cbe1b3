/**
 * The owner's inventory when an action fails (spec 001 §8 "Unpack failure: unpredicted error. Sell-many failure:
 * unpredicted exception"; issue 42): whatever the server answered, the toast says "Непредвиденная ошибка", and the
 * item stays in the list.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  inventoryKey,
  useInventory,
  type InventoryItemData,
} from '../../../api/endpoints/get-inventory.ts';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../../ui/toast-store.ts';
import { ActiveInventory } from './active-inventory.tsx';

const content = {
  id: 'c1',
  name: 'Fiery Soul of the Slayer',
  hero: null,
  heroName: null,
  rarity: 'arcana',
  slot: 'weapon',
  price: 900,
  image: '/c1.png',
};
const pack = {
  ...content,
  id: 'p1',
  name: 'Treasure Pack',
  rarity: 'rare',
  price: 1000,
  image: '/p1.png',
  priceProfile: 1000,
  itemId: 'i1',
  type: 1,
  status: 'progress',
  source: 'Case',
  caseSlug: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  packItems: [content],
  timerData: null,
  tradeOffer: null,
} as InventoryItemData;

const paths: string[] = [];
beforeEach(() => {
  paths.length = 0;
  // The server refuses with a code of its own; the player still reads the unpredicted text.
  vi.stubGlobal('fetch', (url: string) => {
    paths.push(new URL(url, 'http://x').pathname);
    return Promise.resolve(
      new Response(
        JSON.stringify({ success: false, data: { code: 'invalidItem', message: 'x' } }),
        {
          status: 409,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
  });
});
afterEach(() => {
  act(() => dismissAllToasts());
  vi.unstubAllGlobals();
});

function Inventory() {
  return <ActiveInventory inventory={useInventory('active', undefined)} />;
}

const render = () =>
  renderRu(
    <>
      <Inventory />
      <ToastArea />
    </>,
    {
      bundles: ['games', 'profile'],
      queries: [
        [
          inventoryKey('active', undefined),
          { pages: [{ items: [pack], totalItem: 1, totalPrice: 1000 }], pageParams: [1] },
        ],
      ],
    },
  );

it('shows the unpredicted text when unpacking fails', async () => {
  render();
  fireEvent.click(screen.getByRole('button', { name: 'Распаковать «Treasure Pack»' }));
  const dialog = screen.getByRole('dialog', { name: 'Распаковать набор?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Распаковать' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Непредвиденная ошибка. Попробуйте ещё раз',
  );
  expect(paths).toEqual(['/v1/inventory/packs/open']);
  expect(screen.queryByText('Этот предмет недоступен')).toBeNull();
  expect(screen.getByRole('button', { name: 'Распаковать «Treasure Pack»' })).toBeTruthy();
});

it('shows the unpredicted text when selling the selected items fails', async () => {
  render();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «Treasure Pack»' }));
  fireEvent.click(screen.getByRole('button', { name: /^Продать выбранные за/ }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Непредвиденная ошибка. Попробуйте ещё раз',
  );
  expect(paths).toEqual(['/v1/inventory/sell/many']);
  expect(screen.queryByText('Этот предмет недоступен')).toBeNull();
});
