/**
 * A provider's success notice for a plain order settled in one statement (issue 14 "every money path";
 * issue 12 "Notifications"): the order moves pending → success, the balance gets the deposit and the
 * bonus level's extra (spec 001 §3 Bonus level), each with its ledger row, and the order keeps the
 * bonus record — all or nothing, in one round trip instead of a four-statement transaction.
 * "Plain" means no promo code waits on the order and its direction advertises no bonus of its own
 * (`bonus_percent`); such an order, and every notice this statement does
 * not settle (a duplicate, a late one, a mismatch, an unknown order, a failure), goes through the full
 * transaction of settle.ts, which decides what it is. Amounts in kopecks.
 */
import { BONUS_LEVELS, type BonusLevel } from '@cases/domain/payments/bonus';
import { BONUS_DIRECTION_IDS } from '@cases/domain/payments/countries';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ProviderNotice } from './providers/types.ts';

/** The levels as the statement takes them: limits in kopecks, multipliers (array literals). */
const limitsOf = (levels: readonly BonusLevel[]) =>
  `{${levels.map((l) => l.limit * 100).join(',')}}`;
const multipliersOf = (levels: readonly BonusLevel[]) =>
  `{${levels.map((l) => l.bonus_multiplier).join(',')}}`;
/** Directions with a bonus of their own: their orders take the full path (settle.ts). */
const BONUS_DIRECTIONS = `{${BONUS_DIRECTION_IDS.join(',')}}`;

/**
 * Settles `notice` (status success) when it matches a pending order with no promo code: true when it
 * did. False means nothing changed and the caller must take the full path. The level's extra is
 * rounded as `Math.round(amount × multiplier)` (floor(x + 0.5) in double precision), as settle.ts does;
 * `levels` are the bonus levels in force (the console may change them, issue 30).
 */
export async function settlePlainSuccess(
  db: DbOrTx,
  notice: ProviderNotice,
  levels: readonly BonusLevel[] = BONUS_LEVELS,
): Promise<boolean> {
  if (notice.status !== 'success') return false;
  const LIMITS = limitsOf(levels);
  const MULTIPLIERS = multipliersOf(levels);
  const res: unknown = await db.execute(sql`
    with levels as (
      select l.lim, l.mult
      from unnest(${LIMITS}::bigint[], ${MULTIPLIERS}::float8[]) as l(lim, mult)
    ),
    o as (
      update payment_orders p
      set status = 'success', completed_at = now(), next_check_at = null,
          bonus = (
            select case when extra > 0 then jsonb_build_object('levelMoney', extra,
              'promoMoney', 0, 'coins', 0, 'promoKind', null, 'prize', null) end
            from (select floor(p.amount::float8 * mult + 0.5)::bigint as extra
                  from levels where p.amount >= lim order by lim desc limit 1) as reached)
      where p.id = ${notice.orderId} and p.provider = ${notice.provider}
        and p.status = 'pending' and p.promo_code is null
        and p.direction_id <> all(${BONUS_DIRECTIONS}::text[])
        and p.currency = ${notice.currency}
        and coalesce(p.original_amount, p.amount) = ${notice.amount}::bigint
      returning p.id, p.user_id, p.amount, p.original_amount, p.currency, p.rate,
                coalesce((p.bonus ->> 'levelMoney')::bigint, 0) as level_money
    ),
    u as (
      update users set balance = users.balance + o.amount + o.level_money
      from o where users.id = o.user_id
      returning users.balance, o.*
    )
    insert into ledger (user_id, currency, amount, reason, reference, balance_after,
                        original_amount, original_currency, rate)
    select user_id, 'RUB', amount, 'topup', 'order:' || id, balance - level_money, original_amount,
           case when original_amount is null then null else currency end,
           case when original_amount is null then null else rate end
    from u
    union all
    select user_id, 'RUB', level_money, 'deposit_bonus', 'order:' || id, balance, null, null, null
    from u where level_money > 0
    returning reason`);
  return (res as { rows: unknown[] }).rows.length > 0;
}
