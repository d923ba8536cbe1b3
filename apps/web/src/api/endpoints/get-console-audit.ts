/**
 * GET /v1/admin/audit?actor_id&action&from&to&page (issue 30 "Audit"; right audit.read): the audit log,
 * newest first, 50 entries a page, with the total. `before` and `after` are the entry's JSON as stored:
 * the client camelizes every answer, so their keys are turned back to the server's snake_case here.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { snakify, type Camel } from '@cases/domain/casing';
import { auditResponse, type AuditEntry as WireAuditEntry } from '@cases/domain/api/admin';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type AuditEntry = Camel<Omit<WireAuditEntry, 'before' | 'after'>> & {
  before: unknown;
  after: unknown;
};

/** The filters of the log; times ISO with offset, `from` inclusive, `to` exclusive. */
export interface AuditFilters {
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
}

/** Entries per page (the server's). */
export const AUDIT_PAGE_SIZE = 50;

export async function getConsoleAudit(
  f: AuditFilters,
  signal?: AbortSignal,
): Promise<{ entries: AuditEntry[]; page: number; total: number }> {
  const answer = await apiGet('/v1/admin/audit', {
    schema: auditResponse,
    query: { actor_id: f.actorId, action: f.action, from: f.from, to: f.to, page: f.page },
    signal,
  });
  return {
    ...answer,
    entries: answer.entries.map((e) => ({
      ...e,
      before: snakify(e.before),
      after: snakify(e.after),
    })),
  };
}

export const consoleAuditQueryOptions = (f: AuditFilters) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'audit', f] as const,
    queryFn: ({ signal }) => getConsoleAudit(f, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One page of the log under `filters` (the previous page stays shown while the next loads). */
export function useConsoleAudit(filters: AuditFilters) {
  return useQuery(consoleAuditQueryOptions(filters));
}
