/**
 * Issue 12 "Safer play" and battles: a player who excludes themself (`POST /v1/users/self-exclusion`)
 * leaves every battle of theirs that has not started — the one they created is cancelled with every
 * seat refunded, their seat in another's battle is freed and refunded while that battle waits on — so
 * no battle of theirs is played during the exclusion. Ledgers equal balances throughout.
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
import { bearer, ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'battles=true' });
let cases: BattleCaseCard[];
beforeAll(async () => {
  cases = await battleCaseCards(t.app);
});

const seats = async (ulid: string) =>
  queryRows<{ user_id: number }>(
    t.db,
    `select m.user_id from battle_members m join battles b on b.id = m.battle_id
      where b.ulid = '${ulid}' order by m.seat`,
  );

describe('self-exclusion leaves the battles that have not started', () => {
  it('cancels the own battle (everyone refunded) and frees the seat in another, refunded', async () => {
    const x = await fundedPlayer(t.app);
    const joiner = await fundedPlayer(t.app);
    const host = await fundedPlayer(t.app);
    const start = {
      x: (await ledgerCheck(t.db, x.userId)).balance,
      joiner: (await ledgerCheck(t.db, joiner.userId)).balance,
      host: (await ledgerCheck(t.db, host.userId)).balance,
    };
    const caseId = cases[0]!.id;
    const own = await create(t.app, x.token, { case_ids: [caseId], seats: 3 });
    expect((await post(t.app, '/join', joiner.token, { battle_ulid: own })).status).toBe(200);
    const theirs = await create(t.app, host.token, { case_ids: [caseId], seats: 3 });
    expect((await post(t.app, '/join', x.token, { battle_ulid: theirs })).status).toBe(200);
    expect((await ledgerCheck(t.db, x.userId)).balance).toBeLessThan(start.x);

    const excluded = await t.app.inject({
      method: 'POST',
      url: '/v1/users/self-exclusion',
      headers: bearer(x.token),
      payload: { period: '24h' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);

    expect((await getBattle(t.app, own, null)).battle).toMatchObject({ status: 'cancelled' });
    expect((await getBattle(t.app, theirs, null)).battle).toMatchObject({ status: 'created' });
    expect((await seats(theirs)).map((s) => s.user_id)).toEqual([Number(host.userId)]);
    for (const [p, before] of [
      [x, start.x],
      [joiner, start.joiner],
    ] as const)
      expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: before, ledgerSum: before });
    const hostMoney = await ledgerCheck(t.db, host.userId);
    expect(hostMoney.balance).toBeLessThan(start.host);
    expect(hostMoney.balance).toBe(hostMoney.ledgerSum);

    // The cancelled battle cannot be joined, and the excluded player cannot take a seat again.
    expect((await post(t.app, '/join', host.token, { battle_ulid: own })).status).toBe(409);
    const again = await post(t.app, '/join', x.token, { battle_ulid: theirs });
    expect([again.status, (again.body as { data: { code: string } }).data.code]).toEqual([
      403,
      'self_excluded',
    ]);
  });
});
