/**
 * POST /v1/projects/handoff { project } → { target } (issue 34, the project switcher): the other project's
 * address with a one-time sign-in token in its fragment, for a signed-in player. Throws the API error (401 when
 * signed out, 404 when that project is not offered).
 */
import type { GameProject } from '@cases/domain/projects';
import { apiPost } from '../client.ts';

/** The address to send the browser to; the token there lives 60 s and works once. */
export async function projectHandoffTarget(project: GameProject): Promise<string> {
  const res = await apiPost('/v1/projects/handoff', {
    schema: () => import('@cases/domain/api/auth').then((m) => m.projectHandoffResponse),
    body: { project },
  });
  return res.target;
}
