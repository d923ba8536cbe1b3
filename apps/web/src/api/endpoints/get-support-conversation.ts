/**
 * GET /v1/support/conversation (issue 30 "Support"; spec 000 §1 support chat widget): who the player writes as
 * (nickname and user id) and their latest conversation with its messages (null before the first message).
 * `mergeSupportMessage` folds a message or a status change (the send's answer, the realtime event
 * `support_message`) into the cached answer without a refetch.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  mySupportResponse,
  type SupportMessageWire,
  type SupportStatus,
} from '@cases/domain/api/support';
import type { z } from 'zod';
import { apiGet } from '../client.ts';

export type MySupport = Camel<z.infer<typeof mySupportResponse>>;
export type SupportMessage = Camel<SupportMessageWire>;

export const SUPPORT_QUERY_KEY = ['support', 'conversation'] as const;

export function getSupportConversation(signal?: AbortSignal): Promise<MySupport> {
  return apiGet('/v1/support/conversation', { schema: mySupportResponse, signal });
}

/** The player's conversation; idle while `enabled` is false (a visitor, or the panel never opened). */
export function useSupportConversation(enabled: boolean) {
  return useQuery({
    queryKey: SUPPORT_QUERY_KEY,
    queryFn: ({ signal }) => getSupportConversation(signal),
    enabled,
  });
}

/**
 * Folds `message` (or, with null, only `status`) of conversation `conversationId` into the cached answer; a
 * conversation the cache does not hold yet (the first message, a new one after a close) is read again.
 */
export function mergeSupportMessage(
  queryClient: QueryClient,
  conversationId: string,
  status: SupportStatus,
  message: SupportMessage | null,
): void {
  const cached = queryClient.getQueryData<MySupport>(SUPPORT_QUERY_KEY);
  if (!cached) return;
  const c = cached.conversation;
  if (!c || c.id !== conversationId) {
    void queryClient.invalidateQueries({ queryKey: SUPPORT_QUERY_KEY });
    return;
  }
  const known = message === null || c.messages.some((m) => m.id === message.id);
  queryClient.setQueryData<MySupport>(SUPPORT_QUERY_KEY, {
    ...cached,
    conversation: {
      ...c,
      status,
      closedAt: status === 'closed' ? (c.closedAt ?? new Date().toISOString()) : c.closedAt,
      lastMessageAt: message?.createdAt ?? c.lastMessageAt,
      messages: known ? c.messages : [...c.messages, message],
    },
  });
}
