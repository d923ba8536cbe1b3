/**
 * The project switcher's hand-off (issue 34, decision 019): `POST /v1/projects/handoff { project }` → `{ target }`,
 * the other project's address with a one-time token in the fragment (`<url>/#handoff=<token>`, never sent to a
 * server in a request line or a Referer). That project's page trades it at `POST /nitro-api/login { token }`
 * (external/routes.ts, handoff/sign-in.ts).
 * Registered while the `project_switcher` flag is on (areas.ts); off, it answers as an unknown path (404).
 * Errors: 401 authentication; 404 dataNotFound (the project is this one or not in PROJECTS); 400 bad body.
 */
import { projectHandoffBody, projectHandoffResponse } from '@cases/domain/api/auth';
import { steamIdentityOf } from './identity.ts';
import { getUser } from '../../../kernel/players/users.ts';
import { requireUser } from '../../../platform/auth.ts';
import { notFound } from '../../../platform/errors.ts';
import type { App, AppDeps } from '../../../platform/types.ts';
import { makeHandoff } from './token.ts';

export function projectHandoffRoutes(app: App, { db, config }: AppDeps): void {
  app.post(
    '/v1/projects/handoff',
    {
      config: { errors: [[404, 'dataNotFound']], auth: 'required' },
      schema: { body: projectHandoffBody, response: { 200: projectHandoffResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const { project } = req.body;
      const link = config.projects.links.find((l) => l.id === project);
      const secret = config.projects.handoffSecret;
      if (!link || project === config.project.id || !secret)
        throw notFound('dataNotFound', 'No such project to switch to');
      const user = await getUser(db, userId);
      const steam = await steamIdentityOf(db, userId);
      const token = makeHandoff(secret, {
        iss: config.project.id,
        aud: project,
        sub: String(userId),
        steam,
        nick: user.nickname,
      });
      return { target: `${link.url}/#handoff=${token}` };
    },
  );
}
