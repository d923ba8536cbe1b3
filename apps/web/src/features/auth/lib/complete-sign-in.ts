/**
 * The one way a token signs the player in (spec 000 §4 "Login stores the token … and shows a success
 * message"): password login, quick registration and the return from a provider all end here.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setToken } from '../../../api/token.ts';
import { showToast } from '../../../ui/toast-store.ts';

/** Stores `token`, shows `message` as a success toast and refetches everything user-specific. */
export async function completeSignIn(
  queryClient: QueryClient,
  token: string,
  message: string,
): Promise<void> {
  setToken(token);
  showToast({ type: 'success', message });
  await queryClient.invalidateQueries();
}
