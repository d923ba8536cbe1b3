/**
 * Level cases of a player (case names in `lang`), spec 000 §3 User levels: the next locked one (`nextLevelCaseData`), the ones
 * that can be opened now (`availableCases`) and when the earliest claimed one opens again (`nearestCaseTime`).
 */
import type { Language } from '@cases/domain/api/site-web';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { freeCaseClaims } from '../../db/schema/index.ts';
import { localized } from '../../platform/lang.ts';
import { FREE_CASE_PERIOD_MS } from '@cases/domain/catalog';
import { snapshot } from '../../kernel/catalog/snapshot.ts';

export interface LevelCaseStatus {
  next: { caseName: string; link: string; id: string } | null;
  available: { caseName: string; link: string }[];
  /** ISO time the earliest claimed, unlocked level case opens again; null when none waits. */
  nearest: string | null;
}

export async function levelCaseStatus(
  db: DbOrTx,
  userId: number,
  userLevel: number,
  lang: Language = 'ru',
  now = Date.now(),
): Promise<LevelCaseStatus> {
  const [snap, claims] = await Promise.all([
    snapshot(db),
    db.select().from(freeCaseClaims).where(eq(freeCaseClaims.userId, userId)),
  ]);
  const lastOpened = new Map(claims.map((c) => [c.caseId, c.lastOpenedAt.getTime()]));
  const levelCases = snap.cases
    .filter((e) => e.row.level > 0 && e.row.available)
    .sort((a, b) => a.row.level - b.row.level);
  const link = (slug: string) => `/open/${slug}`;
  const nameOf = (e: { row: { name: string; nameEn: string | null } }) =>
    localized(lang, e.row.name, e.row.nameEn);
  const nextLocked = levelCases.find((e) => e.row.level > userLevel);
  const available: LevelCaseStatus['available'] = [];
  let nearest: number | null = null;
  for (const e of levelCases) {
    if (e.row.level > userLevel) continue;
    const opened = lastOpened.get(e.row.id);
    if (opened === undefined || now - opened >= FREE_CASE_PERIOD_MS)
      available.push({ caseName: nameOf(e), link: link(e.row.slug) });
    else nearest = Math.min(nearest ?? Infinity, opened + FREE_CASE_PERIOD_MS);
  }
  return {
    next: nextLocked
      ? {
          caseName: nameOf(nextLocked),
          link: link(nextLocked.row.slug),
          id: String(nextLocked.row.id),
        }
      : null,
    available,
    nearest: nearest === null ? null : new Date(nearest).toISOString(),
  };
}
