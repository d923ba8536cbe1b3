/**
 * The Steam trade widget of a withdrawal (spec 001 §2 "A steam trade widget modal has two modes, trade (trade link)
 * and login, and can open with an error text"; §5 "Sending an item by trade link needs a Steam trade link on the
 * profile, otherwise the trade widget opens with a no-link error; sending by login needs a Steam login, else the
 * widget opens with a no-login error"; §4 Item withdrawal): a withdrawal answered `no_link` opens the widget in trade
 * mode, `no_login` in login mode, each with the error; saving the value there sends the same items again, by the
 * same method (use-withdraw.ts, steam-widget.tsx), through the owner's inventory that shows them.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  inventoryKey,
  useInventory,
  type InventoryItemData,
} from '../../api/endpoints/get-inventory.ts';
import { rereadCookies } from '../../api/cookies.ts';
import { ActiveInventory } from '../../features/inventory/components/active-inventory.tsx';
import { renderRu } from '../../test/render.tsx';
import { ToastArea } from '../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../ui/toast-store.ts';

const item = (id: string, name: string) =>
  ({
    id,
    name,
    hero: null,
    heroName: null,
    rarity: 'arcana',
    slot: 'weapon',
    price: 900,
    image: `/${id}.png`,
    priceProfile: 900,
    itemId: `g-${id}`,
    type: 0,
    status: 'progress',
    source: 'Case',
    caseSlug: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    packItems: [],
    timerData: null,
    tradeOffer: null,
  }) as InventoryItemData;
const ITEMS = [item('a1', 'Fiery Soul of the Slayer'), item('a2', 'Manifold Paradox')];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The calls the page made: path and the JSON body sent. */
let calls: { path: string; body: unknown }[] = [];

/** The server: the first withdrawal lacks `missing`, the Steam value saves, the next withdrawal goes. */
function server(missing: 'no_link' | 'no_login') {
  calls = [];
  let withdrawals = 0;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    calls.push({ path, body: init?.body ? (JSON.parse(init.body as string) as unknown) : null });
    if (path === '/v1/inventory/senditem') {
      withdrawals += 1;
      return Promise.resolve(
        withdrawals === 1
          ? json(400, { success: false, data: { code: missing, message: 'x' } })
          : json(200, { status: 'success', data: { status: 'PREPARING' } }),
      );
    }
    if (path === '/v1/users/set/steam/data')
      return Promise.resolve(json(200, { message: 'steam_data_saved_successfully' }));
    return Promise.resolve(
      json(404, { success: false, data: { code: 'not_found', message: 'x' } }),
    );
  });
}

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
          { pages: [{ items: ITEMS, totalItem: 2, totalPrice: 1800 }], pageParams: [1] },
        ],
      ],
    },
  );

/** Selects both items and presses "withdraw selected". */
function withdrawBoth() {
  for (const { name } of ITEMS)
    fireEvent.click(screen.getByRole('checkbox', { name: `Выбрать «${name}»` }));
  fireEvent.click(screen.getByRole('button', { name: 'Вывести выбранные' }));
}

const withdrawals = () => calls.filter((c) => c.path === '/v1/inventory/senditem');

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
  rereadCookies();
});
afterEach(() => {
  act(() => dismissAllToasts());
  document.cookie = 'signed_in=; max-age=0; path=/';
  rereadCookies();
  vi.unstubAllGlobals();
});

it('opens the widget in trade mode on no_link and, once the link is saved, sends the same items again', async () => {
  server('no_link');
  render();
  withdrawBoth();
  const dialog = await screen.findByRole('dialog', { name: 'Трейд-ссылка для вывода' });
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'Укажите трейд-ссылку Steam в профиле',
  );
  expect(withdrawals()).toEqual([
    { path: '/v1/inventory/senditem', body: { ids: ['a1', 'a2'], method: 'trade' } },
  ]);

  const link = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbC-12_x';
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Трейд-ссылка Steam' }), {
    target: { value: link },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

  await waitFor(() => expect(withdrawals()).toHaveLength(2));
  expect(calls.find((c) => c.path === '/v1/users/set/steam/data')?.body).toEqual({ link });
  expect(withdrawals()[1]?.body).toEqual({ ids: ['a1', 'a2'], method: 'trade' });
  // The save came between the two withdrawals.
  const order = calls
    .map((c) => c.path)
    .filter((p) => p === '/v1/inventory/senditem' || p === '/v1/users/set/steam/data');
  expect(order).toEqual([
    '/v1/inventory/senditem',
    '/v1/users/set/steam/data',
    '/v1/inventory/senditem',
  ]);
  expect(
    await screen.findByText('Предмет поставлен в очередь на вывод', { selector: 'span' }),
  ).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens the widget in login mode on no_login and sends the same items again by login', async () => {
  server('no_login');
  render();
  fireEvent.click(screen.getByRole('button', { name: 'По логину' }));
  withdrawBoth();
  const dialog = await screen.findByRole('dialog', { name: 'Логин Steam для вывода' });
  expect(within(dialog).getByRole('alert').textContent).toBe('Укажите логин Steam в профиле');

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Логин Steam' }), {
    target: { value: 'gaben_2' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

  await waitFor(() => expect(withdrawals()).toHaveLength(2));
  expect(calls.find((c) => c.path === '/v1/users/set/steam/data')?.body).toEqual({
    login: 'gaben_2',
  });
  expect(withdrawals().map((c) => c.body)).toEqual([
    { ids: ['a1', 'a2'], method: 'login' },
    { ids: ['a1', 'a2'], method: 'login' },
  ]);
});
