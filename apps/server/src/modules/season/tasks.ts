/**
 * The battle pass's tasks (spec 001 §3 Task, §5 display rules; issue 28): each task's progress is counted from
 * the tables of the area it is about (ports), never from a listener, and its reward is paid once: the finished
 * task's row (`season_task_done`, primary key player + task) is inserted in the transaction that pays it, so
 * settling again — on the next look at the pass, after the next opening, from another process — pays nothing.
 */
import type { TaskType } from '@cases/domain/api/event';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { seasonTaskDone, seasonTasks, type CaseReward } from '../../db/schema/index.ts';
import { credit } from '../../platform/ledger.ts';
import { grantFreeOpens } from '../../kernel/catalog/free-opens.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { dbCache } from '../../platform/db-cache.ts';
import type { SeasonRow } from '../../kernel/season/season.ts';
import type { SeasonPorts } from './ports.ts';

export type TaskRow = typeof seasonTasks.$inferSelect;

/** A task with the player's progress (`current` of `goal`) and whether its reward was paid. */
export interface TaskState {
  task: TaskRow;
  current: number;
  done: boolean;
}

/** The season's tasks in level and position order. */
export function tasksOf(db: DbOrTx, seasonId: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(seasonTasks)
    .where(eq(seasonTasks.seasonId, seasonId))
    .orderBy(asc(seasonTasks.level), asc(seasonTasks.position));
}

/**
 * Every season's tasks, kept 10 s: for settling after a play only (views read them fresh, so an
 * operator's edit shows at once; a play settles with it at most 10 s later, a look at the pass at once).
 */
const allTasks = dbCache(
  10_000,
  // async: a drizzle query runs again each time it is awaited; the cache must keep its answer.
  async (db) =>
    await db.select().from(seasonTasks).orderBy(asc(seasonTasks.level), asc(seasonTasks.position)),
);

/** Case ids of a task's `options.ids` (slugs), unknown ones left out. */
async function caseIdsOf(db: DbOrTx, task: TaskRow): Promise<number[]> {
  if (task.options.ids.length === 0) return [];
  const snap = await snapshot(db);
  return task.options.ids.flatMap((slug) => {
    const e = snap.byKey.get(slug);
    return e ? [e.row.id] : [];
  });
}

/** Ids of the tasks the player has been paid for. */
async function doneTaskIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ taskId: seasonTaskDone.taskId })
    .from(seasonTaskDone)
    .where(eq(seasonTaskDone.userId, userId));
  return new Set(rows.map((r) => r.taskId));
}

/** The player's progress on `task` inside the season's window, counted by its area's port. */
async function progressOf(
  db: DbOrTx,
  season: SeasonRow,
  userId: number,
  task: TaskRow,
  ports: SeasonPorts,
): Promise<number> {
  const counter = ports.taskProgress[task.type as TaskType];
  if (!counter) return 0;
  return counter(db, userId, season.startsAt, season.endsAt, await caseIdsOf(db, task));
}

/** Every task's state for the player (visitors: progress 0, nothing done). */
export async function taskStates(
  db: DbOrTx,
  season: SeasonRow,
  userId: number | null,
  ports: SeasonPorts,
): Promise<TaskState[]> {
  const tasks = await tasksOf(db, season.id);
  if (userId === null) return tasks.map((task) => ({ task, current: 0, done: false }));
  const done = await doneTaskIds(db, userId);
  return Promise.all(
    tasks.map(async (task) => ({
      task,
      current: await progressOf(db, season, userId, task, ports),
      done: done.has(task.id),
    })),
  );
}

/** Pays `cases` as granted free openings (case slugs unknown to the catalog are skipped). */
export async function grantCases(tx: Tx, userId: number, cases: CaseReward[]): Promise<void> {
  const snap = await snapshot(tx);
  for (const r of cases) {
    const e = snap.byKey.get(r.case);
    if (e && r.amount > 0) await grantFreeOpens(tx, userId, e.row.id, r.amount);
  }
}

/**
 * Pays every task the player has reached and not been paid for: per task one transaction that inserts the
 * finished row and, only if it was new, credits the reward (`pass_task`, RUB and COIN) and grants its cases.
 * With `only`, just the tasks of those types, read from a 10 s copy, and only those not yet paid are
 * counted: what a play settles after it (an opening can move `case` tasks and no others), for a query or
 * two instead of one per task (issue 32). Returns the tasks paid now.
 */
export async function settleTasks(
  db: Db,
  season: SeasonRow,
  userId: number,
  ports: SeasonPorts,
  only?: readonly TaskType[],
): Promise<number> {
  let states: TaskState[];
  if (only) {
    const tasks = (await allTasks.get(db)).filter(
      (t) => t.seasonId === season.id && only.includes(t.type as TaskType),
    );
    if (tasks.length === 0) return 0;
    const done = await doneTaskIds(db, userId);
    states = await Promise.all(
      tasks
        .filter((task) => !done.has(task.id))
        .map(async (task) => ({
          task,
          current: await progressOf(db, season, userId, task, ports),
          done: false,
        })),
    );
  } else states = await taskStates(db, season, userId, ports);
  let paid = 0;
  for (const s of states) {
    if (s.done || s.current < s.task.goal) continue;
    const won = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seasonTaskDone)
        .values({ userId, taskId: s.task.id })
        .onConflictDoNothing()
        .returning({ taskId: seasonTaskDone.taskId });
      if (inserted.length === 0) return false;
      const reference = `task:${s.task.id}`;
      if (s.task.rewardMoney > 0)
        await credit(tx, { userId, amount: s.task.rewardMoney, reason: 'pass_task', reference });
      if (s.task.rewardCoins > 0)
        await credit(tx, {
          userId,
          amount: s.task.rewardCoins,
          reason: 'pass_task',
          reference,
          currency: 'COIN',
        });
      await grantCases(tx, userId, s.task.rewardCases);
      return true;
    });
    if (won) paid += 1;
  }
  return paid;
}
