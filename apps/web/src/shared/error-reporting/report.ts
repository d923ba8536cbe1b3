/**
 * Error reporting in the browser (spec 000 §7 "an error-reporting service", §8; issue 31): a thin front to Sentry's
 * browser SDK, which is imported only once the site config names a DSN (unset: nothing loads, nothing is sent).
 * Errors reported before the SDK is there wait (at most 20); API errors with a status below 500 are the
 * player's or the network's, never reported (spec: statuses 300–499 ignored).
 */
import type { ErrorReportingSdk } from './sentry-sdk.ts';

let sdk: ErrorReportingSdk | null = null;
let starting = false;
const waiting: unknown[] = [];
let userId: string | null = null;

/** An API error the client raised for a status below 500 (a refusal, a 404, offline): not a fault of ours. */
export function isClientSideFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'number' && error.status < 500;
}

/** Reports `error` when error reporting is on; a no-op (beyond a short wait list) while it is off. */
export function reportError(error: unknown): void {
  if (isClientSideFailure(error)) return;
  if (sdk) sdk.capture(error);
  else if (waiting.length < 20) waiting.push(error);
}

/** The signed-in player's id, the only personal datum a report carries; null when signed out. */
export function setReportedUser(id: string | null): void {
  userId = id;
  sdk?.setUser(id);
}

/** Loads and starts the SDK for `dsn` (once), then sends what waited. */
export async function startErrorReporting(settings: {
  dsn: string;
  environment: string;
}): Promise<void> {
  if (sdk || starting) return;
  starting = true;
  const { initSdk } = await import('./sentry-sdk.ts');
  sdk = initSdk(settings, isClientSideFailure);
  sdk.setUser(userId);
  for (const error of waiting.splice(0)) sdk.capture(error);
}
