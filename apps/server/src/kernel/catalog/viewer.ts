/**
 * Who looks at a case card (kernel/catalog/wire.ts Viewer), read for a request: the cases listing, the case
 * page and the season's case sections (issue 28) show the same card to the same player.
 */
import { levelProgress } from '@cases/domain/levels';
import { FREE_CASE_PERIOD_MS } from '@cases/domain/catalog';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { freeCaseClaims, users } from '../../db/schema/index.ts';
import { optionalUser } from '../../platform/auth.ts';
import { hasRecentDeposit } from '../players/deposits.ts';
import { everyNthOpened, grantedFreeOpens } from './free-opens.ts';
import type { Viewer } from './wire.ts';

/**
 * Who is looking: the signed-in player's level (0 for visitors, which locks every level case),
 * whether free cases are open to them (a deposit within `depositDays`; visitors: no), and when each
 * free case they claimed opens again.
 */
export async function viewerOf(
  db: DbOrTx,
  req: FastifyRequest,
  depositDays: number,
): Promise<Viewer> {
  const userId = await optionalUser(db, req);
  if (userId === null) return { level: 0, freeCasesOpen: depositDays === 0 };
  const [[u], freeCasesOpen, claims, granted, opened] = await Promise.all([
    db.select({ exp: users.exp }).from(users).where(eq(users.id, userId)),
    hasRecentDeposit(db, userId, depositDays),
    db.select().from(freeCaseClaims).where(eq(freeCaseClaims.userId, userId)),
    grantedFreeOpens(db, userId),
    everyNthOpened(db, userId),
  ]);
  const reopensAt = new Map(
    claims.map((c) => [c.caseId, c.lastOpenedAt.getTime() + FREE_CASE_PERIOD_MS] as const),
  );
  return {
    level: u ? levelProgress(u.exp).userLevel : 0,
    freeCasesOpen,
    reopensAt,
    freeOpens: granted,
    opened,
  };
}
