/**
 * The second approval of what pays out (issue 44 "Staff cannot mint money"; decision 022 "What content staff
 * save"). A console save of something that pays players — an offer's gift (bonus money and coins), a free or coin
 * case (its expected value per opening), a pass level (its rewards) — passes its value through a gate inside its
 * transaction. The value is per purchase, opening or level (kopecks, coins at COIN_VALUE_KOPECKS). The gate lets
 * the save through when it does not raise the value, or when the value stays within CONTENT_VALUE_CAP_RUB and the
 * rise fits what is left of the saver's CONTENT_VALUE_DAILY_CAP_RUB for the UTC day (taken from it in the same
 * transaction, one conditional upsert). Otherwise it throws `ApprovalNeeded`: `saveOrQueue` rolls the save back and
 * stores it in `console_approvals` instead, unusable until another staff member with `money.adjust` approves it
 * (modules/console/approvals-routes.ts), which runs the same save with an open gate. The save's own bounds (RTP,
 * offer value, free-case and pass caps) still refuse with their 422 either way: an approval never lifts them.
 */
import type { AdminApproval, ApprovalKind } from '@cases/domain/api/admin-approvals';
import { toRoubles } from '@cases/domain/money';
import type { FastifyReply } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { consoleApprovals, staffValueDays, users } from '../../db/schema/index.ts';
import { audit } from './audit.ts';

/** What a save may pay out without a second approval, kopecks (config.catalog.contentValueCaps). */
export interface ValueCaps {
  /** One save's value per purchase, opening or level (CONTENT_VALUE_CAP_RUB). */
  itemKopecks: number;
  /** What one staff member's saves of a UTC day may raise in all (CONTENT_VALUE_DAILY_CAP_RUB). */
  dayKopecks: number;
}

/** Why a save waits: its value over the item cap, or its rise over the saver's day. */
export type ApprovalReason = 'item_cap' | 'day_cap';

/** Thrown by a closed gate inside a save's transaction; `saveOrQueue` stores the save instead. */
export class ApprovalNeeded extends Error {
  constructor(
    readonly reason: ApprovalReason,
    readonly riseKopecks: number,
  ) {
    super(`Waits for a second approval (${reason})`);
  }
}

/** The gate a save passes its value through: `check(before, after)` (kopecks) throws ApprovalNeeded or lets it by. */
export interface ValueGate {
  check(tx: Tx, before: number, after: number): Promise<void>;
}

/** A gate that lets every value by: the save an approval runs. */
export const approvedGate: ValueGate = { check: () => Promise.resolve() };

/** The gate of staff member `userId` under `caps`; `now` (ms) picks the UTC day of the budget. */
export function valueGate(
  userId: number,
  caps: ValueCaps,
  now: () => number = Date.now,
): ValueGate {
  return {
    async check(tx, before, after) {
      // Whole kopecks (an expected value is fractional), rounded up: the budget never takes less than the rise.
      const rise = Math.ceil(Math.max(0, after - before));
      if (rise === 0) return;
      if (after > caps.itemKopecks) throw new ApprovalNeeded('item_cap', rise);
      const day = new Date(now()).toISOString().slice(0, 10);
      const taken =
        rise <= caps.dayKopecks &&
        (
          await tx
            .insert(staffValueDays)
            .values({ userId, day, kopecks: rise })
            .onConflictDoUpdate({
              target: [staffValueDays.userId, staffValueDays.day],
              set: { kopecks: sql`staff_value_days.kopecks + excluded.kopecks` },
              setWhere: sql`staff_value_days.kopecks + excluded.kopecks <= ${caps.dayKopecks}`,
            })
            .returning({ kopecks: staffValueDays.kopecks })
        ).length > 0;
      if (!taken) throw new ApprovalNeeded('day_cap', rise);
    },
  };
}

/** Who saves: the audit's actor. */
export interface Saver {
  actorId: number;
  role: string;
  ip: string;
}

/** A save that may wait: its kind (a registered applier's, see approvals.ts), what it saves and its body as sent. */
export interface ApprovableSave {
  kind: ApprovalKind;
  target: string;
  body: unknown;
}

/** A stored save that waits (the row of `console_approvals`). */
export type ApprovalRow = typeof consoleApprovals.$inferSelect;

/** The wire's view of an approval row (money in roubles); `requesterName` is the requester's nickname. */
export const approvalWire = (row: ApprovalRow, requesterName: string): AdminApproval => ({
  id: String(row.id),
  kind: row.kind as ApprovalKind,
  target: row.target,
  value: toRoubles(row.kopecks),
  reason: row.reason as AdminApproval['reason'],
  status: row.status as AdminApproval['status'],
  requested_by: String(row.requestedBy),
  requested_by_name: requesterName,
  requested_at: row.requestedAt.toISOString(),
  decided_by: row.decidedBy === null ? null : String(row.decidedBy),
  decided_at: row.decidedAt?.toISOString() ?? null,
  body: row.body as Record<string, unknown>,
});

/**
 * Runs `save` in one transaction behind the saver's gate; `{ done }` with its result, or, when the gate closed,
 * `{ pending }` with the stored approval row (the save rolled back, an `approval.request` audit entry written).
 * Any other error is thrown as is.
 */
export async function saveOrQueue<T>(
  db: Db,
  who: Saver,
  request: ApprovableSave,
  caps: ValueCaps,
  save: (tx: Tx, gate: ValueGate) => Promise<T>,
): Promise<{ done: T } | { pending: ApprovalRow }> {
  const gate = valueGate(who.actorId, caps);
  try {
    return { done: await db.transaction((tx) => save(tx, gate)) };
  } catch (e) {
    if (!(e instanceof ApprovalNeeded)) throw e;
    const pending = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consoleApprovals)
        .values({
          kind: request.kind,
          target: request.target,
          body: request.body,
          kopecks: e.riseKopecks,
          reason: e.reason,
          requestedBy: who.actorId,
        })
        .returning();
      await audit(tx, {
        ...who,
        action: 'approval.request',
        target: `approval:${row!.id}`,
        after: { kind: row!.kind, target: row!.target, reason: row!.reason, kopecks: row!.kopecks },
      });
      return row!;
    });
    return { pending };
  }
}

/** The wire of approval `row` with its requester's nickname read from `db`. */
export async function approvalWireOf(db: DbOrTx, row: ApprovalRow): Promise<AdminApproval> {
  const [u] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, row.requestedBy));
  return approvalWire(row, u?.nickname ?? '');
}

/** A route's answer to `saveOrQueue`: the save's own answer, or 202 `{ approval }` for a save that waits. */
export async function answerSave<T>(
  db: Db,
  reply: FastifyReply,
  r: { done: T } | { pending: ApprovalRow },
): Promise<T | FastifyReply> {
  if ('done' in r) return r.done;
  return reply.code(202).send({ approval: await approvalWireOf(db, r.pending) });
}
