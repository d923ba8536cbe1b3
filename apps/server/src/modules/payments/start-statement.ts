/**
 * The order start in one statement (issue 32 "every money path"; spec 001 §7
 * `POST /v1/payments/transaction/start`): `start_order` (migration 0033) checks the session and self-exclusion,
 * takes the player's deposit lock, checks the deposit limits and inserts the pending order with the player's
 * deposit promo code; its reconciliation job is queued in the same transaction. Amounts in kopecks
 * (`originalAmount` in the payer's minor units). Refusals change nothing: 401 authentication, 403
 * self_excluded, 400 deposit_limit (the limits area's error, through `refuseLimit`).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SLIDE_EVERY_MS } from '../../platform/auth.ts';
import type { Executor } from '../../platform/jobs.ts';
import { throwSharedRefusal } from '../../kernel/players/play-guard.ts';
import type { NewOrder, OrderRow } from './service.ts';

interface Raw {
  out_status: string;
  out_until: string | Date | null;
  out_limit_key: string | null;
  out_limit: string | number | null;
  out_promo: string | null;
  out_created_at: string | Date | null;
}

export interface StartCall {
  /** SHA-256 of the bearer token, checked in the statement; null when the caller checked the session. */
  tokenHash: string | null;
  order: Omit<NewOrder, 'promoCode'>;
  /** The error for a passed deposit limit (window, limit in kopecks). */
  refuseLimit: (key: string, limitKopecks: number) => Error;
  /** Queues the order's reconciliation in its transaction. */
  after: (tx: Executor, orderId: string) => Promise<void>;
}

/** Starts the order in one transaction (the statement, then `after`); the order as inserted. */
export function startOrder(db: Db, c: StartCall): Promise<OrderRow> {
  const o = c.order;
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const res: unknown = await tx.execute(sql`select * from start_order(
      ${o.userId}::integer, ${c.tokenHash}::text, ${SLIDE_EVERY_MS}::bigint, ${id}::text,
      ${o.directionId}::text, ${o.country}::text, ${o.currency}::text, ${o.originalAmount}::bigint,
      ${o.rate}::float8, ${o.amount}::bigint, ${o.provider}::text, ${o.nextCheckAt?.toISOString() ?? null}::timestamptz)`);
    const row = (res as { rows: Raw[] }).rows[0]!;
    throwSharedRefusal(row.out_status, row.out_until);
    if (row.out_status === 'deposit_limit')
      throw c.refuseLimit(row.out_limit_key!, Number(row.out_limit));
    if (row.out_status !== 'ok')
      throw new Error(`start_order: unexpected status ${row.out_status}`);
    await c.after(tx, id);
    return {
      ...o,
      id,
      status: 'pending',
      promoCode: row.out_promo,
      providerPaymentId: null,
      bonus: null,
      checks: 0,
      createdAt: new Date(row.out_created_at!),
      completedAt: null,
    };
  });
}
