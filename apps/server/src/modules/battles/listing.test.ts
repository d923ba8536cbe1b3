/**
 * Battle lists and figures through HTTP (issue 10, spec 001 §7): `GET /battles` sorted by date and by
 * price in both directions with `has_next` across pages; `GET /cases` with `last_cases` and
 * `max_rounds`; and a player's finished battles on the profile calls (`/v1/battles`, `/best`,
 * `/statistic`, `/winrate`) and in `/v1/users/{id}/winrate`.
 */
import type { BattleViewWire } from '@cases/domain/api/battles';
import { toKopecks } from '@cases/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  B,
  battleCaseCards,
  fundedPlayer,
  create,
  getBattle,
  post,
  waitForStatus,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';
import { bearer } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const MAX_ROUNDS = 7;
const t = fileTestApp({
  BATTLE_ROUND_MS: '20',
  JOBS_POLL_S: '0.5',
  BATTLE_MAX_ROUNDS: String(MAX_ROUNDS),
});
let cases: BattleCaseCard[];
beforeAll(async () => {
  cases = await battleCaseCards(t.app);
});

const player = (roubles = 5_000) => fundedPlayer(t.app, roubles);

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function list(query: string) {
  const res = await get(`${B}/battles?${query}`);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ battles: BattleViewWire[]; has_next: boolean }>();
  return { ulids: body.battles.map((b) => b.ulid), hasNext: body.has_next, battles: body.battles };
}

describe('GET /battles-api/battles', () => {
  it('sorts by date and by price in both directions and pages with has_next', async () => {
    const [a, b] = await Promise.all([player(), player()]);
    const rounds = [
      [cases[1]!.id],
      [cases[0]!.id],
      [cases[2]!.id, cases[1]!.id],
      [cases[0]!.id, cases[0]!.id, cases[0]!.id],
      [cases[1]!.id],
    ];
    // Created one after another: creation order is date order.
    const made: { ulid: string; price: number; i: number }[] = [];
    for (const [i, caseIds] of rounds.entries()) {
      const ulid = await create(t.app, (i % 2 === 0 ? a : b).token, {
        case_ids: caseIds,
        seats: 2,
      });
      const price = toKopecks((await getBattle(t.app, ulid, null)).battle!.price);
      made.push({ ulid, price, i });
    }
    // A cancelled one is listed only when asked for.
    const gone = await create(t.app, a.token, { case_ids: [cases[0]!.id], seats: 3 });
    expect((await post(t.app, '/cancel_start', a.token, { battle_ulid: gone })).status).toBe(200);

    const byDate = made.map((m) => m.ulid);
    const byPrice = [...made].sort((x, y) => x.price - y.price || x.i - y.i).map((m) => m.ulid);
    // Sanity: the two orders differ, so a sort that ignored `sort` would fail below.
    expect(byPrice).not.toEqual(byDate);

    expect((await list('sort=date&direction=0&per_page=50')).ulids).toEqual(byDate);
    expect((await list('sort=date&direction=1&per_page=50')).ulids).toEqual([...byDate].reverse());
    expect((await list('sort=price&direction=0&per_page=50')).ulids).toEqual(byPrice);
    expect((await list('sort=price&direction=1&per_page=50')).ulids).toEqual(
      [...byPrice].reverse(),
    );
    const ascPrices = (await list('sort=price&direction=0&per_page=50')).battles.map((x) =>
      toKopecks(x.price),
    );
    expect(ascPrices).toEqual([...ascPrices].sort((x, y) => x - y));
    // Defaults: date, newest first.
    expect((await list('per_page=50')).ulids).toEqual([...byDate].reverse());

    // Pages of 2 over 5 battles: 2 + 2 + 1, has_next true, true, false; together the whole list.
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(await list(`sort=price&direction=1&per_page=2&page=${page}`));
    expect(pages.map((p) => [p.ulids.length, p.hasNext])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ]);
    expect(pages.flatMap((p) => p.ulids)).toEqual([...byPrice].reverse());
    // Exactly one full page: no next page.
    expect((await list('per_page=5')).hasNext).toBe(false);
    expect((await list('per_page=4')).hasNext).toBe(true);
    expect(await list('per_page=2&page=4')).toMatchObject({ ulids: [], hasNext: false });

    // Status filter: the cancelled battle alone, or with the open ones.
    expect((await list('statuses[]=cancelled')).ulids).toEqual([gone]);
    expect(
      (await list('statuses[]=cancelled&statuses[]=created&sort=date&direction=0')).ulids,
    ).toEqual([...byDate, gone]);

    for (const bad of ['direction=2', 'sort=name', 'page=0', 'per_page=51'])
      expect((await get(`${B}/battles?${bad}`)).statusCode).toBe(400);
  });
});

