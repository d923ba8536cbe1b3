/**
 * Serves the built web app (apps/web/dist). Static files: the build's .br/.gz twins when the
 * browser takes them (@fastify/static `preCompressed`), content-hashed `/assets/` cached for a year
 * as immutable, everything else (build.json, sw.js, the manifest, icons) revalidated on every use
 * (`no-cache`). Page paths get index.html with the page's language, title and description written
 * in (spec 000 §7 seo/get), so crawlers without JS see them, the language's text chunk preloaded,
 * and on the front page (`/`, `/en`) its first screen (modules/seo/first-screen.ts), so it paints
 * before the app's script has run. API paths that match no route answer with the JSON error body.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@cases/domain/page-routes';
import { LANGUAGES, type Language } from '@cases/domain/api/site-web';
import type { DbOrTx } from '../db/client.ts';
import { colorStylesheet } from '../modules/seo/first-screen-colors.ts';
import { FIRST_SCREEN_CSS, mainSections, withFirstScreen } from '../modules/seo/first-screen.ts';
import { esc } from '../modules/seo/html.ts';
import { snapshot } from '../modules/cases/snapshot.ts';
import { seoFor, type Seo } from '../modules/seo/service.ts';
import { errorBody } from './errors.ts';
import type { App } from './types.ts';

const API_PREFIXES = ['/v1/', '/v2/', '/nitro-api/', '/battles-api/', '/img/', '/sandbox/'];
/** Content-hashed files: a new build gives them new names, so a browser may keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control of a file of the build, by its path inside the build folder. */
export function cacheControlOf(relativePath: string): string {
  return relativePath.split(/[\\/]/)[0] === 'assets' ? IMMUTABLE : 'no-cache';
}

/** index.html with this page's title and meta description. */
export function withSeo(html: string, seo: Seo): string {
  const head = `<title>${esc(seo.title)}</title>\n    <meta name="description" content="${esc(seo.description)}" />`;
  return html.replace(/<title>[\s\S]*?<\/title>/, head);
}

/** Each language's text chunk (apps/web/src/i18n), from the build's Vite manifest; {} without one. */
function textChunks(webDist: string): Partial<Record<Language, string>> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>;
  const chunks: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const chunk = manifest[`src/i18n/${lang}.json`]?.file;
    if (chunk) chunks[lang] = `/${chunk}`;
  }
  return chunks;
}

/** False for `/open/<slug>` (or `/en/open/<slug>`) naming no case; true for every other path. */
async function caseOfPageExists(db: DbOrTx, pathname: string): Promise<boolean> {
  const slug = /^(?:\/en)?\/open\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (slug === undefined) return true;
  let key: string;
  try {
    key = decodeURIComponent(slug);
  } catch {
    return false;
  }
  return (await snapshot(db)).byKey.has(key);
}

/** The language of a page path: English under /en (spec 000 §2 locale prefixes), else Russian. */
const pageLanguage = (pathname: string): Language =>
  pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ru';

export async function registerWeb(
  app: App,
  db: DbOrTx,
  webDist: string | undefined,
): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const index = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const chunks = webDist && index !== undefined ? textChunks(webDist) : {};
  if (webDist && index !== undefined) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlOf(path.relative(webDist, file)));
      },
    });
    // The catalog's colours for the first screen; `?v=` is the content hash the page asked for.
    app.get(FIRST_SCREEN_CSS, async (req, reply) => {
      const { css, hash } = colorStylesheet((await mainSections(app, 'ru')) ?? []);
      const asked = (req.query as { v?: unknown }).v;
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', asked === hash ? IMMUTABLE : 'no-cache')
        .send(css);
    });
    // Every other GET is a page (a route, not the not-found handler, so @fastify/compress applies).
    app.get('/*', async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      // A missing file (an old build's asset, a typo) is a 404, never the app's HTML under a .css name.
      const isFile = /^\/assets\/|\.[a-z0-9]{1,8}$/i.test(pathname);
      if (isFile || API_PREFIXES.some((p) => pathname.startsWith(p))) return reply.callNotFound();
      const lang = pageLanguage(pathname);
      const seo = await seoFor(db, req.url, lang);
      let html = withSeo(index, seo).replace(/<html lang="[a-z-]*">/, `<html lang="${lang}">`);
      const chunk = chunks[lang];
      if (chunk)
        html = html.replace(
          '</head>',
          `<link rel="modulepreload" crossorigin href="${chunk}">\n  </head>`,
        );
      if (pathname === '/' || pathname === '/en')
        html = await withFirstScreen(app, req, html, lang);
      // Unknown paths, and the page of a case that does not exist, get the app's own 404 page with a
      // real 404 status (spec 000 §2 "Unmatched route"; issue 9).
      const known = isPagePath(pathname) && (await caseOfPageExists(db, pathname));
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    });
  }

  app.setNotFoundHandler(async (req, reply) =>
    reply
      .status(404)
      .send(errorBody('dataNotFound', `Not found: ${req.method} ${req.url.split('?')[0]}`)),
  );
}
