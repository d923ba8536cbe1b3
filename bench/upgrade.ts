/**
 * `npm run bench:upgrade` (figures, not a test; issue 32): one upgrade (`POST /v1/upgrades/upgrade-items`:
 * the stake leaves the inventory, the roll, the prize or pity item enters it, coins and pity through the
 * ledger, one transaction) of one drop for the cheapest catalog item worth at least twice as much. Each
 * player keeps a stock of drops (lib/stock.ts, not timed). The run and its knobs: lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call, cheapestCase } from './lib/shop.ts';
import { dropStock } from './lib/stock.ts';

/** Every upgrade target, cheapest first: { id, price (roubles) }. */
async function targets(base: string): Promise<{ id: string; price: number }[]> {
  const all: { id: string; price: number }[] = [];
  for (let page = 1; page < 100; page += 1) {
    const r = await call<{ items: { id: string; price_data: { price: number } }[]; total: number }>(
      base,
      'GET',
      `/v1/unique-items?sort=cheap&per_page=60&page=${page}`,
    );
    all.push(...r.json.items.map((i) => ({ id: i.id, price: i.price_data.price })));
    if (all.length >= r.json.total || r.json.items.length === 0) break;
  }
  return all;
}

await runMoneyPath({
  path: 'upgrade one item (x2 target)',
  route: { method: 'POST', url: '/v1/upgrades/upgrade-items' },
  fundRub: 300_000,
  step: async (base, tokens) => {
    const take = await dropStock(base, tokens, (await cheapestCase(base)).slug, 800);
    const list = await targets(base);
    const targetFor = (price: number) => list.find((t) => t.price >= price * 2) ?? list.at(-1)!;
    return async (client) => {
      const items = await take(client, 1);
      if (typeof items === 'number') return items;
      const t0 = performance.now();
      const r = await call(base, 'POST', '/v1/upgrades/upgrade-items', tokens[client], {
        item_ids: [items[0]!.id],
        target_ids: [targetFor(items[0]!.price).id],
      });
      return { status: r.status, ms: performance.now() - t0 };
    };
  },
});