describe('GET /battles-api/cases', () => {
  it('answers max_rounds from the configuration and the player’s last cases', async () => {
    const visitor = await get(`${B}/cases`);
    expect(visitor.json()).toMatchObject({ last_cases: [], max_rounds: MAX_ROUNDS });

    const [a, other] = await Promise.all([player(), player()]);
    const lastOf = async (token: string) =>
      (await get(`${B}/cases`, token))
        .json<{ last_cases: BattleCaseCard[] }>()
        .last_cases.map((c) => c.id);
    expect(await lastOf(a.token)).toEqual([]);

    await create(t.app, a.token, { case_ids: [cases[1]!.id, cases[0]!.id], seats: 2 });
    await create(t.app, a.token, {
      case_ids: [cases[2]!.id, cases[0]!.id, cases[2]!.id],
      seats: 2,
    });
    // Most recent battle first, its rounds in order, without repeats.
    expect(await lastOf(a.token)).toEqual([cases[2]!.id, cases[0]!.id, cases[1]!.id]);
    // Somebody else's picks are not mine; the cards are whole case cards.
    await create(t.app, other.token, { case_ids: [cases[3]!.id], seats: 2 });
    expect(await lastOf(a.token)).toEqual([cases[2]!.id, cases[0]!.id, cases[1]!.id]);
    expect(await lastOf(other.token)).toEqual([cases[3]!.id]);
    const card = (await get(`${B}/cases`, a.token)).json<{ last_cases: BattleCaseCard[] }>()
      .last_cases[0]!;
    expect(card).toMatchObject({ slug: cases[2]!.slug, price_data: cases[2]!.price_data });

    // max_rounds is the limit create enforces.
    const full = Array<string>(MAX_ROUNDS).fill(cases[0]!.id);
    expect((await post(t.app, '/battles', a.token, { case_ids: full, seats: 2 })).status).toBe(200);
    const over = await post(t.app, '/battles', a.token, {
      case_ids: [...full, cases[0]!.id],
      seats: 2,
    });
    expect([over.status, (over.body.data as { code: string }).code]).toEqual([
      400,
      'error_too_many_rounds',
    ]);
  });
});

/** What one player's finished battle gave them, from the battle itself. */
function outcome(b: BattleViewWire, userId: string) {
  const seat = b.members.find((m) => m.user?.id === userId)!.seat;
  const won = b.winner_seats.includes(seat);
  const w = b.winnings.find((x) => x.seat === seat);
  return { ulid: b.ulid, won, total: w ? toKopecks(w.total) : 0, b };
}

