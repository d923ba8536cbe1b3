/**
 * Personal offers and their triggers (issue 29 "Personal offers and triggers"; spec 001 §2 personal-offer modal;
 * decision 018). Triggers are looked at when the player asks for their offers (`GET /v1/triggers`,
 * `GET /v1/offers/user/{id}`), in this order, and make at most one new offer, only while the player holds no other
 * running one and is not self-excluded:
 * - `first_deposit`: the first credited deposit is at most OFFER_FIRST_DEPOSIT_WINDOW_H old (key `first_deposit`);
 * - `losing_streak`: at least OFFER_LOSING_SPENT_RUB spent on cases in 24 h and the drops worth under
 *   OFFER_LOSING_RETURN_SHARE of it (key `losing_streak:<cool-down window>`, once per OFFER_LOSING_COOLDOWN_DAYS);
 * - `comeback`: the last money movement before this visit is older than OFFER_COMEBACK_DAYS (key
 *   `comeback:<that ledger row>`, once per absence);
 * - `new_level`: the player's level is 2 or more (key `level:<n>`, once per level).
 * Each rule's key is unique per player (`personal_offers_rule_uq`), so a rule fires once however many requests
 * race; a per-player advisory lock keeps two racing looks from making two different offers. A personal offer
 * lasts OFFER_PERSONAL_TTL_H and is bought once.
 */
import type { OfferTriggerType } from '@cases/domain/api/offers';
import { levelProgress } from '@cases/domain/levels';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { personalOffers } from '../../db/schema/index.ts';
import { firstDepositAt } from '../../kernel/players/deposits.ts';
import { selfExclusionOf } from '../../kernel/players/play-guard.ts';
import { getUser } from '../../kernel/players/users.ts';
import type { ShopsConfig } from '../../shops-config.ts';
import { templateOf } from './offers.ts';

const TRIGGER_LOCK = 570_029;

export type PersonalOfferRow = typeof personalOffers.$inferSelect;

/** The player's running personal offers (not bought, not expired), oldest first. */
export function runningPersonalOffers(db: DbOrTx, userId: number): Promise<PersonalOfferRow[]> {
  return db
    .select()
    .from(personalOffers)
    .where(
      and(
        eq(personalOffers.userId, userId),
        isNull(personalOffers.boughtAt),
        gt(personalOffers.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(personalOffers.id));
}

async function one<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const res: unknown = await db.execute(query);
  return (res as { rows: T[] }).rows[0];
}

/** The first rule that holds for the player now and has not fired for them with the same key, or null. */
async function firedRule(
  db: DbOrTx,
  userId: number,
  cfg: ShopsConfig['offers'],
): Promise<{ type: OfferTriggerType; key: string } | null> {
  const used = new Set(
    (
      await db
        .select({ key: personalOffers.ruleKey })
        .from(personalOffers)
        .where(eq(personalOffers.userId, userId))
    ).map((r) => r.key),
  );
  for (const type of cfg.triggers) {
    const rule = await ruleOf(db, userId, cfg, type);
    if (rule !== null && !used.has(rule.key)) return rule;
  }
  return null;
}

/** Whether trigger `type` holds for the player now: its key, or null. */
async function ruleOf(
  db: DbOrTx,
  userId: number,
  cfg: ShopsConfig['offers'],
  type: OfferTriggerType,
): Promise<{ type: OfferTriggerType; key: string } | null> {
  if (type === 'first_deposit') {
    const first = await firstDepositAt(db, userId);
    if (first !== null && Date.now() - first.getTime() <= cfg.firstDepositWindowMs)
      return { type, key: 'first_deposit' };
  } else if (type === 'losing_streak') {
    const row = await one<{ spent: string; returned: string }>(
      db,
      sql`select
            (select coalesce(-sum(amount), 0) from ledger where user_id = ${userId} and currency = 'RUB'
               and reason = 'case_open' and created_at > now() - interval '24 hours')::text as spent,
            (select coalesce(sum(price), 0) from inventory_items where user_id = ${userId} and paid > 0
               and case_id is not null and created_at > now() - interval '24 hours')::text as returned`,
    );
    const spent = Number(row?.spent ?? 0);
    if (
      spent >= cfg.losing.spentKopecks &&
      Number(row?.returned ?? 0) < spent * cfg.losing.returnShare
    ) {
      const window = Math.floor(Date.now() / (cfg.losing.cooldownDays * 86_400_000));
      return { type, key: `losing_streak:${window}` };
    }
  } else if (type === 'comeback') {
    const row = await one<{ id: string; age_ms: string }>(
      db,
      sql`select id::text, (extract(epoch from now() - created_at) * 1000)::bigint::text as age_ms
          from ledger where user_id = ${userId} and currency = 'RUB' order by id desc limit 1`,
    );
    if (row && Number(row.age_ms) > cfg.comebackMs) return { type, key: `comeback:${row.id}` };
  } else {
    const level = levelProgress((await getUser(db, userId)).exp).userLevel;
    if (level >= 2) return { type, key: `level:${level}` };
  }
  return null;
}

/**
 * Looks at the triggers for the player and makes the personal offer the first holding rule asks for (see the
 * module's rules); then returns the player's running personal offers. A self-excluded player gets none.
 */
export async function personalOffersOf(
  db: Db,
  userId: number,
  cfg: ShopsConfig['offers'],
): Promise<PersonalOfferRow[]> {
  if ((await selfExclusionOf(db, userId)) !== undefined) return [];
  const running = await runningPersonalOffers(db, userId);
  if (running.length > 0 || cfg.triggers.length === 0) return running;
  const rule = await firedRule(db, userId, cfg);
  const template = rule === null ? null : await templateOf(db, rule.type);
  // No new offer to make: but a racing look may have made one since `running` was read (its rule key is then
  // among the used ones), so the answer is read again rather than taken as none (CI of stop 59 failed here).
  if (rule === null || template === null) return runningPersonalOffers(db, userId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRIGGER_LOCK}, ${userId})`);
    if ((await runningPersonalOffers(tx, userId)).length === 0)
      await tx
        .insert(personalOffers)
        .values({
          userId,
          offerId: template.id,
          triggerType: rule.type,
          ruleKey: rule.key,
          expiresAt: new Date(Date.now() + cfg.personalTtlMs),
        })
        .onConflictDoNothing();
    return runningPersonalOffers(tx, userId);
  });
}
