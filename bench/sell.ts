/**
 * `npm run bench:sell` (figures, not a test; issue 14 "every money path has a figure"): the instant
 * sale of one inventory item (`POST /v1/inventory/sell`: the item leaves the inventory, the balance is
 * credited through the ledger, one transaction). Each player keeps a stock of drops (lib/stock.ts:
 * the cheapest case x5, not timed). The run and its knobs: lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call, cheapestCase } from './lib/shop.ts';
import { dropStock } from './lib/stock.ts';

await runMoneyPath({
  path: 'sell one item',
  route: { method: 'POST', url: '/v1/inventory/sell' },
  fundRub: 300_000,
  step: async (base, tokens) => {
    const take = await dropStock(base, tokens, (await cheapestCase(base)).slug, 1_200);
    return async (client) => {
      const items = await take(client, 1);
      if (typeof items === 'number') return items;
      const t0 = performance.now();
      const sold = await call(base, 'POST', '/v1/inventory/sell', tokens[client], {
        id: items[0]!.id,
      });
      return { status: sold.status, ms: performance.now() - t0 };
    };
  },
});
