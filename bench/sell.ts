/**
 * `npm run bench:sell` (figures, not a test; issue 14 "every money path has a figure"): the instant
 * sale of one inventory item (`POST /v1/inventory/sell`: the item leaves the inventory, the balance is
 * credited through the ledger, one transaction). Each player keeps a stock of drops; when it runs out,
 * the player opens the cheapest case x5 (not timed) and goes on selling. The run and its knobs:
 * lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call, cheapestCase } from './lib/shop.ts';

await runMoneyPath({
  path: 'sell one item',
  route: { method: 'POST', url: '/v1/inventory/sell' },
  fundRub: 300_000,
  step: async (base, tokens) => {
    const box = await cheapestCase(base);
    const stock: string[][] = tokens.map(() => []);
    return async (client) => {
      const mine = stock[client]!;
      if (mine.length === 0) {
        const opened = await call<{ drops: { inventory_item_id: string }[] }>(
          base,
          'POST',
          `/v1/cases/${box.slug}/open`,
          tokens[client],
          { multi_open: 5 },
        );
        if (opened.status !== 200) return opened.status;
        mine.push(...opened.json.drops.map((d) => d.inventory_item_id));
      }
      const id = mine.pop()!;
      const t0 = performance.now();
      const sold = await call(base, 'POST', '/v1/inventory/sell', tokens[client], { id });
      return { status: sold.status, ms: performance.now() - t0 };
    };
  },
});
