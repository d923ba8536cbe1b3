/**
 * `/upgrades?id=` (spec 000 §2 "A query parameter id on the upgrade page stops automatic loading of inventory and
 * unique items"; spec 001 §2, the same line): with an item id neither the player's items nor the targets are asked
 * for until the player presses the list's button ("Показать мои предметы", "Показать предметы для апгрейда",
 * stake-list.tsx, target-list.tsx); once the player's items have loaded, the item of the id is picked as the stake.
 * Without the id both lists load at once.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { rereadCookies } from '../../../api/cookies.ts';
import { renderRu } from '../../../test/render.tsx';
import { UpgradesPage } from './upgrades-page.tsx';

const invItem = (id: string, name: string, price: number) => ({
  id,
  name,
  hero: null,
  hero_name: null,
  rarity: 'arcana',
  slot: 'weapon',
  price,
  image: `/${id}.png`,
  price_profile: price,
  item_id: `g-${id}`,
  type: 0,
  status: 'progress',
  source: 'Case',
  case_slug: null,
  created_at: '2026-12-01T10:00:00.000Z',
  pack_items: [],
  timer_data: null,
  trade_offer: null,
});

const ANSWERS: Record<string, unknown> = {
  '/v1/upgrades/info': {
    house_edge: 0.1,
    diminisher: 1,
    max_ratio: 8000,
    min_chance: 0.001,
    max_chance: 0.9,
    badge_middle: 0.25,
    badge_high: 0.6,
    pity_share: 0.1,
    coins_per_100_rub: 1,
    stake_cap: 15,
    targets_cap: 10,
    quick_multipliers: [1.5, 2, 5],
  },
  '/v1/upgrades': { items: [], total: 0 },
  '/v1/inventory/get': {
    items: [invItem('a1', 'Fiery Soul of the Slayer', 900), invItem('a2', 'Manifold Paradox', 500)],
    total_item: 2,
    total_price: 1400,
  },
  '/v1/unique-items': {
    items: [
      {
        id: 't1',
        name: 'Golden Basher Blades',
        image: '/t1.png',
        quality: 'immortal',
        slot: 'weapon',
        hero_name: null,
        price_data: { price: 2000, market_price: 2100 },
        update_at: '2026-12-01T10:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    per_page: 30,
  },
};

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  document.cookie = 'signed_in=1; path=/';
  rereadCookies();
  vi.stubGlobal('fetch', (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    asked.push(path);
    const body = ANSWERS[path];
    return Promise.resolve(
      new Response(
        JSON.stringify(body ?? { success: false, data: { code: 'not_found', message: 'x' } }),
        { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } },
      ),
    );
  });
});
afterEach(() => {
  document.cookie = 'signed_in=; max-age=0; path=/';
  rereadCookies();
  vi.unstubAllGlobals();
});

const LISTS = ['/v1/inventory/get', '/v1/unique-items'];
const listCalls = () => asked.filter((p) => LISTS.includes(p));
const render = (path: string) =>
  renderRu(<UpgradesPage />, { bundles: ['upgrades', 'games'], path });
/** The page has asked what it asks on its own (the terms are what the lead shows). */
const pageAsked = () =>
  waitFor(() =>
    expect(asked).toEqual(expect.arrayContaining(['/v1/upgrades/info', '/v1/upgrades'])),
  );
const stakeList = () => screen.getByRole('region', { name: /Ваши предметы/ });
const targetList = () => screen.getByRole('region', { name: /Что получить/ });

it('with ?id= asks for neither list until its button is pressed, then picks that item', async () => {
  render('/upgrades?id=a1');
  await pageAsked();
  expect(listCalls()).toEqual([]);

  fireEvent.click(within(stakeList()).getByRole('button', { name: 'Показать мои предметы' }));
  // The list draws the items first and picks the id's item after (an effect of the loaded page): wait for the pick.
  await waitFor(() =>
    expect(
      within(stakeList())
        .getByRole('button', { name: /Fiery Soul of the Slayer/ })
        .getAttribute('aria-pressed'),
    ).toBe('true'),
  );
  expect(
    within(stakeList())
      .getByRole('button', { name: /Manifold Paradox/ })
      .getAttribute('aria-pressed'),
  ).toBe('false');
  // The stake side holds it.
  expect(screen.getByRole('button', { name: 'Убрать «Fiery Soul of the Slayer»' })).toBeTruthy();
  // The targets still wait for theirs.
  expect(listCalls()).toEqual(['/v1/inventory/get']);

  fireEvent.click(
    within(targetList()).getByRole('button', { name: 'Показать предметы для апгрейда' }),
  );
  expect(
    await within(targetList()).findByRole('button', { name: /Golden Basher Blades/ }),
  ).toBeTruthy();
  expect(listCalls()).toEqual(['/v1/inventory/get', '/v1/unique-items']);
});

it('without ?id= loads both lists at once and picks nothing', async () => {
  render('/upgrades');
  expect(
    await within(stakeList()).findByRole('button', { name: /Fiery Soul of the Slayer/ }),
  ).toBeTruthy();
  expect(
    await within(targetList()).findByRole('button', { name: /Golden Basher Blades/ }),
  ).toBeTruthy();
  expect(listCalls().sort()).toEqual(['/v1/inventory/get', '/v1/unique-items']);
  expect(screen.queryByRole('button', { name: 'Показать мои предметы' })).toBeNull();
  expect(
    within(stakeList())
      .getByRole('button', { name: /Fiery Soul of the Slayer/ })
      .getAttribute('aria-pressed'),
  ).toBe('false');
});
