/**
 * Issue 32: a battle is created in one statement (`create_battle`, migration 0034) that trusts no remembered
 * session. A session revoked elsewhere is refused (401) and a self-exclusion started meanwhile (403), with no
 * battle and no payment written; a refused input is still answered in the order it always was (401, then 403,
 * then 400); a player without a fairness pair gets one and sits with its client seed; racing creations of a
 * player who can pay for one go through once, with one ledger row and one expiry timer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  battleCaseCards,
  fundedPlayer,
  post,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';

const t = fileTestApp();
let cheapest: BattleCaseCard;
beforeAll(async () => {
  cheapest = (await battleCaseCards(t.app))[0]!;
});

const answer = (res: { status: number; body: Record<string, unknown> }) => [
  res.status,
  (res.body.data as { code?: string } | undefined)?.code ?? null,
];
const battlesOf = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from battles where creator_id = ${userId}`,
    )
  )[0]!.n;
const tooMany = () => Array.from({ length: 200 }, () => cheapest.id);

describe('one statement per battle creation', () => {
  it('refuses a remembered session revoked elsewhere, and then bad input with 401 too', async () => {
    const p = await fundedPlayer(t.app);
    expect(
      (await post(t.app, '/battles', p.token, { case_ids: [cheapest.id], seats: 2 })).status,
    ).toBe(200);
    const money = await ledgerCheck(t.db, p.userId);
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    const body = { case_ids: [cheapest.id], seats: 2 };
    expect(answer(await post(t.app, '/battles', p.token, body))).toEqual([401, 'authentication']);
    expect(
      answer(await post(t.app, '/battles', p.token, { ...body, case_ids: tooMany() })),
    ).toEqual([401, 'authentication']);
    expect(await battlesOf(p.userId)).toBe(1);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(money);
  });

  it('refuses a player self-excluded since the last battle, before looking at the input', async () => {
    const p = await fundedPlayer(t.app);
    expect(
      (await post(t.app, '/battles', p.token, { case_ids: [cheapest.id], seats: 2 })).status,
    ).toBe(200);
    await queryRows(
      t.db,
      `insert into self_exclusions (user_id, until) values (${p.userId}, now() + interval '1 day')`,
    );
    const body = { case_ids: [cheapest.id], seats: 2 };
    expect(answer(await post(t.app, '/battles', p.token, body))).toEqual([403, 'self_excluded']);
    expect(
      answer(await post(t.app, '/battles', p.token, { ...body, case_ids: tooMany() })),
    ).toEqual([403, 'self_excluded']);
    expect(await battlesOf(p.userId)).toBe(1);
  });

  it('starts the fairness pair of a player who has none and seats them with its client seed', async () => {
    const p = await fundedPlayer(t.app);
    await queryRows(t.db, `delete from fairness_seeds where user_id = ${p.userId}`);
    const res = await post(t.app, '/battles', p.token, { case_ids: [cheapest.id], seats: 2 });
    expect(res.status).toBe(200);
    const [row] = await queryRows<{ member: string; pair: string }>(
      t.db,
      `select m.client_seed as member, f.client_seed as pair
         from battles b join battle_members m on m.battle_id = b.id and m.seat = 1
         join fairness_seeds f on f.user_id = b.creator_id and f.revealed_at is null
        where b.ulid = '${res.body.battle_ulid as string}'`,
    );
    expect(row!.member).toBe(row!.pair);
  });

  it('lets one of three racing creations through for a player who can pay for one', async () => {
    const price = cheapest.price_data.price;
    const p = await fundedPlayer(t.app, Math.ceil(price * 1.5));
    const results = await Promise.all(
      [1, 2, 3].map(() => post(t.app, '/battles', p.token, { case_ids: [cheapest.id], seats: 2 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 402, 402]);
    expect(results.filter((r) => r.status === 402).map(answer)).toEqual([
      [402, 'balance_error'],
      [402, 'balance_error'],
    ]);
    expect(await battlesOf(p.userId)).toBe(1);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.ledgerSum).toBe(money.balance);
    const timers = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from pgboss.job j join battles b
          on j.singleton_key = 'expire:' || b.id where j.name = 'battle-timer' and b.creator_id = ${p.userId}`,
    );
    expect(timers[0]!.n).toBe(1);
  });
});
