/**
 * Who may take a leaderboard prize, and whom a battle win counts over (issue 26 "Leaderboard prizes
 * farmed with extra accounts"): a player whose own confirmed deposits (credited top-up orders: money
 * from promo codes, missions and bonuses does not count) in the `days` days before a moment reach
 * `minKopecks`. With `days` 0 the rule is off (everyone qualifies); `minKopecks` 0 asks for any one
 * confirmed deposit in the window.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface DepositRule {
  days: number;
  minKopecks: number;
}

/**
 * A condition on the user id `userId` (SQL) at the moment `at` (SQL timestamptz): true when the rule
 * holds. Reads the credited orders of that user through `payment_orders_user_idx`.
 */
export function qualifies(rule: DepositRule, userId: SQL, at: SQL): SQL {
  if (rule.days <= 0) return sql`true`;
  const orders = sql`from payment_orders p where p.user_id = ${userId} and p.status = 'success'
      and p.completed_at <= ${at}
      and p.completed_at > ${at} - ${rule.days} * interval '1 day'`;
  return rule.minKopecks <= 0
    ? sql`exists (select 1 ${orders})`
    : sql`(select coalesce(sum(p.amount), 0) ${orders}) >= ${rule.minKopecks}`;
}
