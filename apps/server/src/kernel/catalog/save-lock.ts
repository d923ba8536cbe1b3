/**
 * The catalog's save lock (issue 44): every console save that changes what a case or an offer is worth — a case's
 * drop list or price, an item's price, an offer's contents or price — takes it first, then reads what it checks
 * inside the same transaction, so two saves never each check against the other's old state (write skew: two edits
 * each inside a bound, together above it). One lock for the whole catalog: a console save takes milliseconds.
 * Shared by modules/cases and modules/offers through the kernel.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** The advisory lock key of catalog saves (issue 44); other keys of the 570_0xx family name other saves. */
const CATALOG_SAVE_LOCK = 570_044;

/** Waits for and takes the catalog's save lock until `tx` ends. */
export async function lockCatalogSaves(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_SAVE_LOCK})`);
}
