/**
 * Issue 32: a battle seat is taken in one statement (`join_battle`, migration 0032) that trusts neither the
 * remembered session nor the battle as the server read it. Players racing for the free seats of a
 * four-seat battle each get one and pay once, the last seat starts it once (a join that finds the battle
 * changed reads it again); a remembered session revoked elsewhere is refused and changes nothing; a
 * self-exclusion started meanwhile is refused; the started battle recomputes from its revealed seed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBattle } from '@cases/domain/battles/resolve';
import { ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  battleCaseCards,
  create,
  fundedPlayer,
  post,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';

const t = fileTestApp();
let cheapest: BattleCaseCard;
beforeAll(async () => {
  cheapest = (await battleCaseCards(t.app))[0]!;
});

const membersOf = (ulid: string) =>
  queryRows<{ seat: number; user_id: number | null; is_bot: boolean; client_seed: string }>(
    t.db,
    `select m.seat, m.user_id, m.is_bot, m.client_seed from battle_members m
       join battles b on b.id = m.battle_id where b.ulid = '${ulid}' order by m.seat`,
  );

describe('one statement per battle seat', () => {
  it('gives each of three racing players a seat of a four-seat battle, each paying once, and starts it once', async () => {
    const creator = await fundedPlayer(t.app);
    const joiners = await Promise.all([1, 2, 3].map(() => fundedPlayer(t.app)));
    const ulid = await create(t.app, creator.token, { case_ids: [cheapest.id], seats: 4 });
    const before = await Promise.all(joiners.map((p) => ledgerCheck(t.db, p.userId)));
    const joins = await Promise.all(
      joiners.map((p) => post(t.app, '/join', p.token, { battle_ulid: ulid })),
    );
    expect(joins.map((j) => j.status)).toEqual([200, 200, 200]);
    const members = await membersOf(ulid);
    expect(members.map((m) => m.seat)).toEqual([1, 2, 3, 4]);
    expect(members.filter((m) => m.is_bot)).toEqual([]);
    const [battle] = await queryRows<{ status: string; price: string; drops: number }>(
      t.db,
      `select b.status, b.price::text as price,
              (select count(*)::int from battle_drops d where d.battle_id = b.id) as drops
         from battles b where b.ulid = '${ulid}'`,
    );
    expect([battle!.status, battle!.drops]).toEqual(['started', 4]);
    for (const [i, p] of joiners.entries()) {
      const after = await ledgerCheck(t.db, p.userId);
      expect(after.balance).toBe(before[i]!.balance - Number(battle!.price));
      expect(after.ledgerSum).toBe(after.balance);
    }
    // One settle timer for the start.
    const timers = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from pgboss.job where name = 'battle-timer'
         and singleton_key = 'settle:' || (select id from battles where ulid = '${ulid}')`,
    );
    expect(timers[0]!.n).toBe(1);
  });

  it('refuses a remembered session revoked elsewhere, changing nothing', async () => {
    const creator = await fundedPlayer(t.app);
    const p = await fundedPlayer(t.app);
    const first = await create(t.app, creator.token, { case_ids: [cheapest.id], seats: 2 });
    expect((await post(t.app, '/join', p.token, { battle_ulid: first })).status).toBe(200);
    const second = await create(t.app, creator.token, { case_ids: [cheapest.id], seats: 2 });
    const money = await ledgerCheck(t.db, p.userId);
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    const refused = await post(t.app, '/join', p.token, { battle_ulid: second });
    expect([refused.status, (refused.body.data as { code: string }).code]).toEqual([
      401,
      'authentication',
    ]);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(money);
    expect((await membersOf(second)).map((m) => m.seat)).toEqual([1]);
  });

  it('refuses a player self-excluded since the last join, changing nothing', async () => {
    const creator = await fundedPlayer(t.app);
    const p = await fundedPlayer(t.app);
    const first = await create(t.app, creator.token, { case_ids: [cheapest.id], seats: 2 });
    expect((await post(t.app, '/join', p.token, { battle_ulid: first })).status).toBe(200);
    const second = await create(t.app, creator.token, { case_ids: [cheapest.id], seats: 2 });
    const money = await ledgerCheck(t.db, p.userId);
    await queryRows(
      t.db,
      `insert into self_exclusions (user_id, until) values (${p.userId}, now() + interval '1 day')`,
    );
    const refused = await post(t.app, '/join', p.token, { battle_ulid: second });
    expect([refused.status, (refused.body.data as { code: string }).code]).toEqual([
      403,
      'self_excluded',
    ]);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(money);
    expect((await membersOf(second)).map((m) => m.seat)).toEqual([1]);
  });

  it('stores the start the shared recipe recomputes from the seats and the server seed', async () => {
    const creator = await fundedPlayer(t.app);
    const p = await fundedPlayer(t.app);
    const ulid = await create(t.app, creator.token, {
      case_ids: [cheapest.id, cheapest.id],
      seats: 2,
    });
    expect((await post(t.app, '/join', p.token, { battle_ulid: ulid })).status).toBe(200);
    const [b] = await queryRows<{
      server_seed: string;
      public_seed: string;
      winner_seats: number[];
      drop_lists: Record<string, { itemId: string; weight: number }[]>;
      case_ids: number[];
      teams: boolean;
      is_crazy: boolean;
    }>(
      t.db,
      `select server_seed, public_seed, winner_seats, drop_lists, case_ids, teams, is_crazy
         from battles where ulid = '${ulid}'`,
    );
    const drops = await queryRows<{ round: number; seat: number; item_id: string; roll: number }>(
      t.db,
      `select d.round, d.seat, d.item_id, d.roll from battle_drops d
         join battles b on b.id = d.battle_id where b.ulid = '${ulid}' order by d.round, d.seat`,
    );
    const prices = await queryRows<{ id: string; price: string }>(
      t.db,
      `select id, price::text as price from items`,
    );
    const priceOf = new Map(prices.map((r) => [r.id, Number(r.price)]));
    const members = await membersOf(ulid);
    const rounds = b!.case_ids.map((c) => {
      const list = b!.drop_lists[String(c)]!;
      return {
        ids: list.map((d) => d.itemId),
        weights: list.map((d) => d.weight),
        prices: list.map((d) => priceOf.get(d.itemId) ?? 0),
      };
    });
    const again = resolveBattle({
      serverSeed: b!.server_seed,
      clientSeeds: members.map((m) => m.client_seed),
      rounds,
      teams: b!.teams,
      crazy: b!.is_crazy,
    });
    expect(again.publicSeed).toBe(b!.public_seed);
    expect(again.winnerSeats).toEqual(b!.winner_seats);
    expect(
      again.drops.map((d) => [d.round, d.seat, rounds[d.round]!.ids[d.index], d.roll]),
    ).toEqual(drops.map((d) => [d.round, d.seat, d.item_id, d.roll]));
  });
});
