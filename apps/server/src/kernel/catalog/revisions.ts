/**
 * Reading a case revision (issue 30 "Catalog and odds, provably"): the drop list and price a roll used, as
 * published then (`case_revisions`, never changed once written), with the catalog items it names.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseRevisions } from '../../db/schema/index.ts';
import type { ItemRow, Snapshot } from './snapshot.ts';

export type RevisionRow = typeof caseRevisions.$inferSelect;

/** Revision `revision` of case `caseId`, or null. */
export async function caseRevision(
  db: DbOrTx,
  caseId: number,
  revision: number,
): Promise<RevisionRow | null> {
  const [row] = await db
    .select()
    .from(caseRevisions)
    .where(and(eq(caseRevisions.caseId, caseId), eq(caseRevisions.revision, revision)));
  return row ?? null;
}

/** Every revision of case `caseId`, oldest first. */
export function caseRevisionsOf(db: DbOrTx, caseId: number): Promise<RevisionRow[]> {
  return db
    .select()
    .from(caseRevisions)
    .where(eq(caseRevisions.caseId, caseId))
    .orderBy(asc(caseRevisions.revision));
}

/** A revision's drops with their catalog items (an item missing from the snapshot is skipped). */
export function revisionDrops(
  snap: Snapshot,
  rev: RevisionRow,
): { item: ItemRow; weight: number }[] {
  return rev.drops.flatMap((d) => {
    const item = snap.items.get(d.item);
    return item ? [{ item, weight: d.weight }] : [];
  });
}
