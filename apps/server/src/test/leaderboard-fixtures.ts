/**
 * A leaderboard for tests (issue 13): a `cases_spent` board over [now + fromMs, now + toMs) of a series
 * of its own, titled «Тест», minimum score 1, one prize (a catalog item id); any field overridable.
 * Returns its id. `waitUntilDue` waits until a board may be settled.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { openBoard, type NewBoard } from '../modules/leaderboards/boards.ts';
import { dueBoards } from '../modules/leaderboards/settle.ts';
import { waitUntil } from './wait.ts';

export function testBoard(
  db: Db,
  o: Partial<NewBoard> & { fromMs: number; toMs: number },
): Promise<number> {
  const now = Date.now();
  const { fromMs, toMs, ...fields } = o;
  return openBoard(db, {
    series: `test-${randomUUID()}`,
    type: 'cases_spent',
    title: 'Тест',
    titleEn: 'Test',
    description: 'dailySpent',
    image: '/leaderboards/daily-spent.svg',
    order: 9,
    minScore: 1,
    prizes: ['golden-atomic-ray-thrusters'],
    startsAt: new Date(now + fromMs),
    endsAt: new Date(now + toMs),
    ...fields,
  });
}

/**
 * Waits until the board falls due for settlement: its window ended `overlapMs` ago by the database's
 * clock (settle.ts compares with now() there, so no fake clock reaches it). Polls with a deadline.
 */
export async function waitUntilDue(db: Db, boardId: number, overlapMs: number): Promise<void> {
  await waitUntil(async () => (await dueBoards(db, overlapMs)).includes(boardId));
}

/** An app whose boards the test sweeps itself (no worker, 50 ms overlap) and whose battles have 100 ms rounds. */
export const BATTLE_BOARDS_ENV = {
  FEATURE_FLAGS: 'battles=true',
  BATTLE_ROUND_MS: '100',
  JOBS_POLL_S: '0.5',
  LEADERBOARDS_WORKER: 'false',
  LEADERBOARD_OVERLAP_S: '0.05',
};
