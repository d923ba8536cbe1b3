/**
 * The API described (issue 33): `GET /openapi.json` (the public OpenAPI 3.1 document, platform/openapi.ts),
 * `GET /v1/admin/openapi.json` (the full one with the console's calls, to signed-in staff only; hidden 404 to
 * everyone else) and `/docs`, the reference page: Swagger UI from the swagger-ui-dist package, served by the
 * shop itself (no CDN) under the shop's CSP, with its start-up script as a file of ours.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requireStaff } from '../../kernel/staff/access.ts';
import { openApiJson } from '../../platform/openapi.ts';
import type { App, AppDeps } from '../../platform/types.ts';

const DIST = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The package files the page loads, with their types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};
const DAY_S = 86_400;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference — case shop</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/docs/overrides.css" />
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

/** Swagger UI's start: the shop's document, no "try it" against other servers, no online validator. */
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: false,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    persistAuthorization: false,
  });
});
`;

/**
 * Swagger UI's own colours that fail WCAG AA contrast (axe: the version badges, the document's link, the
 * Authorize button, the method badges), darkened; and the operation rows' path without its nested link (deep linking is off).
 */
const OVERRIDES = `.swagger-ui .info .title small { background-color: #4a4f5c; }
.swagger-ui .info .title small.version-stamp { background-color: #2f6b12; }
.swagger-ui .info a.url, .swagger-ui .info .url { color: #1d4ed8; }
.swagger-ui .btn.authorize { color: #17603f; border-color: #17603f; }
.swagger-ui .btn.authorize span { color: #17603f; }
.swagger-ui .btn.authorize svg { fill: #17603f; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17603f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b42318; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f6b63; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #5b3fa8; }
`;

export function apiDocsRoutes(app: App, { db }: AppDeps): void {
  app.get('/openapi.json', (_req, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(openApiJson(app, 'public')),
  );
  app.get('/v1/admin/openapi.json', { config: { auth: 'required' } }, async (req, reply) => {
    await requireStaff(db, req, null);
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(openApiJson(app, 'full'));
  });
  app.get('/docs', (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/docs/init.js', (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', `public, max-age=${DAY_S}`)
      .send(INIT),
  );
  app.get('/docs/overrides.css', (_req, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', `public, max-age=${DAY_S}`)
      .send(OVERRIDES),
  );
  const files = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { file: string } }>('/docs/:file', async (req, reply) => {
    const type = Object.hasOwn(ASSETS, req.params.file) ? ASSETS[req.params.file] : undefined;
    if (!type) return reply.callNotFound();
    let body = files.get(req.params.file);
    if (!body) {
      body = readFile(path.join(DIST, req.params.file));
      files.set(req.params.file, body);
    }
    return reply
      .type(type)
      .header('cache-control', `public, max-age=${DAY_S}`)
      .send(await body);
  });
}
