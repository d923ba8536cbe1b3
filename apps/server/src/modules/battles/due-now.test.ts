/**
 * Issue 42 "fixtures, not replays": a test server's `POST /v1/test/due/battles` (platform/due-work.ts)
 * ends every started battle now — rounds of a minute each are all due at once and the battle is settled
 * with the winner and the money its rolls give, as its timer would have; a waiting battle is untouched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  battleCaseCards,
  create,
  fundedPlayer,
  getBattle,
  post,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';
import { ledgerCheck } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

// A minute a round: without the hook the battle would end long after the test.
const t = fileTestApp({ BATTLE_ROUND_MS: '60000', TEST_HOOKS: 'true' });
let cases: BattleCaseCard[];
beforeAll(async () => {
  cases = await battleCaseCards(t.app);
});

describe('due work: battles', () => {
  it('settles a started battle at once, every round due; a waiting battle stays', async () => {
    const [a, b, c] = await Promise.all([
      fundedPlayer(t.app),
      fundedPlayer(t.app),
      fundedPlayer(t.app),
    ]);
    const body = { case_ids: [cases[0]!.id, cases[0]!.id, cases[0]!.id], seats: 2 };
    const started = await create(t.app, a.token, body);
    expect((await post(t.app, '/join', b.token, { battle_ulid: started })).status).toBe(200);
    const waiting = await create(t.app, c.token, body);
    expect((await getBattle(t.app, started, a.token)).battle!.status).toBe('started');

    const res = await t.app.inject({ method: 'POST', url: '/v1/test/due/battles' });
    expect(res.json()).toEqual({ work: 'battles', ran: 1 });
    const done = (await getBattle(t.app, started, a.token)).battle!;
    expect(done.status).toBe('finished');
    expect(done.rounds).toHaveLength(3);
    expect(done.winnings.length).toBeGreaterThan(0);
    expect((await getBattle(t.app, waiting, c.token)).battle!.status).toBe('created');
    for (const p of [a, b, c]) {
      const { balance, ledgerSum } = await ledgerCheck(t.db, p.userId);
      expect(balance).toBe(ledgerSum);
    }
    // Nothing started is left: asked again, it settles nothing.
    const again = await t.app.inject({ method: 'POST', url: '/v1/test/due/battles' });
    expect(again.json()).toEqual({ work: 'battles', ran: 0 });
  });
});
