/**
 * The console's withdrawal actions (issue 30 "The withdrawal queue"; docs/console.md): retry, cancel and mark
 * sent by hand. Each runs in one transaction that first locks the withdrawal row (SELECT … FOR UPDATE), so it
 * and the worker's conditional UPDATEs (transitions.ts) move a withdrawal and its item exactly once whoever
 * comes first, and writes the caller's one audit entry in the same transaction. Errors: 404
 * withdrawal_not_found; 409 withdrawal_state when the state does not allow the action (final already, a failed
 * one that is not its item's latest or whose item left the inventory, an offer the player accepted meanwhile).
 *
 * - retry: an open one (stuck) gets a fresh 5-minute timer and a step queued now; a failed one starts a new
 *   withdrawal of the same item (progress → PREPARING; a new row, so the bot makes a new offer) and the failed
 *   row stays as history.
 * - cancel: an open one → failed (`item_transfer_canceled`), its offer withdrawn at the bot first, the item
 *   PREPARING | send → progress (active again). A failed one already gave its item back: 409; so is one whose
 *   provider cannot stop it now (a marketplace purchase on its way, issue 46).
 * - mark sent: delivered by hand in Steam; open or failed (latest, item in the inventory) → done with the given
 *   offer id, the item → STEAM_WITHDRAWN; the bot's own open offer is withdrawn.
 * - switch provider (issue 46): a PREPARING one no provider was asked to deliver yet is given to the chosen provider
 *   alone (`pinned_provider`), its hold cleared and a step queued now; once a provider was asked, 409 (an offer or a
 *   purchase may be on its way: cancel it instead). 400 withdrawal_provider_unavailable for one the shop does not run.
 */
import type { AuditAction } from '@cases/domain/api/admin';
import { WITHDRAW_TIMER_MS } from '@cases/domain/api/withdrawals';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withdrawalJobs } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { moveItems } from '../../kernel/inventory/items.ts';
import { refOf, type TradeBot } from './bot.ts';
import { OPEN_JOB_STATES, type JobRow } from './transitions.ts';

const OPEN_ITEM_STATES = ['PREPARING', 'send'] as const;
const j = withdrawalJobs;

export interface ActionContext {
  db: Db;
  bot: TradeBot;
  /** Queues a step of withdrawal `id`, due now, in `tx` (worker.ts). */
  queueNow: (tx: Tx, id: number) => Promise<void>;
  /** Writes the action's one audit entry in `tx`; its id. */
  audit: (tx: Tx, e: { action: AuditAction; before: unknown; after: unknown }) => Promise<number>;
  now?: Date;
}

/** What an action did: the withdrawal to show (a retried failed one: the new one), the item's status. */
export interface ActionResult {
  id: number;
  userId: number;
  inventoryItemId: number;
  itemStatus: 'PREPARING' | 'progress' | 'STEAM_WITHDRAWN';
  auditId: number;
}

const wrongState = (why: string) => new AppError(409, 'withdrawal_state', why);
/** A provider's send that cannot be taken back is under way (a marketplace purchase, issue 46). */
const ON_ITS_WAY = 'The provider is delivering it and cannot stop now; wait for its outcome';
const snapshot = (r: JobRow) => ({
  id: String(r.id),
  state: r.state,
  error_code: r.errorCode,
  trade_offer_id: r.tradeOfferId,
  item_id: String(r.inventoryItemId),
});

async function locked(tx: Tx, id: number): Promise<JobRow> {
  const [row] = await tx.select().from(j).where(eq(j.id, id)).for('update');
  if (!row) throw new AppError(404, 'withdrawal_not_found', 'Withdrawal not found');
  return row;
}

/** A failed withdrawal a console action may still act on: its item's latest. */
async function requireLatest(tx: Tx, row: JobRow) {
  const [newer] = await tx
    .select({ id: j.id })
    .from(j)
    .where(and(eq(j.inventoryItemId, row.inventoryItemId), gt(j.id, row.id)))
    .limit(1);
  if (newer) throw wrongState('The item has a newer withdrawal');
}

const isOpen = (r: JobRow) => OPEN_JOB_STATES.includes(r.state);

/** Retry; see the module comment. */
export function retryWithdrawal(c: ActionContext, id: number): Promise<ActionResult> {
  const now = c.now ?? new Date();
  const timerEndsAt = new Date(now.getTime() + WITHDRAW_TIMER_MS);
  return c.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    let target: JobRow | undefined;
    if (isOpen(row)) {
      [target] = await tx
        .update(j)
        .set({ timerEndsAt, nextRunAt: now, updatedAt: now })
        .where(eq(j.id, row.id))
        .returning();
    } else if (row.state === 'failed') {
      await requireLatest(tx, row);
      const moved = await moveItems(tx, {
        ids: [row.inventoryItemId],
        userId: row.userId,
        from: 'progress',
        to: 'PREPARING',
        at: now,
      });
      if (moved.length !== 1) throw wrongState('The item is no longer in the inventory');
      [target] = await tx
        .insert(j)
        .values({
          userId: row.userId,
          inventoryItemId: row.inventoryItemId,
          method: row.method,
          target: row.target,
          state: 'PREPARING',
          timerEndsAt,
          nextRunAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } else throw wrongState('The withdrawal is finished');
    await c.queueNow(tx, target!.id);
    const auditId = await c.audit(tx, {
      action: 'withdrawal.retry',
      before: snapshot(row),
      after: snapshot(target!),
    });
    return {
      id: target!.id,
      userId: row.userId,
      inventoryItemId: row.inventoryItemId,
      itemStatus: 'PREPARING' as const,
      auditId,
    };
  });
}

