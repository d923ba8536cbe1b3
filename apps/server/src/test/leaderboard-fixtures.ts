/**
 * A leaderboard for tests (issue 13): a `cases_spent` board over [now + fromMs, now + toMs) of a series
 * of its own, titled «Тест», minimum score 1, one prize (a catalog item id); any field overridable.
 * Returns its id.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { openBoard, type NewBoard } from '../modules/leaderboards/boards.ts';

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
