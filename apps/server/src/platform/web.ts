/**
 * Serves the built web app (apps/web/dist) with an SPA fallback to index.html for page paths.
 * API paths that match no route answer with the JSON error body instead.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from './types.ts';

const API_PREFIXES = ['/v1/', '/v2/', '/nitro-api/', '/battles-api/', '/img/', '/sandbox/'];

export async function registerWeb(app: App, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });

  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (hasWeb && !isApi && req.method === 'GET')
      return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({
      success: false,
      data: {
        code: 'dataNotFound',
        message: `Not found: ${req.method} ${req.url.split('?')[0]}`,
      },
    });
  });
}
