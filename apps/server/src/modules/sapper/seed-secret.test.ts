/**
 * The seed of an open mines game stays secret (issue 11 "Techies", docs/fairness.md): its layout comes
 * from the active pair, so a rotation or a client-seed change while a game is open would reveal where
 * the mines are. Both are refused with 409 mines_game_open and change nothing; once the game ends they
 * work. Starts racing rotations (in parallel, truly so on PostgreSQL) never leave an open game on a
 * revealed pair.
 */
import { sha256Hex } from '@cases/domain/fairness';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../../platform/auth.ts';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true' });

const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const rotate = (token: string) => post(token, '/v1/provably-fair/seeds/rotate');
const setClientSeed = (token: string) =>
  post(token, '/v1/provably-fair/seeds/client', { client_seed: 'my-own-seed' });

/** The player's seed pairs: active hash, revealed hashes. */
async function pairs(userId: string) {
  const rows = await queryRows<{ hash: string; revealed: boolean; nonce: number }>(
    t.db,
    `select server_seed_hash as hash, revealed_at is not null as revealed, nonce
       from fairness_seeds where user_id = ${Number(userId)} order by id`,
  );
  return rows;
}

describe('the seed pair while a mines game is open', () => {
  it('refuses rotation and a client-seed change (409 mines_game_open), then allows both', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const start = await post(p.token, '/v1/sapper/start', { amount: 100, mines: 20 });
    expect(start.statusCode, start.body).toBe(200);
    const before = await pairs(p.userId);

    for (const res of [await rotate(p.token), await setClientSeed(p.token)]) {
      expect([res.statusCode, res.json().data.code]).toEqual([409, 'mines_game_open']);
      expect(res.body).not.toContain('server_seed"');
    }
    expect(await pairs(p.userId)).toEqual(before);
    const revealed = await t.app.inject({
      method: 'GET',
      url: '/v1/provably-fair/seeds/history',
      headers: bearer(p.token),
    });
    expect(revealed.body).not.toContain(start.json().game.server_seed_hash);

    // The game ends (cash-out needs a safe cell: with 20 mines the first reveal may lose it instead).
    const reveal = await post(p.token, '/v1/sapper/reveal', { cell: 0 });
    if (reveal.json().game.status === 'open') await post(p.token, '/v1/sapper/cashout');
    const rotated = await rotate(p.token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(sha256Hex(rotated.json().previous.server_seed)).toBe(start.json().game.server_seed_hash);
    expect((await setClientSeed(p.token)).statusCode).toBe(200);
  });

  it('starts racing rotations never leave an open game on a revealed pair', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 1000);
    // Separate sessions of one player, so the per-session guard does not decide the race.
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => issueToken(t.db, Number(p.userId), { ttlS: 3600 })),
    );
    // The rotations leave 0–60 ms after the start, so some land before it, some during, some after.
    for (const delay of [0, 5, 10, 20, 30, 45, 60]) {
      const later = async <T>(call: () => Promise<T>): Promise<T> => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return call();
      };
      const answers = await Promise.all([
        post(tokens[0]!, '/v1/sapper/start', { amount: 10, mines: 3 }),
        later(() => rotate(tokens[1]!)),
        later(() => setClientSeed(tokens[2]!)),
        rotate(tokens[3]!),
      ]);
      for (const a of answers) expect([200, 409, 429], a.body).toContain(a.statusCode);
      const [game] = await queryRows<{ id: number; hash: string }>(
        t.db,
        `select id, server_seed_hash as hash from sapper_games where user_id = ${Number(p.userId)} and status = 'open'`,
      );
      if (game) {
        const [pair] = await queryRows<{ revealed: boolean }>(
          t.db,
          `select revealed_at is not null as revealed from fairness_seeds where server_seed_hash = '${game.hash}'`,
        );
        expect(pair).toEqual({ revealed: false });
        await queryRows(t.db, `update sapper_games set status = 'lost' where id = ${game.id}`);
      }
    }
  });
});
