/**
 * Giving a visitor a variant (spec 000 §7 experiment service): deterministic — SHA-256 of `<experiment>/<subject>`,
 * its first 32 bits modulo 100 against the variants' cumulative shares — and, for a player, sticky: the first answer
 * is written to `experiment_assignments` (one row however many requests race, the primary key) and read back from
 * then on, so a later change of the shares never moves a player. Subjects: `u:<user id>` for a player; a signed-out
 * device (`d:<device id>`) gets the hash's variant, computed each time and never written.
 */
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { experimentAssignments } from '../../db/schema/index.ts';
import type { ExperimentDef } from './definitions.ts';

/** The bucket 0–99 of `subject` in `experiment`. */
export function bucketOf(experiment: string, subject: string): number {
  return createHash('sha256').update(`${experiment}/${subject}`).digest().readUInt32BE(0) % 100;
}

/** The variant whose share holds `bucket` (the variants in their order; the last when the shares fall short). */
export function variantAt(
  def: Pick<ExperimentDef, 'variants' | 'weights'>,
  bucket: number,
): string {
  let upTo = 0;
  for (const v of def.variants) {
    upTo += def.weights[v.key] ?? 0;
    if (bucket < upTo) return v.key;
  }
  return def.variants[def.variants.length - 1]!.key;
}

/** The subject's variant of `def`: the one written before, else a new one written now. */
export async function assignVariant(
  db: DbOrTx,
  def: ExperimentDef,
  subject: string,
  userId: number | null,
): Promise<string> {
  const before = await assignedVariant(db, def.key, subject);
  if (before !== null) return before;
  const variant = variantAt(def, bucketOf(def.key, subject));
  const [created] = await db
    .insert(experimentAssignments)
    .values({ experiment: def.key, subject, userId, variant })
    .onConflictDoNothing()
    .returning({ variant: experimentAssignments.variant });
  if (created) return created.variant;
  return (await assignedVariant(db, def.key, subject)) ?? variant;
}

/** The variant written for the subject, or null when it was never given one. */
export async function assignedVariant(
  db: DbOrTx,
  experiment: string,
  subject: string,
): Promise<string | null> {
  const [row] = await db
    .select({ variant: experimentAssignments.variant })
    .from(experimentAssignments)
    .where(
      and(
        eq(experimentAssignments.experiment, experiment),
        eq(experimentAssignments.subject, subject),
      ),
    );
  return row?.variant ?? null;
}

export const userSubject = (userId: number) => `u:${userId}`;
export const deviceSubject = (deviceId: string) => `d:${deviceId}`;
