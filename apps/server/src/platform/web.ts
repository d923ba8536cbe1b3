/**
 * Serves the built web app (apps/web/dist): static files, and for page paths index.html with the
 * page's title and description written in (spec 000 §7 seo/get), so crawlers without JS see them.
 * API paths that match no route answer with the JSON error body instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@cases/domain/page-routes';
import type { DbOrTx } from '../db/client.ts';
import { seoFor, type Seo } from '../modules/seo/service.ts';
import { errorBody } from './errors.ts';
import type { App } from './types.ts';

const API_PREFIXES = ['/v1/', '/v2/', '/nitro-api/', '/battles-api/', '/img/', '/sandbox/'];
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with this page's title and meta description. */
export function withSeo(html: string, seo: Seo): string {
  const head = `<title>${esc(seo.title)}</title>\n    <meta name="description" content="${esc(seo.description)}" />`;
  return html.replace(/<title>[\s\S]*?<\/title>/, head);
}

export async function registerWeb(
  app: App,
  db: DbOrTx,
  webDist: string | undefined,
): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const index = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (index !== undefined)
    await app.register(fastifyStatic, { root: webDist!, wildcard: false, index: false });

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    // A missing file (an old build's asset, a typo) is a 404, never the app's HTML under a .css name.
    const isFile = /^\/assets\/|\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0] ?? '');
    if (index !== undefined && !isApi && !isFile && req.method === 'GET') {
      // Russian at the root, English under /en (spec 000 §2 locale prefixes).
      const seo = await seoFor(db, req.url, 'ru');
      // Unknown paths get the app's own 404 page with a real 404 status (spec 000 §2 "Unmatched route").
      const status = isPagePath(req.url.split('?')[0] ?? '/') ? 200 : 404;
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withSeo(index, seo));
    }
    return reply
      .status(404)
      .send(errorBody('dataNotFound', `Not found: ${req.method} ${req.url.split('?')[0]}`));
  });
}
