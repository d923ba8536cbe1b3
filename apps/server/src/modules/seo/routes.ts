/**
 * `POST /v1/seo/get` (form or JSON body `{ url }`) → `{ title, description }`, spec 000 §7; the console's
 * calls that change the texts: admin-routes.ts (issue 30).
 */
import { seoBody, seoResponse } from '@cases/domain/api/site-web';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { seoAdminRoutes } from './admin-routes.ts';
import { seoFor } from './service.ts';

export function seoRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  seoAdminRoutes(app, deps);
  app.post(
    '/v1/seo/get',
    { schema: { body: seoBody, response: { 200: seoResponse } } },
    async (req) => seoFor(db, config.project.id, req.body.url, langOf(req)),
  );
}
