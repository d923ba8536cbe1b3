/**
 * Page titles and descriptions an operator changed (issue 30 "Running the shop"): kept in `site_settings` under
 * `seo` as `{ [page key]: {title, description, title_en, description_en} }` (only the changed pages); the rest
 * keep the built-in texts (service.ts). Each process keeps what it read for 3 s; the saving process drops its
 * copy at once.
 */
import type { SeoTexts } from '@cases/domain/api/admin-content';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { dbCache } from '../../platform/db-cache.ts';

export const SEO_KEY = 'seo';
export type SeoOverrides = Record<string, SeoTexts>;

/** The saved overrides (empty when none). */
export async function savedSeo(db: DbOrTx): Promise<SeoOverrides> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SEO_KEY));
  return (row?.value as SeoOverrides | undefined) ?? {};
}

const cache = dbCache(3_000, savedSeo);

/** The overrides now (cached up to 3 s). */
export function seoOverrides(db: DbOrTx): Promise<SeoOverrides> {
  return cache.get(db);
}

/** Drops this process's copy (after a console save). */
export function forgetSeo(db: DbOrTx): void {
  cache.forget(db);
}
