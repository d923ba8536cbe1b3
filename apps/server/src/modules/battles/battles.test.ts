/**
 * Battles end to end through HTTP (issue 10): a four-seat battle played to the end and recomputed from
 * the revealed seed, the race for the last seat, a joiner who cannot pay, leaving and cancelling with
 * exact refunds, private battles, bots, selling the winnings, and bad input.
 */
import { resolveBattle } from '@cases/domain/battles/resolve';
import { toKopecks } from '@cases/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  battleCaseCards,
  fundedPlayer,
  balanceOf,
  create,
  getBattle,
  post,
  waitForStatus,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';
import { bearer, ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ BATTLE_ROUND_MS: '150', JOBS_POLL_S: '0.5' });
let cases: BattleCaseCard[];
beforeAll(async () => {
  cases = await battleCaseCards(t.app);
});

const player = (roubles = 5_000) => fundedPlayer(t.app, roubles);

const balance = (token: string) => balanceOf(t.app, token);

async function expectLedgerOk(userId: string) {
  const { balance, ledgerSum } = await ledgerCheck(t.db, userId);
  expect(ledgerSum).toBe(balance);
}

describe('a four-seat battle', () => {
  it('is played to the end and recomputes from the revealed seed', async () => {
    const ps = await Promise.all([player(), player(), player(), player()]);
    const roundCases = [cases[0]!.id, cases[1]!.id, cases[0]!.id];
    const price = toKopecks(cases[0]!.price_data.price) * 2 + toKopecks(cases[1]!.price_data.price);
    const ulid = await create(t.app, ps[0].token, {
      case_ids: roundCases,
      seats: 4,
      client_seed: 'creator-seed',
    });
    const created = (await getBattle(t.app, ulid, null)).battle!;
    expect(created).toMatchObject({ status: 'created', seats: 4, price: price / 100 });
    expect(created.server_seed).toBeNull();
    expect(created.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const [i, p] of ps.slice(1).entries()) {
      const res = await post(t.app, '/join', p.token, {
        battle_ulid: ulid,
        client_seed: `joiner-${i}`,
      });
      expect(res.status).toBe(200);
    }
    const done = await waitForStatus(t.app, ulid, ps[0].token, 'finished');
    expect(done.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(done.rounds).toHaveLength(3);
    // Recompute everything in "the browser": the same domain code over the battle's drop lists.
    const lists = new Map(done.drop_lists!.map((l) => [l.case_id, l.items]));
    const res = resolveBattle({
      serverSeed: done.server_seed!,
      clientSeeds: done.members.map((m) => m.client_seed),
      rounds: done.cases.map((c) => {
        const items = lists.get(c.case.id)!;
        return {
          weights: items.map((i) => i.weight),
          prices: items.map((i) => toKopecks(i.price)),
        };
      }),
      teams: done.teams,
      crazy: done.is_crazy,
    });
    expect(res.publicSeed).toBe(done.public_seed);
    for (const d of res.drops) {
      const shown = done.rounds[d.round]!.drops.find((x) => x.seat === d.seat)!;
      expect(shown.item.id).toBe(lists.get(done.cases[d.round]!.case.id)![d.index]!.id);
      expect(shown.roll).toBe(d.roll);
      expect(shown.nonce).toBe(d.seat);
    }
    expect(done.winner_seats).toEqual(res.winnerSeats);
    const winner = done.members.find((m) => m.seat === done.winner_seats[0])!;
    const won = done.winnings[0]!;
    const all = done.rounds
      .flatMap((r) => r.drops)
      .reduce((s, d) => s + toKopecks(d.item.price), 0);
    expect(toKopecks(won.total)).toBe(all);
    // Each won item names where it was rolled: that round's drop of that seat (the per-drop check, issue 31).
    expect(won.rolls).toHaveLength(won.items.length);
    won.rolls.forEach((r, i) => {
      const shown = done.rounds[r.round]!.drops.find((x) => x.seat === r.seat)!;
      expect(shown.item.id).toBe(won.items[i]!.id);
    });
    expect(new Set(won.rolls.map((r) => `${r.round}:${r.seat}`)).size).toBe(won.items.length);
    const items = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from inventory_items where user_id = ${winner.user!.id} and source = 'Battle'`,
    );
    expect(items[0]!.n).toBe(12);
    for (const p of ps) await expectLedgerOk(p.userId);
    // Only the winner sees the inventory ids of their winnings (for the quick sale), in the items' order.
    const winnerView = (
      await getBattle(t.app, ulid, ps.find((p) => p.userId === winner.user!.id)!.token)
    ).battle!.winnings[0]!;
    const ids = winnerView.inventory_item_ids!;
    expect(ids).toHaveLength(12);
    const rows = await queryRows<{ id: string; item_id: string }>(
      t.db,
      `select id::text, item_id from inventory_items where id in (${ids.join(',')}) and user_id = ${winner.user!.id}`,
    );
    const itemOfRow = new Map(rows.map((r) => [r.id, r.item_id]));
    expect(ids.map((id) => itemOfRow.get(id!))).toEqual(winnerView.items.map((i) => i.id));
    expect((await getBattle(t.app, ulid, null)).battle!.winnings[0]!.inventory_item_ids).toBeNull();
    const loserView = (
      await getBattle(t.app, ulid, ps.find((p) => p.userId !== winner.user!.id)!.token)
    ).battle!.winnings[0]!;
    expect(loserView.inventory_item_ids).toBeNull();

    // The winner sells everything at once; a second sell finds nothing.
    const winnerToken = ps.find((p) => p.userId === winner.user!.id)!.token;
    const before = await balance(winnerToken);
    const sold = await post(t.app, '/sell', winnerToken, { battle_ulid: ulid });
    expect(sold.status).toBe(200);
    expect(sold.body.sold).toBe(12);
    expect(toKopecks(sold.body.balance as number)).toBe(toKopecks(before) + all);
    expect(
      (await post(t.app, '/sell', winnerToken, { battle_ulid: ulid })).body.data,
    ).toMatchObject({ code: 'inventory' });
    const loser = ps.find((p) => p.userId !== winner.user!.id)!;
    expect((await post(t.app, '/sell', loser.token, { battle_ulid: ulid })).status).toBe(409);
    await expectLedgerOk(winner.user!.id);
    const after = (await getBattle(t.app, ulid, null)).battle!;
    expect(after.winnings[0]!.unsold).toBe(0);
    // Battles count on the profile: the dashboard, the win rate, the statistics.
    for (const p of ps) {
      const dash = await t.app.inject({ method: 'GET', url: `/v1/users/${p.userId}/dashboard` });
      expect(dash.json()).toMatchObject({ battles_count: 1 });
      const rate = await t.app.inject({
        method: 'GET',
        url: `/v1/battles/winrate?user_id=${p.userId}`,
      });
      expect(rate.json()).toEqual(
        p.userId === winner.user!.id ? { win: 1, lose: 0 } : { win: 0, lose: 1 },
      );
    }
    const stats = await t.app.inject({
      method: 'GET',
      url: `/battles-api/statistics?user_id=${winner.user!.id}`,
    });
    expect(stats.json()).toMatchObject({ all_count: 1, wins_count: 1, wins_percent: 100 });
    expect(toKopecks(stats.json<{ max_win: number }>().max_win)).toBe(all);
  });
});

describe('seats and money', () => {
  it('gives the last seat to exactly one of two racing players', async () => {
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 2 });
    const [bb, cb] = [await balance(b.token), await balance(c.token)];
    const results = await Promise.all([
      post(t.app, '/join', b.token, { battle_ulid: ulid }),
      post(t.app, '/join', c.token, { battle_ulid: ulid }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.data).toMatchObject({ code: 'joining_battle' });
    const loserToken = results[0].status === 409 ? b.token : c.token;
    expect(await balance(loserToken)).toBe(loserToken === b.token ? bb : cb);
    for (const p of [a, b, c]) await expectLedgerOk(p.userId);
  });

  it('refuses a joiner who cannot pay and writes nothing', async () => {
    const [a, poor] = await Promise.all([player(), player(0)]);
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 2 });
    const res = await post(t.app, '/join', poor.token, { battle_ulid: ulid });
    expect(res.status).toBe(402);
    expect(res.body.data).toMatchObject({ code: 'error_not_enough_funds_for_battle' });
    expect((await getBattle(t.app, ulid, null)).battle!.members).toHaveLength(1);
    await expectLedgerOk(poor.userId);
  });

  it('refunds exactly on leave and on cancel', async () => {
    const [a, b] = await Promise.all([player(), player()]);
    const [ab, bb] = [await balance(a.token), await balance(b.token)];
    const ulid = await create(t.app, a.token, { case_ids: [cases[1]!.id, cases[0]!.id], seats: 3 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    expect(await balance(b.token)).toBeLessThan(bb);
    const left = await post(t.app, '/leave', b.token, { battle_ulid: ulid });
    expect(left.status).toBe(200);
    expect(left.body.balance).toBe(bb);
    expect((await post(t.app, '/leave', b.token, { battle_ulid: ulid })).status).toBe(409);
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    // Only the creator cancels; everyone is refunded.
    const notMine = await post(t.app, '/cancel_start', b.token, { battle_ulid: ulid });
    expect(notMine.body.data).toMatchObject({ code: 'error_battle_authorize' });
    const cancelled = await post(t.app, '/cancel_start', a.token, { battle_ulid: ulid });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.balance).toBe(ab);
    expect(await balance(b.token)).toBe(bb);
    expect((await getBattle(t.app, ulid, null)).battle!.status).toBe('cancelled');
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(409);
    for (const p of [a, b]) await expectLedgerOk(p.userId);
  });

  it('starts with bots on the creator’s call; the house keeps a bot’s winnings', async () => {
    const a = await player();
    const ulid = await create(t.app, a.token, {
      case_ids: [cases[0]!.id, cases[0]!.id],
      seats: 4,
      teams: true,
      is_crazy: true,
    });
    const started = await post(t.app, '/start', a.token, { battle_ulid: ulid });
    expect(started.body).toMatchObject({ status: 'started' });
    const done = await waitForStatus(t.app, ulid, a.token, 'finished');
    expect(done.members.map((m) => [m.seat, m.is_bot, m.client_seed.startsWith('bot:')])).toEqual([
      [1, false, false],
      [2, true, true],
      [3, true, true],
      [4, true, true],
    ]);
    expect(done.members[1]!.client_seed).toBe(`bot:${ulid}:2`);
    expect(done.winnings.map((w) => w.seat)).toEqual(done.winner_seats);
    const rows = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from inventory_items where source = 'Battle' and server_seed_hash = '${done.server_seed_hash}'`,
    );
    const mine = done.winnings.find((w) => w.user_id === a.userId);
    expect(rows[0]!.n).toBe(mine ? mine.items.length : 0);
    await expectLedgerOk(a.userId);
  });
});

