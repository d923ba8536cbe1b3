/**
 * The gauges of a scrape (issue 14): money held (balances and the ledger's sum, kopecks — they must
 * be equal), the depth of every background queue (withdrawals in flight, queued sales, pending
 * deposits) and the realtime connections of this process.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Metrics } from '../../platform/metrics.ts';
import type { Hub } from '../../platform/realtime/hub.ts';

const scalar = async (db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> => {
  const res: unknown = await db.execute(query);
  const row = (res as { rows: { v: string | number | null }[] }).rows[0];
  return Number(row?.v ?? 0);
};

export function registerQueueGauges(metrics: Metrics, db: DbOrTx, hub: Hub | undefined): void {
  metrics.gauge('cases_balances_kopecks', 'Sum of all RUB balances (kopecks)', () =>
    scalar(db, sql`select coalesce(sum(balance), 0)::text as v from users`),
  );
  metrics.gauge('cases_ledger_kopecks', 'Sum of all RUB ledger rows (kopecks)', () =>
    scalar(db, sql`select coalesce(sum(amount), 0)::text as v from ledger where currency = 'RUB'`),
  );
  metrics.gauge('cases_withdrawal_jobs_open', 'Withdrawal jobs not finished', () =>
    scalar(
      db,
      sql`select count(*)::text as v from withdrawal_jobs where state in ('PREPARING', 'send')`,
    ),
  );
  metrics.gauge('cases_sale_queue_items', 'Items waiting in the sale queue', () =>
    scalar(
      db,
      sql`select count(*)::text as v from inventory_items where status = 'vendor waiting'`,
    ),
  );
  metrics.gauge('cases_payment_orders_pending', 'Deposits not yet final', () =>
    scalar(db, sql`select count(*)::text as v from payment_orders where status = 'pending'`),
  );
  metrics.gauge('cases_deposits_kopecks', 'Deposits credited so far (kopecks)', () =>
    scalar(
      db,
      sql`select coalesce(sum(amount), 0)::text as v from payment_orders where status = 'success'`,
    ),
  );
  metrics.gauge('cases_realtime_connections', 'Realtime sockets connected to this process', () =>
    Promise.resolve(hub?.connections?.() ?? 0),
  );
}
