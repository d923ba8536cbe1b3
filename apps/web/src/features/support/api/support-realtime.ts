/**
 * The support chat's reaction to the app's realtime channel (issue 30 "replies arriving live"): `support_message`
 * (a staff reply, a close, the player's own message from another tab) is folded into the cached conversation,
 * and a staff reply counts as unseen while the panel is closed. Composed by app/realtime-reactions.ts.
 */
import { camelize } from '@cases/domain/casing';
import type { RealtimeReactions } from '../../../api/realtime.ts';
import { mergeSupportMessage } from '../../../api/endpoints/get-support-conversation.ts';
import { noteStaffReply } from '../lib/unread.ts';

export const supportRealtime: RealtimeReactions = {
  support_message: (payload, { queryClient }) => {
    const e = camelize(payload);
    mergeSupportMessage(queryClient, e.conversationId, e.status, e.message);
    if (e.message?.fromStaff) noteStaffReply();
  },
};