describe('profile battle calls for a player with finished battles', () => {
  it('list, pick the best, count and rate the battles', async () => {
    const [a, b] = await Promise.all([player(), player()]);
    const ulids: string[] = [];
    for (const isPrivate of [false, true, false]) {
      const ulid = await create(t.app, a.token, {
        case_ids: [cases[0]!.id, cases[1]!.id],
        seats: 2,
        is_private: isPrivate,
      });
      const key = (await getBattle(t.app, ulid, a.token)).battle!.key ?? undefined;
      expect((await post(t.app, '/join', b.token, { battle_ulid: ulid, key })).status).toBe(200);
      ulids.push(ulid);
    }
    const done: BattleViewWire[] = [];
    for (const ulid of ulids) done.push(await waitForStatus(t.app, ulid, a.token, 'finished'));
    // One of the two wins each 1v1.
    for (const d of done) expect(d.winner_seats).toHaveLength(1);

    for (const p of [a, b]) {
      const mine = done.map((d) => outcome(d, p.userId));
      const wins = mine.filter((m) => m.won);
      const q = `user_id=${p.userId}`;

      const stat = (await get(`/v1/battles/statistic?${q}`)).json<{ max_win: number }>();
      expect(stat).toMatchObject({
        all_count: 3,
        wins_count: wins.length,
        wins_percent: Math.round((wins.length / 3) * 100),
      });
      expect(toKopecks(stat.max_win)).toBe(Math.max(0, ...mine.map((m) => m.total)));
      expect((await get(`/v1/battles/winrate?${q}`)).json()).toEqual({
        win: wins.length,
        lose: 3 - wins.length,
      });
      // The profile win rate counts the battles (the player opened no case).
      expect((await get(`/v1/users/${p.userId}/winrate`)).json()).toEqual({
        win: wins.length,
        lose: 3 - wins.length,
      });

      // Finished battles, newest finish first; others see only the public ones.
      const newest = [...done]
        .map((d, i) => ({ d, i }))
        .sort((x, y) => y.d.finished_at!.localeCompare(x.d.finished_at!) || y.i - x.i)
        .map((x) => x.d.ulid);
      const own = await get(`/v1/battles?${q}&per_page=2`, p.token);
      expect(own.statusCode).toBe(200);
      const ownBody = own.json<{ battles: BattleViewWire[]; has_next: boolean }>();
      expect(ownBody.battles.map((x) => x.ulid)).toEqual(newest.slice(0, 2));
      expect(ownBody.has_next).toBe(true);
      expect(ownBody.battles.every((x) => x.status === 'finished' && x.rounds.length === 0)).toBe(
        true,
      );
      const page2 = (await get(`/v1/battles?${q}&per_page=2&page=2`, p.token)).json<{
        battles: BattleViewWire[];
        has_next: boolean;
      }>();
      expect([page2.battles.map((x) => x.ulid), page2.has_next]).toEqual([newest.slice(2), false]);
      const publicOnes = newest.filter((u) => u !== ulids[1]);
      for (const token of [undefined, (p === a ? b : a).token]) {
        const seen = (await get(`/v1/battles?${q}`, token)).json<{ battles: BattleViewWire[] }>();
        expect(seen.battles.map((x) => x.ulid)).toEqual(publicOnes);
      }

      // The best battle: the won one that paid most (the later one on a tie); public for others.
      const best = (from: typeof mine) =>
        [...from]
          .filter((m) => m.won)
          .sort((x, y) => y.total - x.total || ulids.indexOf(y.ulid) - ulids.indexOf(x.ulid))[0]
          ?.ulid ?? null;
      const bestOf = async (token?: string) =>
        (await get(`/v1/battles/best?${q}`, token)).json<{ battle: BattleViewWire | null }>().battle
          ?.ulid ?? null;
      expect(await bestOf(p.token)).toBe(best(mine));
      expect(await bestOf()).toBe(best(mine.filter((m) => !m.b.is_private)));
    }
    // Across both players every battle was won exactly once.
    const total = await Promise.all(
      [a, b].map(async (p) =>
        (await get(`/v1/battles/winrate?user_id=${p.userId}`)).json<{ win: number }>(),
      ),
    );
    expect(total[0]!.win + total[1]!.win).toBe(3);
  });

  it('answers empty figures for a player without battles and 404 for nobody', async () => {
    const p = await player(0);
    const q = `user_id=${p.userId}`;
    expect((await get(`/v1/battles/statistic?${q}`)).json()).toEqual({
      all_count: 0,
      max_win: 0,
      wins_count: 0,
      wins_percent: 0,
    });
    expect((await get(`/v1/battles?${q}`)).json()).toEqual({ battles: [], has_next: false });
    expect((await get(`/v1/battles/best?${q}`)).json()).toEqual({ battle: null });
    const none = await get('/v1/battles/statistic?user_id=999999999');
    expect([none.statusCode, none.json<{ data: { code: string } }>().data.code]).toEqual([
      404,
      'userNotFound',
    ]);
  });
});
