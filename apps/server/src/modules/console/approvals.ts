/**
 * The second approval's decisions (issue 44 "Staff cannot mint money"; docs/console.md "Approvals"): the saves that
 * wait, and approving (the stored save runs again, in one transaction with the decision) or rejecting one. A staff
 * member never decides their own save; a save is decided once, even when two decisions arrive together (the row is
 * locked for its decision). Each decision writes one audit entry (`approval.approve|reject`).
 * Errors: 404 approval_not_found, 409 approval_not_pending, 403 console_forbidden (one's own save).
 */
import type { AdminApproval } from '@cases/domain/api/admin-approvals';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consoleApprovals, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Staff } from '../../kernel/staff/access.ts';
import type { Approvals } from '../../kernel/staff/approvals.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { approvalWire, approvalWireOf, type ApprovalRow } from '../../kernel/staff/value-gate.ts';

/** The saves of `status`, newest first, at most 100, with their requesters' nicknames. */
export async function approvalsOf(
  db: Db,
  status: AdminApproval['status'],
): Promise<AdminApproval[]> {
  const rows = await db
    .select({ row: consoleApprovals, nickname: users.nickname })
    .from(consoleApprovals)
    .innerJoin(users, eq(users.id, consoleApprovals.requestedBy))
    .where(eq(consoleApprovals.status, status))
    .orderBy(desc(consoleApprovals.id))
    .limit(100);
  return rows.map((r) => approvalWire(r.row, r.nickname));
}

/** The row of approval `id` (the path's text) locked for its decision, checked: pending and not `staff`'s own. */
async function lockPending(tx: Tx, id: string, staff: Staff): Promise<ApprovalRow> {
  const n = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const [row] = await tx
    .select()
    .from(consoleApprovals)
    .where(eq(consoleApprovals.id, n))
    .for('update');
  if (!row) throw new AppError(404, 'approval_not_found', 'No such approval');
  if (row.status !== 'pending')
    throw new AppError(409, 'approval_not_pending', `This save is ${row.status} already`);
  if (row.requestedBy === staff.userId)
    throw new AppError(403, 'console_forbidden', 'Another staff member approves your save');
  return row;
}

/**
 * Decides approval `id` as `staff` from `ip`: `approve` runs the stored save through its registered applier in the
 * decision's transaction (the save's own errors roll both back; the approval stays pending), `reject` drops it.
 * The approval after the decision.
 */
export async function decideApproval(
  db: Db,
  appliers: Approvals,
  staff: Staff,
  ip: string,
  id: string,
  decision: 'approve' | 'reject',
): Promise<AdminApproval> {
  let after: (() => void) | undefined;
  const who = { actorId: staff.userId, role: staff.role, ip };
  const wire = await db.transaction(async (tx) => {
    const row = await lockPending(tx, id, staff);
    if (decision === 'approve') {
      const applier = appliers.applierOf(row.kind);
      if (!applier) throw new AppError(409, 'approval_not_pending', `No save ${row.kind} runs`);
      await applier.apply(tx, who, row.target, row.body);
      after = applier.afterCommit;
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const [decided] = await tx
      .update(consoleApprovals)
      .set({ status, decidedBy: staff.userId, decidedAt: new Date() })
      .where(and(eq(consoleApprovals.id, row.id), eq(consoleApprovals.status, 'pending')))
      .returning();
    await audit(tx, {
      ...who,
      action: decision === 'approve' ? 'approval.approve' : 'approval.reject',
      target: `approval:${row.id}`,
      before: { kind: row.kind, target: row.target, requested_by: row.requestedBy },
      after: { status },
    });
    return approvalWireOf(tx, decided!);
  });
  after?.();
  return wire;
}
