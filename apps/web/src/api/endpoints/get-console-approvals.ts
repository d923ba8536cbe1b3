/**
 * GET /v1/admin/approvals?status (issue 44 "Staff cannot mint money"; right money.adjust): console saves over a value
 * cap that wait for a second approval (or were approved or rejected), newest first, at most 100, each with the body
 * it would save. Money in roubles. Also the 202 a save that waits answers (`isPendingApproval`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import {
  adminApprovalsResponse,
  type APPROVAL_STATUSES,
  type approvalPendingResponse,
} from '@cases/domain/api/admin-approvals';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ConsoleApproval = Camel<z.infer<typeof adminApprovalsResponse>>['approvals'][number];
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** A save's 202: it waits for a second approval. */
export type ConsolePendingSave = Camel<z.infer<typeof approvalPendingResponse>>;

/** Whether a save's answer is the 202 of one that waits (else the saved thing). */
export const isPendingApproval = (answer: object): answer is ConsolePendingSave =>
  'approval' in answer;

export function getConsoleApprovals(
  status: ApprovalStatus,
  signal?: AbortSignal,
): Promise<ConsoleApproval[]> {
  return apiGet('/v1/admin/approvals', {
    schema: adminApprovalsResponse,
    query: { status },
    signal,
  }).then((r) => r.approvals);
}

export const getConsoleApprovalsQueryOptions = (status: ApprovalStatus) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'approvals', status] as const,
    queryFn: ({ signal }) => getConsoleApprovals(status, signal),
    retry: false,
  });

export function useConsoleApprovals(status: ApprovalStatus) {
  return useQuery(getConsoleApprovalsQueryOptions(status));
}
