/**
 * Issue 14 "The open path": an opening is one statement that trusts neither the remembered session nor
 * the remembered seed pair. A session revoked or expired elsewhere (another process) is refused at once
 * and charges nothing; a pair moved on elsewhere (a rotation, another game's nonce) is rolled with
 * again, so every drop carries the active pair and the next nonce, once each.
 */
import { roll, sha256Hex } from '@cases/domain/fairness';
import { describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { activeSeedPair } from '../../kernel/fairness/seed-pairs.ts';
import { openCaseStatement } from './open-statement.ts';

const t = fileTestApp();

interface Drop {
  id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  roll: number;
}

async function player(cases: number) {
  const { cheapest } = await pickCases(t.app);
  const p = await register(t.app);
  const price = Math.round(cheapest.price_data.price * 100);
  await topUp(t.app, p.token, (price * cases) / 100);
  const open = () =>
    t.app.inject({
      method: 'POST',
      url: `/v1/cases/${cheapest.slug}/open`,
      headers: bearer(p.token),
      payload: { multi_open: 1 },
    });
  return { ...p, price, open };
}

describe('the one-statement opening', () => {
  it('refuses a remembered session revoked or expired elsewhere, charging nothing', async () => {
    const p = await player(5);
    expect((await p.open()).statusCode).toBe(200);
    // Revoked by another process: this one still remembers the token.
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    const refused = await p.open();
    expect([refused.statusCode, refused.json().data.code]).toEqual([401, 'authentication']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({
      balance: p.price * 4,
      ledgerSum: p.price * 4,
    });
    // Forgotten after the refusal: the next call asks the sessions table again.
    const again = await p.open();
    expect([again.statusCode, again.json().data.code]).toEqual([401, 'authentication']);

    const q = await player(5);
    expect((await q.open()).statusCode).toBe(200);
    await queryRows(
      t.db,
      `update sessions set expires_at = now() - interval '1 second' where user_id = ${q.userId}`,
    );
    expect((await q.open()).statusCode).toBe(401);
    const [held] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from inventory_items where user_id = ${q.userId}`,
    );
    expect(held!.n).toBe(1);
  });

  it('slides a remembered session’s expiry in the opening’s statement', async () => {
    const p = await player(3);
    expect((await p.open()).statusCode).toBe(200);
    await queryRows(
      t.db,
      `update sessions set last_used_at = now() - interval '20 days', expires_at = now() + interval '10 days' where user_id = ${p.userId}`,
    );
    expect((await p.open()).statusCode).toBe(200);
    const [row] = await queryRows<{ days: number }>(
      t.db,
      `select extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = ${p.userId}`,
    );
    expect(Number(row!.days)).toBeGreaterThan(29.9);
  });

  it('rolls with the active pair and the next nonce after the pair moved on elsewhere', async () => {
    const p = await player(6);
    const first = (await p.open()).json<{ drops: Drop[] }>().drops[0]!;
    expect(first.nonce).toBe(0);
    // Another process's game used two nonces of the pair this process remembers.
    await queryRows(
      t.db,
      `update fairness_seeds set nonce = nonce + 2 where user_id = ${p.userId} and revealed_at is null`,
    );
    const second = (await p.open()).json<{ drops: Drop[] }>().drops[0]!;
    expect([second.server_seed_hash, second.nonce]).toEqual([first.server_seed_hash, 3]);
    // Rotated (reveals the pair and starts a new one at nonce 0).
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/v1/provably-fair/seeds/rotate',
      headers: bearer(p.token),
    });
    expect(rotated.statusCode).toBe(200);
    const third = (await p.open()).json<{ drops: Drop[] }>().drops[0]!;
    expect(third.nonce).toBe(0);
    expect(third.server_seed_hash).not.toBe(first.server_seed_hash);
    // The revealed seed recomputes the drops rolled with it, and the inventory holds what was shown.
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/provably-fair/seeds/history',
        headers: bearer(p.token),
      })
    ).json<{ seeds: { server_seed: string; server_seed_hash: string }[] }>().seeds;
    const revealed = history.find((s) => s.server_seed_hash === first.server_seed_hash)!;
    expect(sha256Hex(revealed.server_seed)).toBe(first.server_seed_hash);
    for (const d of [first, second])
      expect(roll(revealed.server_seed, d.client_seed, d.nonce, 'case', 0)).toBe(d.roll);
    const rows = await queryRows<{ id: string; nonce: number; roll: number; hash: string }>(
      t.db,
      `select id::text, nonce, roll, server_seed_hash as hash from inventory_items
       where user_id = ${p.userId} order by id`,
    );
    expect(rows.map((r) => [r.id, r.nonce, r.roll, r.hash])).toEqual(
      [first, second, third].map((d) => [d.id, d.nonce, d.roll, d.server_seed_hash]),
    );
    expect(await ledgerCheck(t.db, p.userId)).toEqual({
      balance: p.price * 3,
      ledgerSum: p.price * 3,
    });
  });

  it('answers a remembered nonce that moved on with a status, before changing anything', async () => {
    // Raising instead aborted the transaction, and the server's next try on another pooled
    // connection met the advisory lock the aborting backend still held (429 fastOpen, two processes).
    const p = await player(2);
    const pair = await activeSeedPair(t.db, Number(p.userId));
    const [c] = await queryRows<{ id: number }>(
      t.db,
      `select id from cases where price > 0 limit 1`,
    );
    const answer = await openCaseStatement(t.db, {
      userId: Number(p.userId),
      tokenHash: null,
      caseId: c!.id,
      price: p.price,
      count: 1,
      exp: 1,
      reference: 'test',
      seeds: { ...pair, nonce: pair.nonce + 5 },
      drops: [{ i: 1, item: 'x', price: 1, nonce: pair.nonce + 5, roll: 0.5, coins: 0, rev: 1 }],
      currency: 'RUB',
      opensLimit: null,
      everyNOpenFree: null,
      timed: false,
    });
    expect(answer.out_status).toBe('seed_changed');
    expect(await ledgerCheck(t.db, p.userId)).toEqual({
      balance: p.price * 2,
      ledgerSum: p.price * 2,
    });
    const [after] = await queryRows<{ nonce: number; items: number }>(
      t.db,
      `select (select nonce from fairness_seeds where id = ${pair.id}) as nonce,
        (select count(*)::int from inventory_items where user_id = ${p.userId}) as items`,
    );
    expect(after).toEqual({ nonce: pair.nonce, items: 0 });
    // The route rolls again with the pair read afresh and opens.
    const opened = await p.open();
    expect(opened.statusCode).toBe(200);
  });
});