describe('private battles', () => {
  it('are 404 to others without the key and listed for nobody else', async () => {
    const [a, b] = await Promise.all([player(), player()]);
    const ulid = await create(t.app, a.token, {
      case_ids: [cases[0]!.id],
      seats: 2,
      is_private: true,
    });
    const mine = (await getBattle(t.app, ulid, a.token)).battle!;
    expect(mine.key).toMatch(/^[0-9a-f]{32}$/);
    expect((await getBattle(t.app, ulid, b.token)).status).toBe(404);
    expect((await getBattle(t.app, ulid, null)).status).toBe(404);
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/battles-api/battles?per_page=50' });
    expect(list.json<{ battles: { ulid: string }[] }>().battles.some((x) => x.ulid === ulid)).toBe(
      false,
    );
    const own = await t.app.inject({
      method: 'GET',
      url: '/battles-api/battles?private=1',
      headers: bearer(a.token),
    });
    expect(own.json<{ battles: { ulid: string }[] }>().battles.map((x) => x.ulid)).toContain(ulid);
    const viaLink = await getBattle(t.app, ulid, b.token, mine.key!);
    expect(viaLink.status).toBe(200);
    expect(viaLink.battle!.key).toBeNull();
    const joined = await post(t.app, '/join', b.token, { battle_ulid: ulid, key: mine.key });
    expect(joined.status).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: '/battles-api/status',
      headers: bearer(b.token),
    });
    expect(status.json()).toMatchObject({ in_battle: true, active_battle_ulid: ulid });
    await waitForStatus(t.app, ulid, a.token, 'finished');
  });
});

