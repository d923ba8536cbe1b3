/**
 * The battle pass's tasks (spec 001 §3 Task, §5 display rules; issue 28): each task's progress is the player's
 * season counter of its type (issue 43: kept by the triggers of migration 0037 in the very statement that records
 * a play, so never a recount of the history, and never a play counted twice or missed after a crash), and its
 * reward is paid once: the finished
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
import { seasonCounters, type SeasonRow } from '../../kernel/season/season.ts';

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

/**
 * The player's progress on `task` from their season counters (`seasonCounters`): a `case` task sums the
 * counters of the cases it names (slugs unknown to the catalog count nothing), or of every case when it names
 * none — as many entries as cases, not drops; any other task reads its type's counter.
 */
async function progressOf(
  db: DbOrTx,
  counters: ReadonlyMap<string, number>,
  task: TaskRow,
): Promise<number> {
  if (task.type !== 'case') return counters.get(`${task.type}:0`) ?? 0;
  let sum = 0;
  if (task.options.ids.length === 0) {
    for (const [key, amount] of counters) if (key.startsWith('case:')) sum += amount;
    return sum;
  }
  const snap = await snapshot(db);
  for (const slug of new Set(task.options.ids)) {
    const e = snap.byKey.get(slug);
    if (e) sum += counters.get(`case:${e.row.id}`) ?? 0;
  }
  return sum;
}

/** Ids of the tasks the player has been paid for. */
async function doneTaskIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ taskId: seasonTaskDone.taskId })
    .from(seasonTaskDone)
    .where(eq(seasonTaskDone.userId, userId));
  return new Set(rows.map((r) => r.taskId));
}

/**
 * Every task's state for the player (visitors: progress 0, nothing done), from their season counters when the
 * caller read them already (`seasonCounters`), else read here.
 */
export async function taskStates(
  db: DbOrTx,
  season: SeasonRow,
  userId: number | null,
  counters?: ReadonlyMap<string, number>,
): Promise<TaskState[]> {
  const tasks = await tasksOf(db, season.id);
  if (userId === null) return tasks.map((task) => ({ task, current: 0, done: false }));
  const [done, progress] = await Promise.all([
    doneTaskIds(db, userId),
    counters ?? seasonCounters(db, userId, season.id),
  ]);
  return Promise.all(
    tasks.map(async (task) => ({
      task,
      current: await progressOf(db, progress, task),
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
 * looked at: what a play settles after it (an opening can move `case` tasks and no others). Either way two
 * reads (the paid tasks and the counters), whatever the player's history (issues 32, 43). Returns the tasks
 * paid now.
 */
export async function settleTasks(
  db: Db,
  season: SeasonRow,
  userId: number,
  only?: readonly TaskType[],
): Promise<number> {
  let states: TaskState[];
  if (only) {
    const tasks = (await allTasks.get(db)).filter(
      (t) => t.seasonId === season.id && only.includes(t.type as TaskType),
    );
    if (tasks.length === 0) return 0;
    const [done, counters] = await Promise.all([
      doneTaskIds(db, userId),
      seasonCounters(db, userId, season.id),
    ]);
    states = await Promise.all(
      tasks
        .filter((task) => !done.has(task.id))
        .map(async (task) => ({
          task,
          current: await progressOf(db, counters, task),
          done: false,
        })),
    );
  } else states = await taskStates(db, season, userId);
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
