/**
 * GET /v1/admin/support/conversations/{id} (issue 30 "Support"; right support): one conversation with its
 * messages, oldest first, each with its author. 404 support_not_found.
 */
import { useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { supportThreadResponse } from '@cases/domain/api/admin-support';
import type { z } from 'zod';
import { apiGet } from '../client.ts';
import { CONSOLE_SUPPORT_KEY } from './get-console-support-inbox.ts';

export type SupportThread = Camel<z.infer<typeof supportThreadResponse>>;

export function getConsoleSupportThread(id: string, signal?: AbortSignal): Promise<SupportThread> {
  return apiGet(`/v1/admin/support/conversations/${encodeURIComponent(id)}`, {
    schema: supportThreadResponse,
    signal,
  });
}

export function useConsoleSupportThread(id: string | null) {
  return useQuery({
    queryKey: [...CONSOLE_SUPPORT_KEY, 'thread', id] as const,
    queryFn: ({ signal }) => getConsoleSupportThread(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}
