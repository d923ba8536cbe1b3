/**
 * The season on the console's wire (issue 30; packages/domain/src/api/admin-content.ts): the season row with
 * its settings (snake_case keys on the wire, camelCase in `seasons.settings`), its levels and its tasks with
 * how many players finished each. Money in roubles (kopecks in the rows; a `money` task's goal too), coins
 * whole.
 */
import type { AdminSeason, AdminSeasonTask } from '@cases/domain/api/admin-season';
import type { TaskType } from '@cases/domain/api/event';
import { snakify } from '@cases/domain/casing';
import { toRoubles } from '@cases/domain/money';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { seasons, seasonTaskDone, type CaseReward } from '../../db/schema/index.ts';
import { levelsOf } from './pass.ts';
import { tasksOf, type TaskRow } from './tasks.ts';

export type SeasonDbRow = typeof seasons.$inferSelect;

const rewards = (r: { rewardMoney: number; rewardCoins: number; rewardCases: CaseReward[] }) => ({
  reward_money: toRoubles(r.rewardMoney),
  reward_coins: r.rewardCoins,
  reward_cases: r.rewardCases.map((c) => ({ case: c.case, amount: c.amount })),
});

export const seasonRowWire = (s: SeasonDbRow, now = Date.now()) => ({
  id: String(s.id),
  slug: s.slug,
  starts_at: s.startsAt.toISOString(),
  ends_at: s.endsAt.toISOString(),
  edited_at: s.editedAt?.toISOString() ?? null,
  running: s.startsAt.getTime() <= now && s.endsAt.getTime() > now,
});

export const taskWire = (t: TaskRow, done: number): AdminSeasonTask => ({
  id: String(t.id),
  level: t.level,
  position: t.position,
  type: t.type as TaskType,
  goal: t.type === 'money' ? toRoubles(t.goal) : t.goal,
  case_ids: t.options.ids,
  description: t.description,
  description_en: t.descriptionEn,
  ...rewards(t),
  done_count: done,
});

/** How many players finished each of `taskIds`. */
export async function doneCounts(db: DbOrTx, taskIds: number[]): Promise<Map<number, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ taskId: seasonTaskDone.taskId, n: count() })
    .from(seasonTaskDone)
    .where(inArray(seasonTaskDone.taskId, taskIds))
    .groupBy(seasonTaskDone.taskId);
  return new Map(rows.map((r) => [r.taskId, r.n]));
}

/** All seasons, first starting first. */
export function allSeasons(db: DbOrTx): Promise<SeasonDbRow[]> {
  return db.select().from(seasons).orderBy(asc(seasons.startsAt), asc(seasons.id));
}

/** The season `id` with its levels and tasks, or null. */
export async function seasonDetail(db: DbOrTx, id: number): Promise<AdminSeason | null> {
  const [s] = await db.select().from(seasons).where(eq(seasons.id, id));
  if (!s) return null;
  const [levels, tasks] = await Promise.all([levelsOf(db, id), tasksOf(db, id)]);
  const done = await doneCounts(
    db,
    tasks.map((t) => t.id),
  );
  return {
    season: { ...seasonRowWire(s), settings: snakify(s.settings) as Record<string, unknown> },
    levels: levels.map((l) => ({ level: l.level, cost: l.cost, ...rewards(l) })),
    tasks: tasks.map((t) => taskWire(t, done.get(t.id) ?? 0)),
  };
}
