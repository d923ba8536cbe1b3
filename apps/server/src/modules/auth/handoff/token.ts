/**
 * The project switcher's hand-off token (issue 34, decision 019): made by one project's backend for a signed-in
 * player, taken once by another project's `POST /nitro-api/login`. Sealed (external/state.ts: base64url JSON
 * and HMAC-SHA256) with a key derived from PROJECT_HANDOFF_SECRET, which every project's backend shares.
 * Claims: `iss` the issuing project, `aud` the project it is for, `sub` the player's id there, `steam` their
 * signed-in Steam account (SteamID64) or null, `nick`, and `jti`, the token's id. Lives HANDOFF_TTL_MS.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isGameProject, type GameProject } from '@cases/domain/projects';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { projectHandoffs } from '../../../db/schema/index.ts';
import { seal, unseal } from '../external/state.ts';

/** A hand-off token is good for one minute (ms). */
export const HANDOFF_TTL_MS = 60_000;

export interface HandoffClaims {
  iss: GameProject;
  aud: GameProject;
  sub: string;
  steam: string | null;
  nick: string;
  jti: string;
}

/** The sealing key: the shared secret, kept apart from every other use of it. */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('project-handoff/v1').digest('hex');

/** Makes a token for `claims` (a fresh `jti`), valid HANDOFF_TTL_MS. */
export function makeHandoff(secret: string, claims: Omit<HandoffClaims, 'jti'>): string {
  return seal(
    keyOf(secret),
    { v: 1, ...claims, jti: randomBytes(16).toString('base64url') },
    HANDOFF_TTL_MS,
  );
}

/**
 * Takes a token meant for `project`: null when it is forged, expired, malformed, for another project, issued
 * by this one, or already taken (its `jti` is written here in the same call; a second take finds it).
 */
export async function takeHandoff(
  db: Db,
  secret: string,
  project: GameProject,
  token: string,
): Promise<HandoffClaims | null> {
  const c = unseal<Record<string, unknown>>(keyOf(secret), token);
  if (
    !c ||
    c.v !== 1 ||
    c.aud !== project ||
    !isGameProject(c.iss) ||
    c.iss === project ||
    typeof c.sub !== 'string' ||
    !/^\d{1,12}$/.test(c.sub) ||
    (c.steam !== null && (typeof c.steam !== 'string' || !/^\d{17}$/.test(c.steam))) ||
    typeof c.nick !== 'string' ||
    typeof c.jti !== 'string' ||
    !/^[A-Za-z0-9_-]{22}$/.test(c.jti) ||
    typeof c.exp !== 'number'
  )
    return null;
  await db.delete(projectHandoffs).where(lt(projectHandoffs.expiresAt, sql`now()`));
  const taken = await db
    .insert(projectHandoffs)
    // Kept a minute past the token's own expiry, so clocks a little apart cannot reopen it.
    .values({ jti: c.jti, expiresAt: new Date(c.exp + 60_000) })
    .onConflictDoNothing()
    .returning({ jti: projectHandoffs.jti });
  if (taken.length === 0) return null;
  return {
    iss: c.iss,
    aud: project,
    sub: c.sub,
    steam: c.steam,
    nick: c.nick,
    jti: c.jti,
  };
}