describe('bad input', () => {
  it('answers 4xx with a key and writes nothing', async () => {
    const a = await player();
    const free = (await t.app.inject({ method: 'GET', url: '/v2/case/sections/with-cases?main=1' }))
      .json<{ sections: { cases: { id: string; price_data: { price: number } }[] }[] }>()
      .sections.flatMap((s) => s.cases)
      .find((c) => c.price_data.price === 0)!;
    const before = await balance(a.token);
    for (const [body, status, code] of [
      [{ case_ids: Array(51).fill(cases[0]!.id), seats: 2 }, 400, 'error_too_many_rounds'],
      [{ case_ids: [cases[0]!.id], seats: 2, teams: true }, 400, 'dataNotFound'],
      [{ case_ids: [], seats: 2 }, 400, 'dataNotFound'],
      [{ case_ids: [cases[0]!.id], seats: 5 }, 400, 'dataNotFound'],
      [{ case_ids: [free.id], seats: 2 }, 400, 'case_not_available'],
      [{ case_ids: ['no-such-case'], seats: 2 }, 404, 'caseNotFound'],
    ] as const) {
      const res = await post(t.app, '/battles', a.token, body);
      expect([res.status, (res.body.data as { code: string }).code]).toEqual([status, code]);
    }
    const anon = await post(t.app, '/battles', null, { case_ids: [cases[0]!.id], seats: 2 });
    expect([anon.status, (anon.body.data as { code: string }).code]).toEqual([
      401,
      'error_battle_authorize',
    ]);
    const poor = await player(0);
    const broke = await post(t.app, '/battles', poor.token, { case_ids: [cases[0]!.id], seats: 2 });
    expect([broke.status, (broke.body.data as { code: string }).code]).toEqual([
      402,
      'balance_error',
    ]);
    expect(await balance(a.token)).toBe(before);
    expect((await getBattle(t.app, '01JD7Y8Q3ZK4M5N6P7Q8R9S0TV', null)).status).toBe(404);
  });
});
