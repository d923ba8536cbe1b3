/**
 * Issue 32: an upgrade is one statement (`upgrade_items`, migration 0029) that trusts neither the
 * remembered session nor the remembered seed pair. A session revoked elsewhere is refused and changes
 * nothing; a pair moved on elsewhere (another process's game, a rotation) is rolled with again, so the
 * answer carries the active pair and its next nonce and the revealed seed recomputes it; a balance part
 * no longer covered when the statement runs (two sessions at once) is refused whole: the stake stays,
 * the balance never goes below zero and equals its ledger.
 */
import { roll, sha256Hex } from '@cases/domain/fairness';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth.ts';
import { ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  nearestRow,
  ordinaryRows,
  putItems,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import { gameState, postUpgrade, revealSeed, statusById } from '../../test/item-games-fixtures.ts';

const t = fileTestApp();
let catalog: CatalogRow[];
beforeAll(async () => {
  catalog = await ordinaryRows(t.db);
});

const post = (token: string, payload: object) => postUpgrade(t.app, token, payload);
const near = (kopecks: number) => nearestRow(catalog, kopecks);

describe('the one-statement upgrade', () => {
  it('refuses a remembered session revoked elsewhere, changing nothing', async () => {
    const p = await register(t.app);
    const stake = near(5_000);
    const target = near(20_000);
    const [first, second] = await putItems(t.db, p.userId, [stake.id, stake.id]);
    expect(
      (await post(p.token, { item_ids: [first!.id], target_ids: [target.id] })).statusCode,
    ).toBe(200);
    const before = await gameState(t.db, p.userId);
    // Revoked by another process: this one still remembers the token.
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    const refused = await post(p.token, { item_ids: [second!.id], target_ids: [target.id] });
    expect([refused.statusCode, refused.json().data.code]).toEqual([401, 'authentication']);
    expect(await gameState(t.db, p.userId)).toEqual(before);
    // Forgotten after the refusal: the next call asks the sessions table again.
    const again = await post(p.token, { item_ids: [second!.id], target_ids: [target.id] });
    expect([again.statusCode, again.json().data.code]).toEqual([401, 'authentication']);
  });

  it('rolls with the active pair after it moved on elsewhere, and the revealed seed recomputes it', async () => {
    const p = await register(t.app);
    const stake = near(5_000);
    const target = near(12_000);
    const items = await putItems(t.db, p.userId, [stake.id, stake.id, stake.id]);
    const up = async (i: number) => {
      const res = await post(p.token, { item_ids: [items[i]!.id], target_ids: [target.id] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        nonce: number;
        roll: number;
        server_seed_hash: string;
        client_seed: string;
      }>();
    };
    const a = await up(0);
    // Another process's game used three nonces of the pair this process remembers.
    await queryRows(
      t.db,
      `update fairness_seeds set nonce = nonce + 3 where user_id = ${p.userId} and revealed_at is null`,
    );
    const b = await up(1);
    expect(b.nonce).toBe(a.nonce + 4);
    expect(b.server_seed_hash).toBe(a.server_seed_hash);
    const revealed = await revealSeed(t.app, p.token);
    expect(sha256Hex(revealed)).toBe(b.server_seed_hash);
    for (const r of [a, b])
      expect(roll(revealed, r.client_seed, r.nonce, 'upgrade', 0)).toBe(r.roll);
    // After the rotation the new pair is used from its first nonce.
    const c = await up(2);
    expect(c.server_seed_hash).not.toBe(b.server_seed_hash);
    expect(c.nonce).toBe(0);
    const [active] = await queryRows<{ nonce: number; hash: string }>(
      t.db,
      `select nonce, server_seed_hash as hash from fairness_seeds where user_id = ${p.userId} and revealed_at is null`,
    );
    expect(active).toEqual({ nonce: 1, hash: c.server_seed_hash });
  });

  it('two sessions staking balance parts the balance covers once: one upgrade, nothing lost', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 300);
    const stake = near(5_000);
    const target = near(60_000);
    const [a, b] = await putItems(t.db, p.userId, [stake.id, stake.id]);
    const other = await issueToken(t.db, Number(p.userId), { ttlS: 3600 });
    const results = await Promise.all([
      post(p.token, { item_ids: [a!.id], target_ids: [target.id], balance_amount: 200 }),
      post(other, { item_ids: [b!.id], target_ids: [target.id], balance_amount: 200 }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([200, 402]);
    expect(results.find((r) => r.statusCode === 402)!.json().data.code).toBe('balance_error');
    const statuses = await statusById(t.db, p.userId);
    const staked = [a!.id, b!.id].map((id) => statuses.get(id)).sort();
    expect(staked).toEqual(['EXCHANGED', 'progress']);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
    expect(money.balance).toBeGreaterThanOrEqual(0);
    const [count] = await queryRows<{ n: number; debits: number }>(
      t.db,
      `select (select count(*) from upgrades where user_id = ${p.userId})::int as n,
              (select count(*) from ledger where user_id = ${p.userId} and reason = 'upgrade')::int as debits`,
    );
    expect(count).toEqual({ n: 1, debits: 1 });
  });
});
