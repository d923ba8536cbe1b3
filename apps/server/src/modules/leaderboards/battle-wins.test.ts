/**
 * The "battles won" boards (issue 13): a win counts when a losing seat was another player. Wins over
 * bots the player called in (`POST /start`) do not count, so a board cannot be farmed against the
 * house; a win over another player counts once, however often the board is counted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  battleCaseCards,
  create,
  fundedPlayer,
  post,
  waitForStatus,
  type BattleCaseCard,
} from '../../test/battle-fixtures.ts';
import { bearer } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { testBoard, BATTLE_BOARDS_ENV } from '../../test/leaderboard-fixtures.ts';

const t = fileTestApp(BATTLE_BOARDS_ENV);
let cases: BattleCaseCard[];
beforeAll(async () => {
  cases = await battleCaseCards(t.app);
});

/** Plays a one-round 1v1 of the cheapest case: against `rival`, or bots when null; the winner's id. */
async function play(creator: { token: string }, rival: { token: string } | null) {
  const ulid = await create(t.app, creator.token, { case_ids: [cases[0]!.id], seats: 2 });
  const next = rival
    ? await post(t.app, '/join', rival.token, { battle_ulid: ulid })
    : await post(t.app, '/start', creator.token, { battle_ulid: ulid });
  expect(next.status, JSON.stringify(next.body)).toBe(200);
  const done = await waitForStatus(t.app, ulid, creator.token, 'finished');
  const winner = done.members.find((m) => done.winner_seats.includes(m.seat));
  return winner?.user?.id ?? null;
}

describe('battles won', () => {
  it('counts wins over another player, never wins over bots', async () => {
    const id = await testBoard(t.db, {
      type: 'battles_won',
      title: 'Гладиаторы',
      titleEn: 'Gladiators',
      description: 'weeklyBattles',
      image: '/leaderboards/weekly-battles.svg',
      fromMs: -3_600_000,
      toMs: 3_600_000,
    });
    const a = await fundedPlayer(t.app);
    const b = await fundedPlayer(t.app);
    const wins = new Map<string, number>();
    let botWins = 0;
    // Against bots until A has won twice there (a fair coin: 20 tries are plenty).
    for (let i = 0; i < 20 && botWins < 2; i += 1)
      if ((await play(a, null)) === a.userId) botWins += 1;
    expect(botWins).toBe(2);
    for (let i = 0; i < 3; i += 1) {
      const winner = await play(i % 2 === 0 ? a : b, i % 2 === 0 ? b : a);
      if (winner) wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    await t.app.leaderboards.sweep();
    await t.app.leaderboards.sweep();

    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/top/ranking/${id}`,
      headers: bearer(a.token),
    });
    const leaders = res.json<{ leaders: { user: { id: string; earn: number } | null }[] }>()
      .leaders;
    const scoreOf = (userId: string) => leaders.find((l) => l.user?.id === userId)?.user?.earn ?? 0;
    expect({ a: scoreOf(a.userId), b: scoreOf(b.userId) }).toEqual({
      a: wins.get(a.userId) ?? 0,
      b: wins.get(b.userId) ?? 0,
    });
  });
});
