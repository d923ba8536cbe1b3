/**
 * Run-time site settings the console changes (issue 30 "Running the shop"), read by every process: the tech-work
 * switch. Each process keeps what it read for 2 s, so a change reaches all of them within seconds; the writer
 * (modules/console) drops this process's copy at once.
 */
import type { TechWorkState } from '@cases/domain/api/admin';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { dbCache } from '../../platform/db-cache.ts';

export const TECH_WORK_KEY = 'tech_work';
const OFF: TechWorkState = { enabled: false, message: '', message_en: '' };
const cache = dbCache(2_000, (db) =>
  db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, TECH_WORK_KEY))
    .then(([row]) => ({ ...OFF, ...(row?.value as Partial<TechWorkState> | undefined) })),
);

/** The tech-work switch as it stands (off when never set). */
export function techWork(db: DbOrTx): Promise<TechWorkState> {
  return cache.get(db);
}

/** Drops this process's copy (after the console wrote a setting). */
export function forgetSiteSettings(db: DbOrTx): void {
  cache.forget(db);
}
