/**
 * GET /v1/admin/support/conversations?status&page (issue 30 "Support"; right support): the inbox — open
 * conversations first (status `all`), newest activity first, 50 a page, each with the player's nickname and
 * id, the assignee and the last message.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { supportInboxResponse, type SupportInboxRow } from '@cases/domain/api/admin-support';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type InboxRow = Camel<SupportInboxRow>;
export type InboxPage = Camel<z.infer<typeof supportInboxResponse>>;
export type InboxFilter = 'all' | 'open' | 'closed';

/** Every support query of the console lives under this key (the live updates refresh them all). */
export const CONSOLE_SUPPORT_KEY = [CONSOLE_QUERY_ROOT, 'support'] as const;

export function getConsoleSupportInbox(
  status: InboxFilter,
  page: number,
  signal?: AbortSignal,
): Promise<InboxPage> {
  return apiGet('/v1/admin/support/conversations', {
    schema: supportInboxResponse,
    query: { status, page: String(page) },
    signal,
  });
}

export function useConsoleSupportInbox(status: InboxFilter, page: number) {
  return useQuery({
    queryKey: [...CONSOLE_SUPPORT_KEY, 'inbox', status, page] as const,
    queryFn: ({ signal }) => getConsoleSupportInbox(status, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
