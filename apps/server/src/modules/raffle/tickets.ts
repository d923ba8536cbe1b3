/**
 * Raffle tickets (issue 28 "Raffle"): derived, not stored while the raffle runs. A player's tickets are
 * floor(spent ÷ ticket_kopecks), `spent` the kopecks of their paid case openings in the raffle's window:
 * the ledger's `case_open` debits in money (RUB; coin cases earn none), amounts negative. The draw writes
 * them once as the entries (draw.ts).
 *
 * The deposit rule (issue 44, decision 022 "Raffle entries"): an opening counts only when the player had a
 * credited deposit within `depositDays` days before it (FREE_CASE_DEPOSIT_DAYS, the rule of free and coin
 * cases, kernel/players/deposits.ts; 0 = no condition). Money from bonuses, missions or promo codes spent by
 * an account that never paid in earns no ticket, so it is never an entry and never drawn.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentRaffle, type RaffleRow } from './raffles.ts';

type Window = Pick<RaffleRow, 'startsAt' | 'endsAt' | 'ticketKopecks'>;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The credited deposits that can qualify an opening of `r` (one user's, or everybody's): those of the last
 * `depositDays` days before its window and inside it, read once per query (so a query's cost follows the window, not
 * the player's whole deposit history).
 */
const deposits = (r: Window, depositDays: number, userId: number | null) =>
  sql`deposits as materialized (select user_id, completed_at from payment_orders
    where status = 'success' ${userId === null ? sql`` : sql`and user_id = ${userId}`}
      and completed_at > ${r.startsAt.toISOString()}::timestamptz - ${Math.max(0, depositDays)} * interval '1 day'
      and completed_at < ${r.endsAt.toISOString()}::timestamptz)`;

/**
 * The ledger rows that earn tickets in `r`: paid openings in its window, each after a deposit of the last
 * `depositDays` days (the opening's own instant, so the count is the same while the raffle runs and at its draw).
 */
const earning = (r: Window, depositDays: number) =>
  sql`ledger.reason = 'case_open' and ledger.currency = 'RUB'
    and ledger.created_at >= ${r.startsAt.toISOString()}::timestamptz
    and ledger.created_at < ${r.endsAt.toISOString()}::timestamptz
    and ${
      depositDays <= 0
        ? sql`true`
        : sql`exists (select 1 from deposits p
            where p.user_id = ledger.user_id
              and p.completed_at <= ledger.created_at
              and p.completed_at > ledger.created_at - ${depositDays} * interval '1 day')`
    }`;

/** `userId`'s tickets in raffle `r` (so far, while it runs) under the deposit rule of `depositDays`. */
export async function ticketsIn(
  db: DbOrTx,
  r: Window,
  userId: number,
  depositDays: number,
): Promise<number> {
  const [row] = rowsOf<{ spent: string | number }>(
    await db.execute(sql`with ${deposits(r, depositDays, userId)}
      select coalesce(sum(-amount), 0)::bigint as spent from ledger
      where ledger.user_id = ${userId} and ${earning(r, depositDays)}`),
  );
  return Math.max(0, Math.floor(Number(row?.spent ?? 0) / r.ticketKopecks));
}

/** Every player's tickets in raffle `r` under the deposit rule, players with at least one (any order). */
export async function allTickets(
  db: DbOrTx,
  r: Window,
  depositDays: number,
): Promise<{ userId: number; tickets: number }[]> {
  const rows = rowsOf<{ user_id: number; tickets: string | number }>(
    await db.execute(sql`with ${deposits(r, depositDays, null)}
      select user_id, floor(sum(-amount) / ${r.ticketKopecks})::bigint as tickets
      from ledger where ${earning(r, depositDays)}
      group by user_id having sum(-amount) >= ${r.ticketKopecks}`),
  );
  return rows.map((x) => ({ userId: Number(x.user_id), tickets: Number(x.tickets) }));
}

/** The tickets of all players in raffle `r`, summed. */
export async function totalTickets(db: DbOrTx, r: Window, depositDays: number): Promise<number> {
  return (await allTickets(db, r, depositDays)).reduce((s, p) => s + p.tickets, 0);
}

/**
 * The caller's tickets in the current raffle (the one running now, else the latest that began; 0 when
 * there is none) under the deposit rule of `depositDays`. For the season's figures (modules/season's port,
 * areas.ts passes FREE_CASE_DEPOSIT_DAYS).
 */
export async function ticketsOf(db: DbOrTx, userId: number, depositDays: number): Promise<number> {
  const r = await currentRaffle(db);
  return r ? ticketsIn(db, r, userId, depositDays) : 0;
}