/** Cancel; see the module comment. */
export function cancelWithdrawal(c: ActionContext, id: number): Promise<ActionResult> {
  const now = c.now ?? new Date();
  return c.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (row.state === 'failed') throw wrongState('The item is already back in the inventory');
    if (!isOpen(row)) throw wrongState('The withdrawal is finished');
    const state = await c.bot.cancelOffer(refOf(row));
    if (state === 'accepted') throw wrongState('The player accepted the offer meanwhile');
    if (state === 'pending') throw wrongState(ON_ITS_WAY);
    const [after] = await tx
      .update(j)
      .set({ state: 'failed', errorCode: 'item_transfer_canceled', updatedAt: now })
      .where(and(eq(j.id, row.id), inArray(j.state, OPEN_JOB_STATES)))
      .returning();
    const items = await moveItems(tx, {
      ids: [row.inventoryItemId],
      from: OPEN_ITEM_STATES,
      to: 'progress',
      at: now,
    });
    if (!after || items.length !== 1)
      throw new Error(`withdrawal ${row.id}: item left the withdrawal`);
    const auditId = await c.audit(tx, {
      action: 'withdrawal.cancel',
      before: snapshot(row),
      after: snapshot(after),
    });
    return {
      id: row.id,
      userId: row.userId,
      inventoryItemId: row.inventoryItemId,
      itemStatus: 'progress' as const,
      auditId,
    };
  });
}

/** Mark sent by hand; see the module comment. `offerId`: the offer sent by hand, if any. */
export function markSentByHand(
  c: ActionContext,
  id: number,
  hand: { offerId: string | null; note: string },
): Promise<ActionResult> {
  const now = c.now ?? new Date();
  return c.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (isOpen(row)) {
      // The provider's own offer or purchase must not arrive beside the one sent by hand.
      if (row.tradeOfferId === null || row.tradeOfferId !== hand.offerId)
        if ((await c.bot.cancelOffer(refOf(row))) === 'pending') throw wrongState(ON_ITS_WAY);
    } else if (row.state === 'failed') {
      await requireLatest(tx, row);
      const back = await moveItems(tx, {
        ids: [row.inventoryItemId],
        userId: row.userId,
        from: 'progress',
        to: 'PREPARING',
        at: now,
      });
      if (back.length !== 1) throw wrongState('The item is no longer in the inventory');
    } else throw wrongState('The withdrawal is finished');
    const [after] = await tx
      .update(j)
      .set({
        state: 'done',
        errorCode: null,
        tradeOfferId: hand.offerId ?? row.tradeOfferId,
        updatedAt: now,
      })
      .where(eq(j.id, row.id))
      .returning();
    const items = await moveItems(tx, {
      ids: [row.inventoryItemId],
      from: OPEN_ITEM_STATES,
      to: 'STEAM_WITHDRAWN',
      at: now,
    });
    if (items.length !== 1) throw new Error(`withdrawal ${row.id}: item left the withdrawal`);
    const auditId = await c.audit(tx, {
      action: 'withdrawal.mark_sent',
      before: snapshot(row),
      after: { ...snapshot(after!), note: hand.note },
    });
    return {
      id: row.id,
      userId: row.userId,
      inventoryItemId: row.inventoryItemId,
      itemStatus: 'STEAM_WITHDRAWN' as const,
      auditId,
    };
  });
}

/** Switch provider; see the module comment. */
export function switchProvider(
  c: ActionContext,
  id: number,
  provider: string,
): Promise<ActionResult> {
  const now = c.now ?? new Date();
  const running = (c.bot.members ?? [c.bot]).map((b) => b.provider);
  if (!running.some((p) => p === provider))
    throw new AppError(
      400,
      'withdrawal_provider_unavailable',
      `This shop runs ${running.join(', ')}, not ${provider}`,
    );
  return c.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (row.state !== 'PREPARING')
      throw wrongState('Only a withdrawal waiting to be sent can move');
    if (row.sendAttemptAt !== null)
      throw wrongState('A provider was asked to deliver it already; cancel it instead');
    const [target] = await tx
      .update(j)
      .set({ pinnedProvider: provider, holdReason: null, nextRunAt: now, updatedAt: now })
      .where(eq(j.id, row.id))
      .returning();
    await c.queueNow(tx, row.id);
    const auditId = await c.audit(tx, {
      action: 'withdrawal.provider',
      before: { ...snapshot(row), pinned_provider: row.pinnedProvider },
      after: { ...snapshot(target!), pinned_provider: provider },
    });
    return {
      id: row.id,
      userId: row.userId,
      inventoryItemId: row.inventoryItemId,
      itemStatus: 'PREPARING' as const,
      auditId,
    };
  });
}
