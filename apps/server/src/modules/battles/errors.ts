/**
 * Battle error answers (spec 000 §4 operation statuses, §8; issue 10). Each is an AppError with its key;
 * nothing is written when one is thrown inside a transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { sessionToken, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { hintedUser } from '../../platform/session-hint.ts';

/** 404: no such battle, or another player's private battle without its key. */
export const battleNotFound = () => new AppError(404, 'dataNotFound', 'Battle not found');
/** 409 `joining_battle`: the seat or the battle cannot be taken or left now. */
export const cannotJoin = (message: string) => new AppError(409, 'joining_battle', message);
/** 403 `error_battle_authorize`: only a member (or the creator) may do this. */
export const notAllowed = (message: string) => new AppError(403, 'error_battle_authorize', message);

/**
 * What a signed-in battle call declares (route-config.ts): it needs the session, and a visitor without any
 * token is answered 401 `error_battle_authorize` (the key the battles client knows), not `authentication`.
 */
export const BATTLE_AUTH = { auth: 'required', signedOut: 'error_battle_authorize' } as const;

/**
 * The signed-in player of a battle call: 401 `error_battle_authorize` without a token (a visitor),
 * 401 `authentication` for a token that is no longer valid (the client signs out).
 */
export async function requireBattleUser(db: DbOrTx, req: FastifyRequest): Promise<number> {
  if (sessionToken(req) === null)
    throw new AppError(401, 'error_battle_authorize', 'Sign in to play battles');
  return requireUser(db, req);
}

/**
 * `requireBattleUser` for a call whose statement checks the session again (`join_battle`): the player and,
 * when the session was remembered, its token hash. Same 401s.
 */
export async function hintedBattleUser(
  db: DbOrTx,
  req: FastifyRequest,
): Promise<{ userId: number; tokenHash: string | null }> {
  if (sessionToken(req) === null)
    throw new AppError(401, 'error_battle_authorize', 'Sign in to play battles');
  return hintedUser(db, req);
}
