/**
 * Battle calls beside the main flow, through HTTP (issue 10, spec 001 §7): leaving a spectated room
 * (`POST /close`), the emoji limit, joining a chosen seat, `POST /start` by someone who is not the
 * creator, and each member's default client seed as the battle's fairness data shows it.
 */
import { battlePublicSeed } from '@cases/domain/battles/fairness';
import { BATTLE_EMOJI } from '@cases/domain/battles/rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  B,
  battleCaseCards,
  fundedPlayer,
  balanceOf,
  create,
  getBattle,
  post,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';
import { bearer, ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const EMOJI_PER_MIN = 3;
const t = fileTestApp({
  BATTLE_ROUND_MS: '60000',
  JOBS_POLL_S: '0.5',
  BATTLE_EMOJI_PER_MIN: String(EMOJI_PER_MIN),
});
let cases: BattleCaseCard[];
beforeAll(async () => {
  cases = await battleCaseCards(t.app);
});

const player = (roubles = 5_000) => fundedPlayer(t.app, roubles);

const balance = (token: string) => balanceOf(t.app, token);

const codeOf = (r: { status: number; body: Record<string, unknown> }) => [
  r.status,
  (r.body.data as { code?: string } | undefined)?.code,
];

/** `POST /open` or `/close` as a player (token) or a visitor told apart by their browser. */
async function watch(path: '/open' | '/close', ulid: string, who: { token?: string; ua?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${B}${path}`,
    headers: { ...(who.token ? bearer(who.token) : {}), 'user-agent': who.ua ?? 'test-browser' },
    payload: { battle_ulid: ulid },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

const spectatorRows = async (ulid: string) =>
  (
    await queryRows<{ viewer: string }>(
      t.db,
      sql`select s.viewer from battle_spectators s join battles b on b.id = s.battle_id where b.ulid = ${ulid} order by s.viewer`,
    )
  ).map((r) => r.viewer);

describe('POST /close', () => {
  it('stops counting only the closing viewer', async () => {
    const [a, s] = await Promise.all([player(), player(0)]);
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 2 });
    expect((await watch('/open', ulid, { token: s.token })).body).toEqual({ spectators: 1 });
    expect((await watch('/open', ulid, { ua: 'visitor-1' })).body).toEqual({ spectators: 2 });
    // The seated creator does not count as a spectator.
    expect((await watch('/open', ulid, { token: a.token })).body).toEqual({ spectators: 2 });
    expect(await spectatorRows(ulid)).toHaveLength(2);

    const closed = await watch('/close', ulid, { token: s.token });
    expect(closed).toEqual({ status: 200, body: { spectators: 1 } });
    expect(await spectatorRows(ulid)).toEqual([expect.stringMatching(/^a:/)]);
    expect((await getBattle(t.app, ulid, null)).battle!.spectators).toBe(1);
    // Closing twice changes nothing; another visitor's close does not remove the first visitor.
    expect((await watch('/close', ulid, { token: s.token })).body).toEqual({ spectators: 1 });
    expect((await watch('/close', ulid, { ua: 'visitor-2' })).body).toEqual({ spectators: 1 });
    expect((await watch('/close', ulid, { ua: 'visitor-1' })).body).toEqual({ spectators: 0 });
    expect(await spectatorRows(ulid)).toEqual([]);
    expect((await getBattle(t.app, ulid, null)).battle!.spectators).toBe(0);
    // Opening again counts again.
    expect((await watch('/open', ulid, { token: s.token })).body).toEqual({ spectators: 1 });
  });

  it('answers 404 for an unknown battle and another player’s private one', async () => {
    const [a, s] = await Promise.all([player(), player(0)]);
    const ulid = await create(t.app, a.token, {
      case_ids: [cases[0]!.id],
      seats: 2,
      is_private: true,
    });
    expect(codeOf(await watch('/close', ulid, { token: s.token }))).toEqual([404, 'dataNotFound']);
    expect(codeOf(await watch('/close', '01JD7Y8Q3ZK4M5N6P7Q8R9S0TV', {}))).toEqual([
      404,
      'dataNotFound',
    ]);
    expect(codeOf(await watch('/close', 'not-a-ulid', {}))[0]).toBe(400);
  });
});

describe('POST /emoji', () => {
  it(`answers 429 tooManyRequests after ${EMOJI_PER_MIN} a minute, per player`, async () => {
    const [a, b] = await Promise.all([player(), player()]);
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 3 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    const members = (await getBattle(t.app, ulid, null)).battle!.members;
    const idOf = (userId: string) => members.find((m) => m.user?.id === userId)!.member_id;
    const send = (token: string, memberId: string) =>
      post(t.app, '/emoji', token, {
        battle_ulid: ulid,
        content: BATTLE_EMOJI[0],
        member_id: memberId,
      });
    for (let i = 0; i < EMOJI_PER_MIN; i += 1) {
      const ok = await send(a.token, idOf(a.userId));
      expect(ok).toEqual({
        status: 200,
        body: { battle_ulid: ulid, content: BATTLE_EMOJI[0], member_id: idOf(a.userId) },
      });
    }
    expect(codeOf(await send(a.token, idOf(a.userId)))).toEqual([429, 'tooManyRequests']);
    expect(codeOf(await send(a.token, idOf(a.userId)))).toEqual([429, 'tooManyRequests']);
    // Another member has a limit of their own; someone else's seat is refused, not limited.
    expect((await send(b.token, idOf(b.userId))).status).toBe(200);
    expect(codeOf(await send(b.token, idOf(a.userId)))).toEqual([403, 'error_battle_authorize']);
  });
});

describe('joining a chosen seat', () => {
  it('takes the asked seat and refuses a taken one without charging', async () => {
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 3 });
    const joined = await post(t.app, '/join', b.token, { battle_ulid: ulid, seat: 3 });
    expect(joined.status).toBe(200);
    const seats = async () =>
      (await getBattle(t.app, ulid, null)).battle!.members.map((m) => [m.seat, m.user?.id]);
    expect(await seats()).toEqual([
      [1, a.userId],
      [3, b.userId],
    ]);

    const before = await balance(c.token);
    for (const seat of [3, 1])
      expect(codeOf(await post(t.app, '/join', c.token, { battle_ulid: ulid, seat }))).toEqual([
        409,
        'joining_battle',
      ]);
    // A seat the battle does not have (4 of 3) is refused the same way; 5 is not a seat at all.
    expect(codeOf(await post(t.app, '/join', c.token, { battle_ulid: ulid, seat: 4 }))).toEqual([
      409,
      'joining_battle',
    ]);
    expect((await post(t.app, '/join', c.token, { battle_ulid: ulid, seat: 5 })).status).toBe(400);
    expect(await balance(c.token)).toBe(before);
    expect(await seats()).toEqual([
      [1, a.userId],
      [3, b.userId],
    ]);
    // The free seat is still there for the asking; that fills the battle.
    expect((await post(t.app, '/join', c.token, { battle_ulid: ulid, seat: 2 })).status).toBe(200);
    const full = (await getBattle(t.app, ulid, null)).battle!;
    expect(full.members.map((m) => [m.seat, m.user?.id])).toEqual([
      [1, a.userId],
      [2, c.userId],
      [3, b.userId],
    ]);
    expect(full.status).toBe('started');
    for (const p of [a, b, c]) {
      const { balance, ledgerSum } = await ledgerCheck(t.db, p.userId);
      expect(ledgerSum).toBe(balance);
    }
  });
});

describe('POST /start by someone who is not the creator', () => {
  it('is refused with error_battle_authorize and changes nothing', async () => {
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 4 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    const before = (await getBattle(t.app, ulid, null)).battle!;
    const balances = await Promise.all([a, b, c].map((p) => balance(p.token)));

    // A member who is not the creator, and an outsider.
    for (const p of [b, c])
      expect(codeOf(await post(t.app, '/start', p.token, { battle_ulid: ulid }))).toEqual([
        403,
        'error_battle_authorize',
      ]);
    expect(codeOf(await post(t.app, '/start', null, { battle_ulid: ulid }))).toEqual([
      401,
      'error_battle_authorize',
    ]);

    const after = (await getBattle(t.app, ulid, null)).battle!;
    expect(after).toMatchObject({ status: 'created', started_at: null, public_seed: null });
    expect(after.members).toEqual(before.members);
    expect(after.members.filter((m) => m.is_bot)).toEqual([]);
    const drops = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from battle_drops d join battles b on b.id = d.battle_id where b.ulid = ${ulid}`,
    );
    expect(drops[0]!.n).toBe(0);
    expect(await Promise.all([a, b, c].map((p) => balance(p.token)))).toEqual(balances);
    // The creator still may.
    expect((await post(t.app, '/start', a.token, { battle_ulid: ulid })).body).toMatchObject({
      status: 'started',
    });
  });
});

