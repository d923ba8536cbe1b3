/**
 * Daily and free cases as a player sees them (spec 000 §7 `GET /v1/cases/daily`, `/daily/info`,
 * `/free`; issue 13): the level cases (unlocked by level, each once every 24 h), the daily gift (a
 * deposit within FREE_CASE_DEPOSIT_DAYS, once every 24 h) and the top-up case (a deposit today, once
 * every 24 h), with when each opens next.
 */
import type { DailyCase } from '@cases/domain/api/daily';
import type { Language } from '@cases/domain/api/site-web';
import { levelProgress } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { freeCaseClaims, users } from '../../db/schema/index.ts';
import { FREE_CASE_PERIOD_MS } from '@cases/domain/catalog';
import { openedCounts } from '../../kernel/catalog/counts.ts';
import { snapshot, type CaseEntry } from '../../kernel/catalog/snapshot.ts';
import { caseCardWire, type Viewer } from '../../kernel/catalog/wire.ts';
import { hasRecentDeposit } from '../../kernel/players/deposits.ts';
import { DEPOSIT_TODAY_CASES, depositedToday } from '../../kernel/players/deposit-today.ts';

export interface DailyViewer extends Viewer {
  userId: number | null;
  exp: number;
  depositedToday: number;
}

/** Who looks: level, deposits and the free cases they claimed (visitors: level 0, nothing). */
export async function dailyViewer(
  db: Db,
  userId: number | null,
  depositDays: number,
): Promise<DailyViewer> {
  if (userId === null)
    return { userId, level: 0, exp: 0, freeCasesOpen: depositDays === 0, depositedToday: 0 };
  const [[u], open, today, claims] = await Promise.all([
    db.select({ exp: users.exp }).from(users).where(eq(users.id, userId)),
    hasRecentDeposit(db, userId, depositDays),
    depositedToday(db, userId),
    db.select().from(freeCaseClaims).where(eq(freeCaseClaims.userId, userId)),
  ]);
  const exp = u?.exp ?? 0;
  return {
    userId,
    exp,
    level: levelProgress(exp).userLevel,
    freeCasesOpen: open,
    depositedToday: today,
    reopensAt: new Map(
      claims.map((c) => [c.caseId, c.lastOpenedAt.getTime() + FREE_CASE_PERIOD_MS] as const),
    ),
  };
}

/** The free cases of the catalog: priced 0 and without a level (the level cases are daily cases). */
export const isFreeCase = (e: CaseEntry) => e.row.price === 0 && e.row.level === 0;
/** Daily cases: every free case and every level case that is available. */
export const isDailyCase = (e: CaseEntry) => e.row.available && e.row.price === 0;

export async function dailyCases(
  db: Db,
  viewer: DailyViewer,
  depositMinKopecks: number,
  lang: Language,
  now = Date.now(),
): Promise<DailyCase[]> {
  const [snap, counts] = await Promise.all([snapshot(db), openedCounts(db)]);
  return snap.cases
    .filter(isDailyCase)
    .sort((a, b) => a.row.level - b.row.level || a.row.id - b.row.id)
    .map((e) => {
      const card = caseCardWire(e, counts.get(e.row.id) ?? 0, viewer, lang);
      const reopens = viewer.reopensAt?.get(e.row.id);
      const depositToday = DEPOSIT_TODAY_CASES.has(e.row.slug);
      return {
        ...card,
        deposit_required: depositToday
          ? viewer.depositedToday < Math.max(1, depositMinKopecks)
          : card.deposit_required,
        condition: depositToday ? 'deposit_today' : e.row.level > 0 ? 'level' : 'deposit',
        ready_at: reopens !== undefined && reopens > now ? new Date(reopens).toISOString() : null,
        min_deposit: depositToday ? toRoubles(depositMinKopecks) : null,
      };
    });
}

/** Whether the viewer can open the daily case right now. */
export const canOpenNow = (c: DailyCase) =>
  c.available && !c.locked && !c.deposit_required && c.ready_at === null;
