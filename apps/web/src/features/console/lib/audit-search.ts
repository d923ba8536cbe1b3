/**
 * The audit log's filters as the page's URL keeps them (`?action&actor&from&to&page`, days as
 * yyyy-mm-dd) and as the server takes them (`from` the day's start, `to` the start of the day after,
 * in the browser's time zone, ISO).
 */
import type { AuditFilters } from '../../../api/endpoints/get-console-audit.ts';

export interface AuditSearch {
  action: string;
  actor: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a yyyy-mm-dd day (`plusDays` later) in local time, ISO; undefined for a bad day. */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(y, m - 1, d + plusDays);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

export function readAuditSearch(params: URLSearchParams): AuditSearch & { page: number } {
  const page = Number(params.get('page') ?? '1');
  return {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The server's query of the URL's filters. */
export function toAuditFilters(s: AuditSearch & { page: number }): AuditFilters {
  return {
    action: s.action || undefined,
    actorId: /^\d{1,10}$/.test(s.actor) && Number(s.actor) >= 1 ? s.actor : undefined,
    from: dayStart(s.from),
    to: dayStart(s.to, 1),
    page: s.page,
  };
}
