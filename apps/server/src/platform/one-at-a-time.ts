/**
 * One paid game action per session at a time (issue 11; the same guard as case openings' `fastOpen`):
 * a second upgrade, contract or mines move of a session while the first is in flight answers
 * 429 `game_in_progress` and changes nothing. Across sessions the games' own conditional updates and
 * locks keep the outcome right; this only stops a double click from queueing a second action.
 */
import type { FastifyRequest } from 'fastify';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { sessionToken } from './auth.ts';
import { AppError } from './errors.ts';

/** 429 `game_in_progress`. */
export const gameInProgress = () =>
  new AppError(429, 'game_in_progress', 'Wait for the previous action to finish');

/** A guard for one group of routes: `run(req, action)` runs `action` unless the session has one in flight. */
export function oneAtATime() {
  const busy = new Set<string>();
  return async function run<T>(req: FastifyRequest, action: () => Promise<T>): Promise<T> {
    const session = sessionToken(req);
    if (session !== null && busy.has(session)) throw gameInProgress();
    if (session !== null) busy.add(session);
    try {
      // Requests that arrived together reach the check above before this one runs on.
      await yieldTurn();
      return await action();
    } finally {
      if (session !== null) busy.delete(session);
    }
  };
}
