/**
 * Run-time site settings the console changes (issue 30 "Running the shop"), read by every process: the tech-work
 * switch, feature flags, hidden header items, payment directions off, deposit bonus levels (their effective
 * values: kernel/site/runtime.ts). All rows of `site_settings` are read in one query and kept for 2 s per
 * process, so a change reaches every process within seconds; the writer drops this process's copy at once.
 */
import type { TechWorkState } from '@cases/domain/api/admin';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { dbCache } from '../../platform/db-cache.ts';

export const TECH_WORK_KEY = 'tech_work';
/** The keys of the settings the console saves (values: JSON as kernel/site/runtime.ts reads them). */
export const SETTING_KEYS = {
  techWork: TECH_WORK_KEY,
  featureFlags: 'feature_flags',
  headerItems: 'hidden_header_items',
  paymentDirections: 'payment_directions',
  bonusLevels: 'bonus_levels',
  experiments: 'experiments',
} as const;

const OFF: TechWorkState = { enabled: false, message: '', message_en: '' };
const cache = dbCache(2_000, (db) =>
  db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .then((rows) => new Map(rows.map((r) => [r.key, r.value]))),
);

/** The saved value of `key`, or undefined when the console never saved one (the environment's default holds). */
export async function siteSetting(db: DbOrTx, key: string): Promise<unknown> {
  return (await cache.get(db)).get(key);
}

/** The tech-work switch as it stands (off when never set). */
export async function techWork(db: DbOrTx): Promise<TechWorkState> {
  return {
    ...OFF,
    ...((await siteSetting(db, TECH_WORK_KEY)) as Partial<TechWorkState> | undefined),
  };
}

/** Drops this process's copy (after the console wrote a setting). */
export function forgetSiteSettings(db: DbOrTx): void {
  cache.forget(db);
}

/**
 * Saves `value` under `key` inside the caller's transaction (null removes the row: the default holds again),
 * after taking the settings' advisory lock; the value it replaced (null when none). The caller writes the
 * audit entry in the same transaction and calls `forgetSiteSettings` after the commit.
 */
export async function saveSiteSetting(
  tx: Tx,
  key: string,
  value: unknown,
  staffId: number,
): Promise<unknown> {
  await tx.execute(sql`select pg_advisory_xact_lock(570030)`);
  const [before] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(sql`${siteSettings.key} = ${key}`);
  if (value === null) await tx.delete(siteSettings).where(sql`${siteSettings.key} = ${key}`);
  else
    await tx
      .insert(siteSettings)
      .values({ key, value, updatedBy: staffId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedAt: new Date(), updatedBy: staffId },
      });
  return before?.value ?? null;
}
