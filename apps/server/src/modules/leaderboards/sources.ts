/**
 * Where each board type's scores come from (issue 13 "computed from what players really did"): a query
 * of source rows `(ref, user_id, amount, at)` inside a board's window from `from` on. `ref` names the
 * row for counting it once per board (`leaderboard_counted`): a ledger row, an upgrade, a battle seat.
 * - cases_spent: the ledger's `case_open` debits (kopecks, positive), at the opening's time;
 * - upgrades_won: won upgrades, the targets' value (kopecks), at the upgrade's time;
 * - coins_earned: the ledger's COIN credits of paid play (whole coins; kernel/season EARNED_REASONS: the
 *   season's own board counts coins earned by play, issues 28 and 44);
 * - battles_won: finished battles' winning seats of players (1 each), at the battle's end, when a
 *   losing seat was another player who met the deposit rule at the battle's end (qualify.ts; issue 26:
 *   a farmer's extra accounts funded by promo codes and missions do not count): a win over bots alone
 *   (which the player can call at will), over oneself or over accounts without deposits does not
 *   count. The scan also bounds the battle's creation (a battle lives at most
 *   `battleLifetimeMs`), which its index covers.
 */
import type { BoardType } from '@cases/domain/leaderboards';
import { sql, type SQL } from 'drizzle-orm';
import { qualifies, type DepositRule } from '../../kernel/players/deposit-rule.ts';
import { EARNED_REASONS } from '../../kernel/season/season.ts';

export interface SourceWindow {
  /** Count rows from this time on (the window's start, or the last sweep less the overlap). */
  from: Date;
  /** The window's end (exclusive). */
  ends: Date;
  battleLifetimeMs: number;
  /** Whom a battle win counts over. */
  deposit: DepositRule;
}

/**
 * True when the type's rows carry their transaction's time (`now()` of the statement that wrote them,
 * a column default): its boards count by interval (count.ts). A battle's end is the application's
 * clock, taken before its transaction began, so battle wins count row by row.
 */
export function transactionTimed(type: BoardType): boolean {
  return type !== 'battles_won';
}

export function sourceRows(type: BoardType, w: SourceWindow): SQL {
  const from = w.from.toISOString();
  const ends = w.ends.toISOString();
  switch (type) {
    case 'cases_spent':
      return sql`select l.id as ref, l.user_id, -l.amount as amount, l.created_at as at
        from ledger l
        where l.reason = 'case_open' and l.currency = 'RUB'
          and l.created_at >= ${from}::timestamptz and l.created_at < ${ends}::timestamptz`;
    case 'coins_earned':
      return sql`select l.id as ref, l.user_id, l.amount, l.created_at as at
        from ledger l
        where l.currency = 'COIN' and l.amount > 0
          and l.reason = any(${`{${EARNED_REASONS.join(',')}}`}::text[])
          and l.created_at >= ${from}::timestamptz and l.created_at < ${ends}::timestamptz`;
    case 'upgrades_won':
      return sql`select u.id as ref, u.user_id, u.target_value as amount, u.created_at as at
        from upgrades u
        where u.success and u.created_at >= ${from}::timestamptz and u.created_at < ${ends}::timestamptz`;
    case 'battles_won':
      return sql`select m.id as ref, m.user_id, 1::bigint as amount, b.finished_at as at
        from battles b join battle_members m on m.battle_id = b.id
        where b.status = 'finished'
          and b.created_at >= ${from}::timestamptz - ${w.battleLifetimeMs} * interval '1 millisecond'
          and b.finished_at >= ${from}::timestamptz and b.finished_at < ${ends}::timestamptz
          and m.user_id is not null and m.seat = any(b.winner_seats)
          and exists (select 1 from battle_members o
            where o.battle_id = b.id and o.user_id is not null and o.user_id <> m.user_id
              and not o.seat = any(b.winner_seats)
              and ${qualifies(w.deposit, sql`o.user_id`, sql`b.finished_at`)})`;
  }
}
