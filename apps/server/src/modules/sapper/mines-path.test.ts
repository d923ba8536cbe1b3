/**
 * Issue 32: a mines game starts in one statement (`start_mines`, migration 0031) that trusts neither the
 * remembered session nor the remembered seed pair, and each reveal or cash-out is one statement that
 * trusts the remembered game only while it is stored as remembered. A session revoked elsewhere is
 * refused and changes nothing; a pair moved on elsewhere lays the mines again from the active pair's next
 * nonce, and the layout recomputed from the revealed seed matches the hash committed at the start; a game
 * moved or ended elsewhere is read afresh: reveals from two sessions both count, a game cashed elsewhere
 * pays nothing more.
 */
import { sha256Hex } from '@cases/domain/fairness';
import { minesLayout, minesLayoutHash } from '@cases/domain/mines';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { revealSeed } from '../../test/item-games-fixtures.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true' });

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/sapper/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const gamesOf = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from sapper_games where user_id = ${userId}`,
    )
  )[0]!.n;

describe('one statement per mines move', () => {
  it('refuses a remembered session revoked elsewhere, changing nothing', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const first = await post(p.token, 'start', { amount: 10, mines: 24 });
    expect(first.statusCode, first.body).toBe(200);
    // Lost or not, the first game ends: a mine on every cell but one.
    const safe = Array.from({ length: 25 }, (_, i) => i);
    for (const cell of safe) {
      const r = await post(p.token, 'reveal', { cell });
      if (r.json().game.status !== 'open') break;
    }
    const money = await ledgerCheck(t.db, p.userId);
    const games = await gamesOf(p.userId);
    await queryRows(t.db, `update sessions set revoked_at = now() where user_id = ${p.userId}`);
    const refused = await post(p.token, 'start', { amount: 10, mines: 3 });
    expect([refused.statusCode, refused.json().data.code]).toEqual([401, 'authentication']);
    expect(await ledgerCheck(t.db, p.userId)).toEqual(money);
    expect(await gamesOf(p.userId)).toBe(games);
  });

  it('lays the mines from the active pair after it moved on elsewhere', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const first = (await post(p.token, 'start', { amount: 10, mines: 3 })).json().game;
    const layout1 = await finish(p.token);
    // Another process's game used two nonces of the pair this process remembers.
    await queryRows(
      t.db,
      `update fairness_seeds set nonce = nonce + 2 where user_id = ${p.userId} and revealed_at is null`,
    );
    const second = await post(p.token, 'start', { amount: 10, mines: 3 });
    expect(second.statusCode, second.body).toBe(200);
    const game = second.json().game;
    expect(game.nonce).toBe(first.nonce + 3);
    const layout2 = await finish(p.token);
    const revealed = await revealSeed(t.app, p.token);
    expect(sha256Hex(revealed)).toBe(game.server_seed_hash);
    for (const [g, shown] of [
      [first, layout1],
      [game, layout2],
    ] as const) {
      const layout = minesLayout(
        { serverSeed: revealed, clientSeed: g.client_seed, nonce: g.nonce },
        3,
      );
      expect([...layout].sort()).toEqual([...shown.layout].sort());
      expect(minesLayoutHash(layout, shown.salt)).toBe(g.layout_hash);
    }
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
  });
});

describe('moves on a game moved elsewhere', () => {
  it('reveals from two sessions at once both count, and a game cashed elsewhere pays once', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const other = await issueToken(t.db, Number(p.userId), { ttlS: 3600 });
    const started = (await post(p.token, 'start', { amount: 10, mines: 1 })).json().game;
    const safe = await safeCells(Number(started.id));
    const [a, b] = await Promise.all([
      post(p.token, 'reveal', { cell: safe[0]! }),
      post(other, 'reveal', { cell: safe[1]! }),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const [stored] = await queryRows<{ status: string; revealed: number[] }>(
      t.db,
      `select status, revealed from sapper_games where id = ${Number(started.id)}`,
    );
    expect(stored!.status).toBe('open');
    expect([...stored!.revealed].sort((x, y) => x - y)).toEqual([safe[0], safe[1]]);
    // Cashed by another process (its own statement): this process's cash-out finds no open game.
    await queryRows(
      t.db,
      `update sapper_games set status = 'cashed', finished_at = now() where id = ${Number(started.id)}`,
    );
    const late = await post(p.token, 'cashout');
    expect([late.statusCode, late.json().data.code]).toEqual([404, 'mines_no_game']);
    const [paid] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from ledger where reference = 'mines:${Number(started.id)}' and reason = 'mines_win'`,
    );
    expect(paid!.n).toBe(0);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
  });

  it('reveals after another process revealed a cell: the stored cells count, not the remembered ones', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const started = (await post(p.token, 'start', { amount: 10, mines: 1 })).json().game;
    const id = Number(started.id);
    const safe = await safeCells(id);
    // Another process revealed the first safe cell; this one still remembers none.
    await queryRows(t.db, `update sapper_games set revealed = '{${safe[0]}}' where id = ${id}`);
    const again = await post(p.token, 'reveal', { cell: safe[0]! });
    expect([again.statusCode, again.json().data.code]).toEqual([409, 'mines_cell_revealed']);
    const next = await post(p.token, 'reveal', { cell: safe[1]! });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().game.revealed).toEqual([safe[0], safe[1]]);
    const out = await post(p.token, 'cashout');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().game).toMatchObject({ status: 'cashed', revealed: [safe[0], safe[1]] });
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
    expect(out.json().balance).toBe(money.balance / 100);
  });
});

/** The safe cells of a stored game, in order. */
async function safeCells(id: number): Promise<number[]> {
  const [row] = await queryRows<{ layout: number[] }>(
    t.db,
    `select layout from sapper_games where id = ${id}`,
  );
  return Array.from({ length: 25 }, (_, i) => i).filter(
    (c) => !row!.layout.map(Number).includes(c),
  );
}

/** Plays the open game to its end (cell by cell); its revealed layout and salt. */
async function finish(token: string): Promise<{ layout: number[]; salt: string }> {
  for (let cell = 0; cell < 25; cell += 1) {
    const g = (await post(token, 'reveal', { cell })).json().game;
    if (g.status !== 'open') return { layout: g.mines_layout, salt: g.salt };
  }
  throw new Error('the game did not end');
}
