/**
 * A long history for the bench's players (issue 43 "cost independent of history"): each funded player gets
 * `drops` paid case drops (status STEAM_WITHDRAWN, so no path can stake or sell them) and `ledgerRows` RUB
 * ledger rows (±1 ₽ pairs, so the balance still equals the ledger), all inside the running season's window,
 * written straight into the shop's PostgreSQL before the timed run. The season's counting triggers count the
 * drops as they would count real ones. PostgreSQL only: the embedded database belongs to the running shop.
 */
import pg from 'pg';

export interface History {
  drops: number;
  ledgerRows: number;
}

/** `BENCH_HISTORY=<drops>:<ledger rows>` (e.g. 20000:5000), or undefined when unset. */
export function historyFromEnv(): History | undefined {
  const raw = process.env.BENCH_HISTORY;
  if (!raw) return undefined;
  const [drops, ledgerRows] = raw.split(':').map(Number);
  if (!Number.isInteger(drops) || !Number.isInteger(ledgerRows) || ledgerRows! % 2 !== 0)
    throw new Error('BENCH_HISTORY is <drops>:<even number of ledger rows>');
  return { drops: drops!, ledgerRows: ledgerRows! };
}

/** Writes the history of every player with a paid top-up; returns how many players got it and the ms taken. */
export async function seedHistory(
  databaseUrl: string,
  h: History,
): Promise<{ players: number; ms: number }> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const players = (
      await client.query<{ id: number }>(
        `select distinct user_id as id from payment_orders where status = 'success' order by 1`,
      )
    ).rows.map((r) => r.id);
    const [drop] = (
      await client.query<{ item_id: string; price: string; case_id: number; paid: string }>(
        `select d.item_id, i.price::text, c.id as case_id, c.price::text as paid
         from cases c join case_items d on d.case_id = c.id join items i on i.id = d.item_id
         where c.currency = 'RUB' and c.price > 0 order by c.price, i.price limit 1`,
      )
    ).rows;
    if (!drop) throw new Error('no paid case to draw a history from');
    for (const id of players) {
      await client.query(
        `insert into inventory_items (user_id, item_id, price, paid, status, source, case_id, created_at)
         select $1, $2, $3, $4, 'STEAM_WITHDRAWN', 'Case', $5, now() - g * interval '1 microsecond'
         from generate_series(1, $6::int) g`,
        [id, drop.item_id, drop.price, drop.paid, drop.case_id, h.drops],
      );
      await client.query(
        `insert into ledger (user_id, currency, amount, reason, reference, balance_after, created_at)
         select $1, 'RUB', case when g % 2 = 0 then 100 else -100 end, 'adjustment', 'bench:history',
                (select balance from users where id = $1) + case when g % 2 = 0 then 0 else -100 end,
                now() - g * interval '1 microsecond'
         from generate_series(1, $2::int) g`,
        [id, h.ledgerRows],
      );
    }
    return { players: players.length, ms: Date.now() - started };
  } finally {
    await client.end();
  }
}
