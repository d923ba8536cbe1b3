/**
 * What other modules do when a player excludes themself (issue 12 "Safer play"; decision 009): the
 * limits module records the exclusion, then runs every hook registered here, in order. A module that
 * holds play not yet started registers one to give the player's stake back (battles: the seats of
 * battles still waiting for players). A hook that fails is logged and the others still run: the
 * exclusion itself is already in force.
 */
import type { FastifyInstance } from 'fastify';

/** Runs after `userId`'s self-exclusion was recorded. */
export type ExclusionHook = (userId: number) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks run after a player's self-exclusion (see platform/exclusion-hooks.ts). */
    exclusionHooks: ExclusionHook[];
  }
}

/** Decorates `app.exclusionHooks` (empty; modules push theirs). */
export function registerExclusionHooks(app: FastifyInstance): void {
  app.decorate('exclusionHooks', []);
}

/** Runs every hook for `userId`; never throws. */
export async function runExclusionHooks(app: FastifyInstance, userId: number): Promise<void> {
  for (const hook of app.exclusionHooks) {
    try {
      await hook(userId);
    } catch (err) {
      app.log.error({ err, userId }, 'self-exclusion hook failed');
    }
  }
}
