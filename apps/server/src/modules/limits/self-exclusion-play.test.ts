/**
 * Issue 12 "Safer play": a self-excluded player can play no paid game — creating or joining a
 * battle, signing a contract, starting a mines game (the `techies` flag on) — each refused with 403
 * self_excluded and changing nothing: balance, ledger, items, seats, games. (Cases: guard.test.ts;
 * upgrades: upgrades.test.ts.) Once the exclusion has ended, the same calls go through.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { battleCaseCards, post, type BattleCaseCard } from '../../test/battle-fixtures.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  nearestRow,
  ordinaryRows,
  putItems,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import { statusById } from '../../test/item-games-fixtures.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true' });
let cases: BattleCaseCard[];
let catalog: CatalogRow[];
beforeAll(async () => {
  cases = await battleCaseCards(t.app);
  catalog = await ordinaryRows(t.db);
});

const near = (kopecks: number) => nearestRow(catalog, kopecks);
const count = async (sql: string) => (await queryRows<{ n: number }>(t.db, sql))[0]!.n;

/** Everything a paid game could change for the player. */
async function state(userId: string) {
  const id = Number(userId);
  return {
    money: await ledgerCheck(t.db, userId),
    items: [...(await statusById(t.db, userId)).entries()].sort(),
    seats: await count(`select count(*)::int as n from battle_members where user_id = ${id}`),
    contracts: await count(`select count(*)::int as n from contracts where user_id = ${id}`),
    mines: await count(`select count(*)::int as n from sapper_games where user_id = ${id}`),
  };
}

describe('self-exclusion and paid play', () => {
  it('refuses battles (create and join), contracts and mines with 403 self_excluded, changing nothing', async () => {
    const host = await register(t.app);
    await topUp(t.app, host.token, 5_000);
    const x = await register(t.app);
    await topUp(t.app, x.token, 5_000);
    const inputs = await putItems(t.db, x.userId, [
      near(30_000).id,
      near(50_000).id,
      near(20_000).id,
    ]);
    const battle = { case_ids: [cases[0]!.id], seats: 2 };
    const open = await post(t.app, '/battles', host.token, battle);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const ulid = open.body.battle_ulid as string;
    await queryRows(
      t.db,
      `insert into self_exclusions (user_id, until) values (${x.userId}, now() + interval '7 days')`,
    );
    const before = await state(x.userId);

    const sign = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/contracts/sign',
        headers: bearer(x.token),
        payload: { item_ids: inputs.map((i) => i.id) },
      });
    const mines = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/sapper/start',
        headers: bearer(x.token),
        payload: { amount: 100, mines: 3 },
      });
    const refusals = [
      await post(t.app, '/battles', x.token, battle),
      await post(t.app, '/join', x.token, { battle_ulid: ulid }),
      await sign().then((r) => ({ status: r.statusCode, body: r.json() })),
      await mines().then((r) => ({ status: r.statusCode, body: r.json() })),
    ];
    for (const r of refusals)
      expect([r.status, (r.body as { data: { code: string } }).data.code]).toEqual([
        403,
        'self_excluded',
      ]);
    expect(await state(x.userId)).toEqual(before);
    expect(
      await count(
        `select count(*)::int as n from battle_members m join battles b on b.id = m.battle_id where b.ulid = '${ulid}'`,
      ),
    ).toBe(1);

    // The exclusion over, the same calls go through.
    await queryRows(
      t.db,
      `update self_exclusions set until = now() - interval '1 second' where user_id = ${x.userId}`,
    );
    expect((await post(t.app, '/battles', x.token, battle)).status).toBe(200);
    expect((await sign()).statusCode).toBe(200);
    expect((await mines()).statusCode).toBe(200);
  });
});
