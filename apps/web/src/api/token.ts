/**
 * Whether the browser holds a session (spec 000 §3 Auth, §4: "Authenticated means an access-token cookie is
 * present"). The server keeps the token in the HttpOnly `access_token` cookie, which no script here can read
 * (issue 45), and sets the readable `signed_in=1` beside it; fetches send the cookie on their own. Components
 * subscribe to sign-in changes.
 */
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, rereadCookies } from './cookies.ts';

const SIGNED_IN = 'signed_in';
const listeners = new Set<() => void>();

/** True while the browser holds a session cookie (as the server last said). */
export function isSignedIn(): boolean {
  return readCookie(SIGNED_IN) === '1';
}

function notify(): void {
  for (const l of listeners) l();
}

/** After a sign-in answer (its cookies are set): tells every subscriber. */
export function signedInNow(): void {
  rereadCookies();
  notify();
}

/** After sign-out (the server cleared the session cookie): forgets the session here too. */
export function signedOut(): void {
  rereadCookies();
  if (!isSignedIn()) return notify();
  deleteCookie(SIGNED_IN);
  notify();
}

/**
 * An `authentication` or `unpredicted` error signs the player out (spec 000 §4, §8): the session is revoked on the
 * server, which clears its cookie (a script cannot), and forgotten here.
 */
export function forceSignOut(): void {
  if (!isSignedIn()) return;
  void fetch('/v1/auth/revoke', { method: 'POST', credentials: 'same-origin' }).catch(
    () => undefined,
  );
  deleteCookie(SIGNED_IN);
  notify();
}

/** Subscribes to sign-in/sign-out; returns the unsubscribe function. */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: true while a session is held. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onTokenChange, isSignedIn, () => false);
}
