/** `POST /v1/seo/get` (form or JSON body `{ url }`) → `{ title, description }`, spec 000 §7. */
import { z } from 'zod';
import type { App, AppDeps } from '../../platform/types.ts';
import { requestLang, seoFor } from './service.ts';

export function seoRoutes(app: App, { db }: AppDeps): void {
  app.post(
    '/v1/seo/get',
    {
      schema: {
        body: z.object({ url: z.string().min(1).max(2000) }),
        response: { 200: z.object({ title: z.string(), description: z.string() }) },
      },
    },
    async (req) => seoFor(db, req.body.url, requestLang(req.headers['x-client-language'])),
  );
}
