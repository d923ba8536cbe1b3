/**
 * Remembered sessions for the hottest call, the case opening (issue 14 "The open path"): token hash →
 * user id, kept per database handle for `HINT_MS`. A hint only: the opening's own statement checks the
 * session again (`open_case`: not revoked, not expired, this user), so a revoked token is refused at
 * once on every process. Misses go through `requireUser`. At most `MAX_SESSIONS` entries.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { sessionToken, hashToken, markSessionRead, requireUser } from './auth.ts';
import { AppError } from './errors.ts';

const HINT_MS = 60_000;
const MAX_SESSIONS = 50_000;
const hints = new WeakMap<object, Map<string, { userId: number; until: number }>>();

/** A signed-in player as `hintedUser` answers: the statement that acts for them checks `tokenHash` again. */
export interface HintedPlayer {
  userId: number;
  /** SHA-256 of the bearer token, checked in the statement; null when the session was checked just now. */
  tokenHash: string | null;
}

/**
 * The signed-in user and the token hash to check in the same statement; `tokenHash` is null when the
 * session was checked just now. Throws 401 `authentication` like `requireUser`.
 */
export async function hintedUser(db: DbOrTx, req: FastifyRequest): Promise<HintedPlayer> {
  markSessionRead(req);
  const token = sessionToken(req);
  let map = hints.get(db);
  if (!map) hints.set(db, (map = new Map<string, { userId: number; until: number }>()));
  const tokenHash = token === null ? null : hashToken(token);
  const hint = tokenHash === null ? undefined : map.get(tokenHash);
  if (hint && hint.until > Date.now()) return { userId: hint.userId, tokenHash };
  const userId = await requireUser(db, req);
  if (tokenHash !== null) {
    map.delete(tokenHash);
    map.set(tokenHash, { userId, until: Date.now() + HINT_MS });
    if (map.size > MAX_SESSIONS) map.delete(map.keys().next().value!);
  }
  return { userId, tokenHash: null };
}

/**
 * `call`'s result; when it fails with 401 (its statement found the remembered session no longer
 * valid) the session is forgotten first, so the next call asks the sessions table again.
 */
export async function forgetSessionOn401<T>(
  db: DbOrTx,
  req: FastifyRequest,
  call: Promise<T>,
): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof AppError && err.status === 401) forgetSession(db, req);
    throw err;
  }
}

/** Drops a remembered session (the statement found it no longer valid). */
export function forgetSession(db: DbOrTx, req: FastifyRequest): void {
  const token = sessionToken(req);
  if (token !== null) hints.get(db)?.delete(hashToken(token));
}
