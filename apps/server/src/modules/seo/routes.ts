/** `POST /v1/seo/get` (form or JSON body `{ url }`) → `{ title, description }`, spec 000 §7. */
import { seoBody, seoResponse } from '@cases/domain/api/site-web';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { seoFor } from './service.ts';

export function seoRoutes(app: App, { db }: AppDeps): void {
  app.post(
    '/v1/seo/get',
    { schema: { body: seoBody, response: { 200: seoResponse } } },
    async (req) => seoFor(db, req.body.url, langOf(req)),
  );
}
