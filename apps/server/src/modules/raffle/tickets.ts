/**
 * Raffle tickets (issue 28 "Raffle"): derived, not stored while the raffle runs. A player's tickets are
 * floor(spent ÷ ticket_kopecks), `spent` the kopecks of their paid case openings in the raffle's window:
 * the ledger's `case_open` debits in money (RUB; coin cases earn none), amounts negative. The draw writes
 * them once as the entries (draw.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentRaffle, type RaffleRow } from './raffles.ts';

type Window = Pick<RaffleRow, 'startsAt' | 'endsAt' | 'ticketKopecks'>;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

const inWindow = (r: Window) =>
  sql`reason = 'case_open' and currency = 'RUB'
    and created_at >= ${r.startsAt.toISOString()}::timestamptz
    and created_at < ${r.endsAt.toISOString()}::timestamptz`;

/** `userId`'s tickets in raffle `r` (so far, while it runs). */
export async function ticketsIn(db: DbOrTx, r: Window, userId: number): Promise<number> {
  const [row] = rowsOf<{ spent: string | number }>(
    await db.execute(sql`select coalesce(sum(-amount), 0)::bigint as spent from ledger
      where user_id = ${userId} and ${inWindow(r)}`),
  );
  return Math.max(0, Math.floor(Number(row?.spent ?? 0) / r.ticketKopecks));
}

/** Every player's tickets in raffle `r`, players with at least one (any order). */
export async function allTickets(
  db: DbOrTx,
  r: Window,
): Promise<{ userId: number; tickets: number }[]> {
  const rows = rowsOf<{ user_id: number; tickets: string | number }>(
    await db.execute(sql`select user_id, floor(sum(-amount) / ${r.ticketKopecks})::bigint as tickets
      from ledger where ${inWindow(r)}
      group by user_id having sum(-amount) >= ${r.ticketKopecks}`),
  );
  return rows.map((x) => ({ userId: Number(x.user_id), tickets: Number(x.tickets) }));
}

/** The tickets of all players in raffle `r`, summed. */
export async function totalTickets(db: DbOrTx, r: Window): Promise<number> {
  return (await allTickets(db, r)).reduce((s, p) => s + p.tickets, 0);
}

/**
 * The caller's tickets in the current raffle (the one running now, else the latest that began; 0 when
 * there is none). For the season's figures (modules/season's port).
 */
export async function ticketsOf(db: DbOrTx, userId: number): Promise<number> {
  const r = await currentRaffle(db);
  return r ? ticketsIn(db, r, userId) : 0;
}
