/**
 * Rounds are revealed in time (issue 10): with a long round duration nothing about a round after the
 * first is readable through any call — the battle, the list, the profile calls, statistics, the
 * inventory — although every roll is already fixed; and an unfilled battle expires and is refunded.
 */
import { describe, expect, it } from 'vitest';
import { battleCaseCards, create, getBattle, post } from '../../test/battle-fixtures.ts';
import { bearer, ledgerCheck, queryRows, register, topUp, waitUntil } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({
  BATTLE_ROUND_MS: '60000',
  BATTLE_EXPIRE_MIN: '0.005',
  JOBS_POLL_S: '0.5',
});

async function player() {
  const p = await register(t.app);
  await topUp(t.app, p.token, 5_000);
  return p;
}
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('reveal in time', () => {
  it('answers only the rounds already due, through every call', async () => {
    const cases = await battleCaseCards(t.app);
    const [a, b] = await Promise.all([player(), player()]);
    const ulid = await create(t.app, a.token, {
      case_ids: [cases[0]!.id, cases[1]!.id, cases[2]!.id],
      seats: 2,
    });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    const fixed = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from battle_drops d join battles x on x.id = d.battle_id where x.ulid = '${ulid}'`,
    );
    expect(fixed[0]!.n).toBe(6);
    for (const token of [a.token, b.token, null]) {
      const { battle } = await getBattle(t.app, ulid, token);
      expect(battle).toMatchObject({
        status: 'started',
        revealed_rounds: 1,
        server_seed: null,
        winner_seats: [],
        winnings: [],
        tie_roll: null,
      });
      expect(battle!.rounds.map((r) => r.round)).toEqual([0]);
      const round0 = battle!.rounds[0]!.drops;
      for (const m of battle!.members)
        expect(m.total).toBe(round0.find((d) => d.seat === m.seat)!.item.price);
    }
    const list = await get('/battles-api/battles?statuses[]=started&per_page=50');
    const listed = list.json<{ battles: { ulid: string; rounds: unknown[] }[] }>().battles;
    expect(listed.find((x) => x.ulid === ulid)?.rounds).toEqual([]);
    expect((await get(`/v1/battles?user_id=${a.userId}`, a.token)).json()).toMatchObject({
      battles: [],
    });
    expect((await get(`/v1/battles/best?user_id=${a.userId}`)).json()).toEqual({ battle: null });
    expect((await get('/battles-api/statistics', a.token)).json()).toMatchObject({ all_count: 0 });
    expect((await get(`/v1/users/${a.userId}/dashboard`)).json()).toMatchObject({
      battles_count: 0,
    });
    const won = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from inventory_items where source = 'Battle'`,
    );
    expect(won[0]!.n).toBe(0);
    // Joining, leaving and selling are closed while it runs.
    expect((await post(t.app, '/leave', b.token, { battle_ulid: ulid })).status).toBe(409);
    expect((await post(t.app, '/sell', a.token, { battle_ulid: ulid })).status).toBe(409);
  });
});

describe('expiry', () => {
  it('cancels an unfilled battle after its time and refunds everyone once', async () => {
    const cases = await battleCaseCards(t.app);
    const [a, b] = await Promise.all([player(), player()]);
    const start = await Promise.all([a, b].map((p) => ledgerCheck(t.db, p.userId)));
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 3 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    await waitUntil(
      async () => (await getBattle(t.app, ulid, a.token)).battle?.status === 'cancelled',
    );
    for (const [i, p] of [a, b].entries()) {
      const { balance, ledgerSum } = await ledgerCheck(t.db, p.userId);
      expect(balance).toBe(start[i]!.balance);
      expect(ledgerSum).toBe(balance);
    }
    const refunds = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from ledger where reason = 'battle_refund' and reference = 'battle:${ulid}'`,
    );
    expect(refunds[0]!.n).toBe(2);
  });
});
