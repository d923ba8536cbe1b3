/**
 * The access token, kept in the `access_token` cookie so it survives reloads (spec 000 §3 Auth, §4:
 * "Authenticated means an access-token cookie is present"). Components subscribe to sign-in changes.
 */
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

const COOKIE = 'access_token';
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const listeners = new Set<() => void>();

/** The current bearer token, or null for a visitor. */
export function getToken(): string | null {
  return readCookie(COOKIE);
}

function notify(): void {
  for (const l of listeners) l();
}

/** Stores the token after login or quick registration. */
export function setToken(token: string): void {
  writeCookie(COOKIE, token, THIRTY_DAYS);
  notify();
}

/** Forgets the token (logout, or an `authentication`/`unpredicted` error). */
export function clearToken(): void {
  if (getToken() === null) return;
  deleteCookie(COOKIE);
  notify();
}

/** Subscribes to sign-in/sign-out; returns the unsubscribe function. */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: true while an access token is present. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    onTokenChange,
    () => getToken() !== null,
    () => false,
  );
}