describe('a member’s default client seed', () => {
  const seedsOf = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/v1/provably-fair/seeds', headers: bearer(token) })
    ).json<{ client_seed: string }>().client_seed;

  it('is the player’s current client seed when none is typed', async () => {
    const [a, b, c, d] = await Promise.all([player(), player(), player(), player()]);
    // The creator chose a client seed on the fairness page; the others keep theirs.
    const set = await t.app.inject({
      method: 'POST',
      url: '/v1/provably-fair/seeds/client',
      headers: bearer(a.token),
      payload: { client_seed: 'creator-own-seed' },
    });
    expect(set.statusCode).toBe(200);
    const bSeed = await seedsOf(b.token);
    // A player without an active pair yet: the battle uses the pair the fairness page then shows.
    await queryRows(t.db, sql`delete from fairness_seeds where user_id = ${Number(d.userId)}`);

    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 4 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    expect(
      (await post(t.app, '/join', c.token, { battle_ulid: ulid, client_seed: 'typed-seed' }))
        .status,
    ).toBe(200);
    expect((await post(t.app, '/join', d.token, { battle_ulid: ulid })).status).toBe(200);
    // Changing a seed afterwards does not touch the battle's.
    await t.app.inject({
      method: 'POST',
      url: '/v1/provably-fair/seeds/client',
      headers: bearer(b.token),
      payload: { client_seed: 'changed-later' },
    });

    const battle = (await getBattle(t.app, ulid, null)).battle!;
    expect(battle.status).toBe('started');
    const seeds = battle.members.map((m) => m.client_seed);
    expect(seeds).toEqual(['creator-own-seed', bSeed, 'typed-seed', await seedsOf(d.token)]);
    expect(battle.public_seed).toBe(battlePublicSeed(seeds));

    // A creator without an active pair: the same.
    const e = await player();
    await queryRows(t.db, sql`delete from fairness_seeds where user_id = ${Number(e.userId)}`);
    const own = await create(t.app, e.token, { case_ids: [cases[0]!.id], seats: 2 });
    const creatorSeed = (await getBattle(t.app, own, null)).battle!.members[0]!.client_seed;
    expect(creatorSeed).toBe(await seedsOf(e.token));
  });
});
