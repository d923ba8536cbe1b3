/**
 * `npm run bench:contract` (figures, not a test; issue 32): one contract of three drops
 * (`POST /v1/contracts/sign`: the inputs leave the inventory, the roll, the result item or its credit
 * through the ledger, one transaction). Each player keeps a stock of drops (lib/stock.ts, not timed).
 * The run and its knobs: lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call, cheapestCase } from './lib/shop.ts';
import { dropStock } from './lib/stock.ts';

await runMoneyPath({
  path: 'contract of three items',
  route: { method: 'POST', url: '/v1/contracts/sign' },
  fundRub: 300_000,
  step: async (base, tokens) => {
    const take = await dropStock(base, tokens, (await cheapestCase(base)).slug, 2_000);
    return async (client) => {
      const items = await take(client, 3);
      if (typeof items === 'number') return items;
      const t0 = performance.now();
      const r = await call(base, 'POST', '/v1/contracts/sign', tokens[client], {
        item_ids: items.map((i) => i.id),
      });
      return { status: r.status, ms: performance.now() - t0 };
    };
  },
});
