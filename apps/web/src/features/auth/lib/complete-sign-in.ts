/**
 * The one way a sign-in ends (spec 000 §4 "Login stores the token … and shows a success message"): password
 * login, quick registration and the return from a provider all end here. The server has stored the token in its
 * HttpOnly cookie with the answer that carried it (issue 45); the page only learns that it is signed in.
 */
import type { QueryClient } from '@tanstack/react-query';
import { signedInNow } from '../../../api/token.ts';
import { showToast } from '../../../ui/toast-store.ts';

/** Shows `message` as a success toast and refetches everything user-specific, signed in. */
export async function completeSignIn(queryClient: QueryClient, message: string): Promise<void> {
  signedInNow();
  showToast({ type: 'success', message });
  await queryClient.invalidateQueries();
}
