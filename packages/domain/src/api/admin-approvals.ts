/**
 * Console saves that wait for a second approval (issue 44 "Staff cannot mint money"; docs/console.md "Approvals"):
 * a save of an offer, a free or coin case or a pass level whose value (per purchase, opening or level) is over
 * CONTENT_VALUE_CAP_RUB, or whose rise is over what is left of its saver's CONTENT_VALUE_DAILY_CAP_RUB for the UTC
 * day, answers 202 with the stored approval and changes nothing until another staff member with `money.adjust`
 * approves it. Money in roubles.
 */
import { z } from 'zod';

/** The saves that can wait: `<what>.<create|update>` as the audit names them. */
export const APPROVAL_KINDS = [
  'offer.create',
  'offer.update',
  'case.create',
  'case.update',
  'season.level',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const adminApproval = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  /** What the save changes: `offer:<id>`, `offer:new:<slug>`, `case:<id>`, `case:new:<slug>`, `season:<id>:level:<n>`. */
  target: z.string(),
  /** What the save raises the payout by, roubles per purchase, opening or level. */
  value: z.number(),
  /** item_cap: the value is over CONTENT_VALUE_CAP_RUB; day_cap: the rise is over what is left of the saver's day. */
  reason: z.enum(['item_cap', 'day_cap']),
  status: z.enum(APPROVAL_STATUSES),
  /** Staff user ids and nicknames. */
  requested_by: z.string(),
  requested_by_name: z.string(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The save's body as sent (the approval runs it again). */
  body: z.record(z.string(), z.unknown()),
});
export type AdminApproval = z.infer<typeof adminApproval>;

/** 202 from a save that waits. */
export const approvalPendingResponse = z.object({ approval: adminApproval });

/** `GET /v1/admin/approvals?status=`: newest first, at most 100. */
export const adminApprovalsQuery = z
  .object({ status: z.enum(APPROVAL_STATUSES).default('pending') })
  .strict();
export const adminApprovalsResponse = z.object({ approvals: z.array(adminApproval) });
