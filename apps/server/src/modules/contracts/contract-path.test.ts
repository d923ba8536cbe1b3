/**
 * Issue 32: a contract is one statement (`sign_contract`, migration 0030) that trusts neither the
 * remembered session nor the remembered seed pair. A session revoked elsewhere is refused and changes
 * nothing; a pair moved on elsewhere is drawn with again, so the contract carries the active pair's next
 * nonce and the revealed seed recomputes its band roll; the credit and coins equal their ledgers.
 */
import { roll, sha256Hex } from '@cases/domain/fairness';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  nearestRow,
  ordinaryRows,
  putItems,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import { coinCheck, gameState, revealSeed } from '../../test/item-games-fixtures.ts';

const t = fileTestApp();
let catalog: CatalogRow[];
beforeAll(async () => {
  catalog = await ordinaryRows(t.db);
});

const sign = (token: string, itemIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/contracts/sign',
    headers: bearer(token),
    payload: { item_ids: itemIds },
  });
const inputsOf = async (userId: string) =>
  (await putItems(t.db, userId, Array(3).fill(nearestRow(catalog, 30_000).id))).map((r) => r.id);

describe('the one-statement contract', () => {
  it('refuses a remembered session revoked elsewhere, changing nothing', async () => {
    const p = await register(t.app);
    expect((await sign(p.token, await inputsOf(p.userId))).statusCode).toBe(200);
    const second = await inputsOf(p.userId);
    const before = await gameState(t.db, p.userId);
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    const refused = await sign(p.token, second);
    expect([refused.statusCode, refused.json().data.code]).toEqual([401, 'authentication']);
    expect(await gameState(t.db, p.userId)).toEqual(before);
  });

  it('draws with the active pair after it moved on elsewhere, and the revealed seed recomputes it', async () => {
    const p = await register(t.app);
    const first = await sign(p.token, await inputsOf(p.userId));
    expect(first.statusCode, first.body).toBe(200);
    // Another process's game used two nonces of the pair this process remembers.
    await queryRows(
      t.db,
      `update fairness_seeds set nonce = nonce + 2 where user_id = ${p.userId} and revealed_at is null`,
    );
    const res = await sign(p.token, await inputsOf(p.userId));
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = [first.json(), res.json()];
    expect(b.nonce).toBe(a.nonce + 3);
    const revealed = await revealSeed(t.app, p.token);
    expect(sha256Hex(revealed)).toBe(b.server_seed_hash);
    for (const c of [a, b])
      expect(roll(revealed, c.client_seed, c.nonce, 'contract', 0)).toBe(c.band_roll);
    const [stored] = await queryRows<{ nonce: number; credit: string }>(
      t.db,
      `select nonce, credit::text from contracts where id = ${Number(b.contract_id)}`,
    );
    expect(stored).toEqual({ nonce: b.nonce, credit: String(Math.round(b.credit * 100)) });
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
    const coins = await coinCheck(t.db, p.userId);
    expect(coins.coins).toBe(coins.ledger);
    expect(coins.coins).toBe(a.coins + b.coins);
  });
});
