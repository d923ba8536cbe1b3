/**
 * `npm run bench:open` (figures, not a test; issue 14 "The open path"): every player opens the
 * cheapest paid case (x1) again as soon as answered — the most openings per second the shop does —
 * then at half that rate for the latency at half load. With DATABASE_URL (PostgreSQL) `pgbench` runs
 * first on the same server and the ratio opens/s ÷ pgbench tps is printed. The run and its knobs:
 * lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call, cheapestCase } from './lib/shop.ts';

await runMoneyPath({
  path: 'open the cheapest paid case x1',
  route: { method: 'POST', url: '/v1/cases/:id/open' },
  fundRub: 300_000,
  step: async (base, tokens) => {
    const box = await cheapestCase(base);
    return (client) =>
      call(base, 'POST', `/v1/cases/${box.slug}/open`, tokens[client], { multi_open: 1 }).then(
        (r) => r.status,
      );
  },
});
