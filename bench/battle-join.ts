/**
 * `npm run bench:battle-join` (figures, not a test; issue 32): a 1v1 battle of the cheapest case,
 * created by one player (`POST /battles-api/battles`: the seat paid through the ledger) and joined by a
 * second (`POST /battles-api/join`: paid, the battle starts; rounds and the settlement follow on the
 * server's timers). `per_second` counts joined battles; the latency is the join's. Each bench player
 * creates; a second funded player per bench player joins. The run and its knobs: lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call, fundedPlayer } from './lib/shop.ts';

await runMoneyPath({
  path: 'battle: create a 1v1 and join it (latency: the join)',
  route: { method: 'POST', url: '/battles-api/join' },
  fundRub: 300_000,
  step: async (base, tokens) => {
    const sections = await call<{
      sections: { cases: { id: string; price_data: { price: number } }[] }[];
    }>(base, 'GET', '/battles-api/cases');
    const cheapest = sections.json.sections
      .flatMap((s) => s.cases)
      .sort((a, b) => a.price_data.price - b.price_data.price)[0]!.id;
    const joiners = await Promise.all(tokens.map(() => fundedPlayer(base, 300_000)));
    return async (client) => {
      const created = await call<{ battle_ulid: string }>(
        base,
        'POST',
        '/battles-api/battles',
        tokens[client],
        { case_ids: [cheapest], seats: 2 },
      );
      if (created.status !== 200) return created.status;
      const t0 = performance.now();
      const joined = await call(base, 'POST', '/battles-api/join', joiners[client], {
        battle_ulid: created.json.battle_ulid,
      });
      return { status: joined.status, ms: performance.now() - t0 };
    };
  },
});
