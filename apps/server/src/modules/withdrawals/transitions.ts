/**
 * Every state change of a withdrawal job and its item, each a conditional UPDATE from the expected state
 * (spec 001 §4): an item is never both sold and withdrawn, never withdrawn twice. Job states:
 * PREPARING → send → done, or PREPARING | send → failed; the item follows: PREPARING → send (the offer
 * is out) → STEAM_WITHDRAWN, or back to progress. Each function returns false when another worker got there first.
 */
import type { WithdrawFailureCode } from '@cases/domain/api/withdrawals';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shopLedger, withdrawalJobs } from '../../db/schema/index.ts';
import { moveItems } from '../../kernel/inventory/items.ts';

export type JobRow = typeof withdrawalJobs.$inferSelect;
/** Job states that still hold the item; while one does, the item's status has the same name. */
export const OPEN_JOB_STATES = ['PREPARING', 'send'];
/** The statuses of an item whose withdrawal job is open (the same names as the job's states). */
const OPEN_ITEM_STATES = ['PREPARING', 'send'] as const;

/**
 * A PREPARING job that `provider` may act on: none pinned by the console, or this one (a step that read the row
 * before the console pinned another provider must neither deliver nor hold it).
 */
const mayAct = (job: JobRow, provider: string) =>
  and(
    eq(withdrawalJobs.id, job.id),
    eq(withdrawalJobs.state, 'PREPARING'),
    or(isNull(withdrawalJobs.pinnedProvider), eq(withdrawalJobs.pinnedProvider, provider)),
  );

/**
 * Records a send attempt on a PREPARING job (its provider, the instant) just before the provider is asked; false
 * when the job is no longer PREPARING (the console ended it, another run sent it) or the console gave it to another
 * provider meanwhile.
 */
export async function markAttempt(db: Db, job: JobRow, provider: string, now: Date) {
  const rows = await db
    .update(withdrawalJobs)
    .set({ provider, sendAttemptAt: now })
    .where(mayAct(job, provider))
    .returning({ id: withdrawalJobs.id });
  return rows.length === 1;
}

/**
 * A PREPARING job the provider (`provider`) has nothing to send for yet: why (`holdReason`, null while a purchase
 * waits for its seller), what the purchase cost (kopecks) once known, and when to ask again.
 */
export async function holdBack(
  db: Db,
  job: JobRow,
  h: {
    provider: string;
    holdReason: string | null;
    pricePaid: number | null;
    nextRunAt: Date;
    now: Date;
  },
) {
  const hold = (ex: Db | Tx) =>
    ex
      .update(withdrawalJobs)
      .set({
        provider: h.provider,
        holdReason: h.holdReason,
        nextRunAt: h.nextRunAt,
        updatedAt: h.now,
        ...(h.pricePaid !== null ? { pricePaid: h.pricePaid } : {}),
      })
      .where(mayAct(job, h.provider))
      .returning({ id: withdrawalJobs.id });
  // A hold alone is one statement; a price paid is ledgered with it, in one transaction.
  const paid = h.pricePaid;
  if (paid === null) {
    await hold(db);
    return;
  }
  await db.transaction(async (tx) => {
    const [held] = await hold(tx);
    if (held) await ledgerPurchase(tx, job.id, h.provider, paid);
  });
}

/**
 * The shop's ledger entry of a marketplace purchase for withdrawal `id` (−`kopecks`), once per withdrawal: a step
 * run again writes nothing more (issue 46, `shop_ledger`).
 */
async function ledgerPurchase(tx: Tx, id: number, provider: string, kopecks: number) {
  await tx
    .insert(shopLedger)
    .values({ kind: 'market_purchase', amountKopecks: -kopecks, withdrawalId: id, provider })
    .onConflictDoNothing();
}

/**
 * PREPARING → send for the job and its item, in one transaction; the offer's state is checked from `nextRunAt`.
 * `pricePaid`: what a marketplace charged for the item (kopecks), when it did.
 */
export async function markSent(
  db: Db,
  job: JobRow,
  offerId: string,
  nextRunAt: Date,
  now: Date,
  pricePaid: number | null = null,
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(withdrawalJobs)
      .set({
        state: 'send',
        tradeOfferId: offerId,
        nextRunAt,
        updatedAt: now,
        holdReason: null,
        ...(pricePaid !== null ? { pricePaid } : {}),
      })
      .where(and(eq(withdrawalJobs.id, job.id), eq(withdrawalJobs.state, 'PREPARING')))
      .returning({ id: withdrawalJobs.id, provider: withdrawalJobs.provider });
    if (rows.length !== 1) return false;
    if (pricePaid !== null)
      await ledgerPurchase(tx, job.id, rows[0]!.provider ?? 'market', pricePaid);
    await moveItems(tx, { ids: [job.inventoryItemId], from: 'PREPARING', to: 'send', at: now });
    return true;
  });
}

/** The offer is still open: look again at `nextRunAt`. */
export async function reschedule(db: Db, job: JobRow, nextRunAt: Date, now: Date) {
  await db
    .update(withdrawalJobs)
    .set({ nextRunAt, updatedAt: now })
    .where(and(eq(withdrawalJobs.id, job.id), eq(withdrawalJobs.state, job.state)));
}

/** send → done and the item PREPARING | send → STEAM_WITHDRAWN, in one transaction. */
export async function complete(db: Db, job: JobRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [j] = await tx
      .update(withdrawalJobs)
      .set({ state: 'done', updatedAt: now })
      .where(and(eq(withdrawalJobs.id, job.id), inArray(withdrawalJobs.state, OPEN_JOB_STATES)))
      .returning({ id: withdrawalJobs.id });
    if (!j) return false;
    const items = await moveItems(tx, {
      ids: [job.inventoryItemId],
      from: OPEN_ITEM_STATES,
      to: 'STEAM_WITHDRAWN',
      at: now,
    });
    if (items.length !== 1) throw new Error(`withdrawal ${job.id}: item left the withdrawal`);
    return true;
  });
}

/**
 * `job.state` (PREPARING or send, as read) → failed with `code`, and the item PREPARING | send → progress, in one
 * transaction. From the state read only: a send that failed because another run sent the offer meanwhile (the job is
 * `send` now) must not fail the withdrawal whose offer is out (CI rehearsal of session 60 found it).
 */
export async function fail(
  db: Db,
  job: JobRow,
  code: WithdrawFailureCode,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [j] = await tx
      .update(withdrawalJobs)
      .set({ state: 'failed', errorCode: code, updatedAt: now })
      .where(and(eq(withdrawalJobs.id, job.id), eq(withdrawalJobs.state, job.state)))
      .returning({
        id: withdrawalJobs.id,
        pricePaid: withdrawalJobs.pricePaid,
        provider: withdrawalJobs.provider,
      });
    if (!j) return false;
    // A bought item's withdrawal fails only when the marketplace failed the purchase, and it refunds it then.
    if (j.pricePaid !== null)
      await tx
        .insert(shopLedger)
        .values({
          kind: 'market_refund',
          amountKopecks: j.pricePaid,
          withdrawalId: j.id,
          provider: j.provider ?? 'market',
        })
        .onConflictDoNothing();
    await moveItems(tx, {
      ids: [job.inventoryItemId],
      from: OPEN_ITEM_STATES,
      to: 'progress',
      at: now,
    });
    return true;
  });
}
