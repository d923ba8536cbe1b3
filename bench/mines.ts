/**
 * `npm run bench:mines` (figures, not a test; issue 32): one Techies game of 1 ₽ with 3 mines — start
 * (`POST /v1/sapper/start`: the stake debited through the ledger), one reveal, and the cash-out when
 * the cell was safe (the win credited). `per_second` counts games; the latency is the whole game's
 * (its two or three calls). The server's own tail is the start's. The run and its knobs:
 * lib/money-path.ts.
 */
import { runMoneyPath } from './lib/money-path.ts';
import { call } from './lib/shop.ts';

await runMoneyPath({
  path: 'mines: start, one reveal, cash out (latency: the whole game)',
  route: { method: 'POST', url: '/v1/sapper/start' },
  fundRub: 100_000,
  // Techies is off by default (spec 000 §1 feature flags).
  env: { FEATURE_FLAGS: 'provably_fair=true,techies=true' },
  step: (base, tokens) => {
    const games: number[] = [];
    return Promise.resolve(async (client: number) => {
      const token = tokens[client];
      const t0 = performance.now();
      const start = await call(base, 'POST', '/v1/sapper/start', token, { amount: 1, mines: 3 });
      if (start.status !== 200) return start.status;
      // The player's pick, varied by player and game (the mines' layout is the server's roll).
      games[client] = (games[client] ?? 0) + 1;
      const cell = (client * 7 + games[client]) % 25;
      const reveal = await call<{ game: { status: string } }>(
        base,
        'POST',
        '/v1/sapper/reveal',
        token,
        { cell },
      );
      if (reveal.status !== 200) return reveal.status;
      if (reveal.json.game.status === 'open') {
        const out = await call(base, 'POST', '/v1/sapper/cashout', token);
        if (out.status !== 200) return out.status;
      }
      return { status: 200, ms: performance.now() - t0 };
    });
  },
});
