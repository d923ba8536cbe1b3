/**
 * The FAQ as it stands (issue 30 "Running the shop"): the operator's texts saved in `site_settings` under
 * `faq` (both languages), else the built-in ones (faq.ts). Each process keeps what it read for 3 s, so a
 * console save reaches every process within seconds; the saving process drops its copy at once.
 */
import type { AdminFaq } from '@cases/domain/api/admin-content';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { dbCache } from '../../platform/db-cache.ts';
import { DEFAULT_FAQ } from './faq.ts';

export const FAQ_KEY = 'faq';

/** The FAQ saved in the console (null: never saved). */
export async function savedFaq(db: DbOrTx): Promise<AdminFaq | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, FAQ_KEY));
  return (row?.value as AdminFaq | undefined) ?? null;
}

const cache = dbCache(3_000, async (db) => {
  const saved = await savedFaq(db);
  return { faq: saved ?? DEFAULT_FAQ, edited: saved !== null };
});

/** The FAQ now (cached up to 3 s) and whether an operator saved it. */
export function currentFaq(db: DbOrTx): Promise<{ faq: AdminFaq; edited: boolean }> {
  return cache.get(db);
}

/** Drops this process's copy (after a console save). */
export function forgetFaq(db: DbOrTx): void {
  cache.forget(db);
}
