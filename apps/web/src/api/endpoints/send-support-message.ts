/**
 * POST /v1/support/messages {body} (issue 30 "Support"): the player's message, trimmed, 1–2000 characters; the
 * first opens a conversation, and after staff closed it the next opens a new one. 20 a minute (429
 * tooManyRequests). The answer is folded into the cached conversation.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { supportSendResponse } from '@cases/domain/api/support';
import type { z } from 'zod';
import { apiPost } from '../client.ts';
import { mergeSupportMessage } from './get-support-conversation.ts';

export type SupportSent = Camel<z.infer<typeof supportSendResponse>>;

export function sendSupportMessage(body: string): Promise<SupportSent> {
  return apiPost('/v1/support/messages', { schema: supportSendResponse, body: { body } });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (sent) =>
      mergeSupportMessage(queryClient, sent.conversationId, 'open', sent.message),
  });
}
