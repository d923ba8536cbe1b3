/**
 * Taking another project's hand-off (issue 34, decision 019; spec 000 §7 `POST /nitro-api/login` "sign in
 * from an external token"): the token (handoff/token.ts) names the player on the issuing project; here it
 * finds or creates the linked account — the same Steam account's when the player signed in with Steam
 * there, else the one linked to that project's player id (`project-<id>`) — and opens a session. Balances
 * stay per project: the account here starts at zero.
 * Errors: 401 authentication (forged, expired, replayed, for another project, or no switcher configured).
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { issueToken, sessionMeta } from '../../../platform/auth.ts';
import { AppError } from '../../../platform/errors.ts';
import { userForIdentity } from '../external/users.ts';
import { takeHandoff } from './token.ts';

/** `{ access_token, new_user, provider }` for a good token; `provider` is `steam` when linked by Steam. */
export async function handoffSignIn(
  db: Db,
  config: Config,
  req: FastifyRequest,
  token: string,
): Promise<{ access_token: string; new_user: boolean; provider: 'steam' | null }> {
  const secret = config.projects.handoffSecret;
  const claims = secret ? await takeHandoff(db, secret, config.project.id, token) : null;
  if (!claims) throw new AppError(401, 'authentication', 'The hand-off token is not valid');
  // The player accepted the terms and confirmed 18+ on the project they come from.
  const { userId, created } = claims.steam
    ? await userForIdentity(db, 'steam', claims.steam, claims.nick, true)
    : await userForIdentity(db, `project-${claims.iss}`, claims.sub, claims.nick, true);
  const accessToken = await issueToken(db, userId, sessionMeta(req, config.auth.sessionTtlS));
  return { access_token: accessToken, new_user: created, provider: claims.steam ? 'steam' : null };
}
