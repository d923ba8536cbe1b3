/**
 * The battle pass's task rows as the console edits them (issue 30; admin-task-routes.ts declares the calls and runs
 * each inside its season save): find a task's season, the next position in a level, a task locked for the save,
 * insert, update, and remove one nobody finished. Errors: 404 content_not_found (admin-save.ts notFound), 409
 * season_task_finished.
 */
import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { seasonTaskDone, seasonTasks } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { notFound } from './admin-save.ts';
import { doneCounts, taskWire } from './admin-wire.ts';

export type TaskValues = Omit<typeof seasonTasks.$inferInsert, 'id' | 'seasonId' | 'position'>;

/** The season of task `taskId`, else 404. */
export async function seasonOfTask(db: DbOrTx, taskId: number): Promise<number> {
  const [t] = await db
    .select({ seasonId: seasonTasks.seasonId })
    .from(seasonTasks)
    .where(eq(seasonTasks.id, taskId));
  if (!t) throw notFound();
  return t.seasonId;
}

/** The next position in a level of season `seasonId`. */
export async function nextPosition(tx: Tx, seasonId: number, level: number): Promise<number> {
  const [row] = await tx
    .select({ p: max(seasonTasks.position) })
    .from(seasonTasks)
    .where(and(eq(seasonTasks.seasonId, seasonId), eq(seasonTasks.level, level)));
  return (row?.p ?? -1) + 1;
}

/** Task `taskId` of season `seasonId`, locked for the save, as the console shows it; else 404. */
export async function lockedTask(tx: Tx, seasonId: number, taskId: number) {
  const [t] = await tx
    .select()
    .from(seasonTasks)
    .where(and(eq(seasonTasks.id, taskId), eq(seasonTasks.seasonId, seasonId)))
    .for('update');
  if (!t) throw notFound();
  return taskWire(t, (await doneCounts(tx, [t.id])).get(t.id) ?? 0);
}

/** Adds a task at the end of its level; the new row. */
export async function insertTask(tx: Tx, seasonId: number, values: TaskValues) {
  const [created] = await tx
    .insert(seasonTasks)
    .values({ seasonId, position: await nextPosition(tx, seasonId, values.level), ...values })
    .returning();
  return created!;
}

/** Writes a task's values and position. */
export async function updateTask(
  tx: Tx,
  taskId: number,
  values: TaskValues & { position: number },
): Promise<void> {
  await tx.update(seasonTasks).set(values).where(eq(seasonTasks.id, taskId));
}

/**
 * Deletes a task nobody finished; 409 season_task_finished otherwise. `doneCount` is what the locked task showed;
 * the done rows are read again, as they reference the task (the foreign key would refuse the delete).
 */
export async function removeTask(tx: Tx, taskId: number, doneCount: number): Promise<void> {
  const [done] = await tx
    .select({ taskId: seasonTaskDone.taskId })
    .from(seasonTaskDone)
    .where(eq(seasonTaskDone.taskId, taskId))
    .limit(1);
  if (doneCount > 0 || done)
    throw new AppError(409, 'season_task_finished', 'Players finished this task');
  await tx.delete(seasonTasks).where(eq(seasonTasks.id, taskId));
}
