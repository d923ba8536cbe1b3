/**
 * Promo codes (spec 000 §5, spec 001 §3 Promo info, §7 promo calls): lookup (cached 5 s, spec 000 §9),
 * apply, reset and the use at a deposit. One use per player (the redemption's primary key), total uses
 * counted by one conditional UPDATE, so two players racing for the last use get it once. An instant
 * code credits its sum at once through the ledger; common and blogger codes wait, active, for the
 * player's next deposit (settle.ts). Amounts in kopecks.
 */
import {
  normalizePromoCode,
  PROMO_LOOKUP_CACHE_MS,
  type PromoKind,
} from '@cases/domain/payments/promo';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Db, Tx } from '../../db/client.ts';
import { promoCodes, promoRedemptions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { credit } from '../../platform/ledger.ts';
import { lifetimeDeposits } from '../../kernel/players/deposits.ts';
import { staffRoleOf } from '../../kernel/staff/access.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

/** The kind's fields, as stored in `details`. */
export interface FlexOffer {
  /** Case slug given as the prize (one free drop). */
  case: string;
  tcoin_factor: number;
  /** Roubles the deposit must reach. */
  price_from: number;
  money_factor: number;
}
export type PromoDetails =
  { sum: number } | { percent: number; img: string } | { img: string; flex_offers: FlexOffer[] };

type Cached = { at: number; row: PromoRow | null };
type PromoCache = Map<string, Cached>;
/** Per database (a test process runs many apps, each on its own), then per code. */
const caches = new WeakMap<object, PromoCache>();
const cacheOf = (db: object): PromoCache => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, Cached>()));
  return cache;
};

/** A code's row (normalized first), from a 5 s cache of `db`'s codes; null when there is no such code. */
export async function lookupPromo(db: DbOrTx, raw: string): Promise<PromoRow | null> {
  const code = normalizePromoCode(raw);
  const cache = cacheOf(db);
  const hit = cache.get(code);
  if (hit && Date.now() - hit.at < PROMO_LOOKUP_CACHE_MS) return hit.row;
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  cache.set(code, { at: Date.now(), row: row ?? null });
  if (cache.size > 5000) cache.clear();
  return row ?? null;
}

/** Drops this process's cached look-up of `code` (after the console changed it; others follow within 5 s). */
export function forgetPromo(db: object, code: string): void {
  caches.get(db)?.delete(normalizePromoCode(code));
}

/**
 * 404 promo_not_found unless the code exists, has not expired and waits for no approval (issue 44: an instant code
 * over a cap is unusable until a second staff member approves it).
 */
export function usablePromo(row: PromoRow | null): PromoRow {
  if (
    !row ||
    row.approval !== 'approved' ||
    (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now())
  )
    throw new AppError(404, 'promo_not_found', 'No such promo code, or it has expired');
  return row;
}

/**
 * Applies `raw` for the player: takes one of the code's uses, records the player's one use, credits an
 * instant code's sum. Returns the kind and, for instant, the new balance (kopecks).
 * Errors: 404 promo_not_found, 403 promo_deposit_required (a code that `requires_deposit`, for a player
 * without a confirmed deposit: nothing taken), 403 promo_staff_account (the account holds a console role: no staff
 * member redeems for themself, issue 44), 409 promo_used (this player already used it), 409 promo_limit (no uses
 * left).
 */
export async function applyPromo(
  db: Db,
  userId: number,
  raw: string,
): Promise<{ kind: PromoKind; balance: number | null }> {
  const code = normalizePromoCode(raw);
  const row = usablePromo(await lookupPromo(db, code));
  return db.transaction(async (tx) => {
    if ((await staffRoleOf(tx, userId)) !== null)
      throw new AppError(403, 'promo_staff_account', 'Staff accounts do not redeem promo codes');
    if (row.requiresDeposit && (await lifetimeDeposits(tx, userId)) <= 0)
      throw new AppError(
        403,
        'promo_deposit_required',
        'This code works for players who have topped up their balance',
      );
    const mine = await tx
      .insert(promoRedemptions)
      .values({ code, userId, state: row.kind === 'instant' ? 'spent' : 'active' })
      .onConflictDoNothing()
      .returning({ code: promoRedemptions.code });
    if (mine.length === 0) throw new AppError(409, 'promo_used', 'You have used this code already');
    const took = await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(
        and(
          eq(promoCodes.code, code),
          eq(promoCodes.approval, 'approved'),
          or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
          or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
        ),
      )
      .returning({ code: promoCodes.code });
    if (took.length === 0) throw new AppError(409, 'promo_limit', 'This code has no uses left');
    if (row.kind === 'instant') {
      const sum = (row.details as { sum: number }).sum;
      const balance = await credit(tx, {
        userId,
        amount: sum,
        reason: 'promo_instant',
        reference: `promo:${code}`,
      });
      return { kind: 'instant' as const, balance };
    }
    // One waiting code at a time: a new one replaces the previous.
    await tx
      .update(promoRedemptions)
      .set({ state: 'reset' })
      .where(
        and(
          eq(promoRedemptions.userId, userId),
          eq(promoRedemptions.state, 'active'),
          sql`${promoRedemptions.code} <> ${code}`,
        ),
      );
    return { kind: row.kind as PromoKind, balance: null };
  });
}

/** The player's code waiting for a deposit, or null. */
export async function activePromo(db: DbOrTx, userId: number): Promise<PromoRow | null> {
  const [row] = await db
    .select({ promo: promoCodes })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.code, promoRedemptions.code))
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.state, 'active')));
  return row?.promo ?? null;
}

/** Gives up the player's waiting code (spec 001 §7 promo/user/reset). */
export async function resetPromo(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(promoRedemptions)
    .set({ state: 'reset' })
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.state, 'active')));
}

/** Marks the waiting `code` spent on `orderId`; false when it was no longer waiting. */
export async function spendPromo(
  tx: Tx,
  userId: number,
  code: string,
  orderId: string,
): Promise<boolean> {
  const rows = await tx
    .update(promoRedemptions)
    .set({ state: 'spent', orderId })
    .where(
      and(
        eq(promoRedemptions.userId, userId),
        eq(promoRedemptions.code, code),
        eq(promoRedemptions.state, 'active'),
      ),
    )
    .returning({ code: promoRedemptions.code });
  return rows.length === 1;
}

/**
 * The demo codes of the embedded default, one of each kind (named in the README); the blogger code's offers name
 * `flexCases`, a cheap and a dear case of the backend's catalog.
 */
const demoCodes = (flexCases: {
  cheap: string;
  dear: string;
}): {
  code: string;
  kind: PromoKind;
  details: PromoDetails;
  maxUses: number;
  requiresDeposit?: boolean;
}[] => [
  {
    code: 'DOTA100',
    kind: 'instant',
    details: { sum: 100_00 },
    maxUses: 100_000,
    requiresDeposit: true,
  },
  {
    code: 'BONUS10',
    kind: 'common',
    details: { percent: 10, img: '/payments/promo-common.svg' },
    maxUses: 100_000,
  },
  {
    code: 'STREAMER',
    kind: 'blogger',
    details: {
      img: '/payments/promo-blogger.svg',
      flex_offers: [
        { case: flexCases.cheap, tcoin_factor: 10, price_from: 300, money_factor: 0.05 },
        { case: flexCases.dear, tcoin_factor: 20, price_from: 3000, money_factor: 0.1 },
      ],
    },
    maxUses: 100_000,
  },
];

/**
 * Inserts the demo codes once (existing ones are kept as they are). `flexCases` names the blogger code's two
 * cases, a cheap one and a dear one, from the backend's catalog (catalog/projects.ts; Dota 2's by default).
 */
export async function seedDemoPromoCodes(
  db: DbOrTx,
  flexCases: { cheap: string; dear: string } = { cheap: 'starter', dear: 'immortal' },
): Promise<void> {
  await db.insert(promoCodes).values(demoCodes(flexCases)).onConflictDoNothing();
}
