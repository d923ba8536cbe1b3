/**
 * Serves the built web app (apps/web/dist). Static files: the build's .br/.gz twins when the
 * browser takes them (@fastify/static `preCompressed`), content-hashed `/assets/` cached for a year
 * as immutable, everything else (build.json, sw.js, the manifest, icons) revalidated on every use
 * (`no-cache`). Page paths get index.html with the page's language, title and description written
 * in (spec 000 §7 seo/get), so crawlers without JS see them, the language's text chunk preloaded,
 * and on the front page (`/`, `/en`) its first screen, so it paints before the app's script has run.
 * What a page says comes through the `WebPages` port (the seo module's, wired in app.ts): this file
 * knows no feature. API paths that match no route answer with the JSON error body.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@cases/domain/page-routes';
import { LANGUAGES, type Language } from '@cases/domain/api/site-web';
import type { FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { esc } from './html.ts';
import type { App } from './types.ts';

/** A page's title and meta description. */
export interface Seo {
  title: string;
  description: string;
}

/** What the served pages say, from the areas that know (app.ts wires the seo module's). */
export interface WebPages {
  /** The title and description of a page URL in `lang` (spec 000 §7 seo/get). */
  seo(url: string, lang: Language): Promise<Seo>;
  /** False for a page path whose subject does not exist (the page of an unknown case). */
  exists(pathname: string): Promise<boolean>;
  /** The front page's HTML with its first screen written in; `html` unchanged when it cannot be. */
  firstScreen(req: FastifyRequest, html: string, lang: Language): Promise<string>;
  /** The page with the game project's marks (`<html data-project>`, home-screen title, manifest; issue 34). */
  project(html: string): string;
  /** A stylesheet the first screen links to (`?v=<hash>` when current), served beside the build. */
  stylesheet: { path: string; render(): Promise<{ css: string; hash: string }> };
}

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

/**
 * Each language's text chunk (packages/i18n `<lang>.json`; `src/i18n/<lang>.json` in older builds), from
 * the build's Vite manifest; {} without one.
 */
function textChunks(webDist: string): Partial<Record<Language, string>> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>;
  const chunks: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const key = Object.keys(manifest).find((k) =>
      new RegExp(`(^|/)(packages/i18n/src|src/i18n)/${lang}\\.json$`).test(k),
    );
    const chunk = key === undefined ? undefined : manifest[key]?.file;
    if (chunk) chunks[lang] = `/${chunk}`;
  }
  return chunks;
}

/** The language of a page path: English under /en (spec 000 §2 locale prefixes), else Russian. */
const pageLanguage = (pathname: string): Language =>
  pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ru';

export async function registerWeb(
  app: App,
  webDist: string | undefined,
  pages: WebPages,
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
    // The first screen's stylesheet; `?v=` is the content hash the page asked for.
    app.get(pages.stylesheet.path, async (req, reply) => {
      const { css, hash } = await pages.stylesheet.render();
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
      const seo = await pages.seo(req.url, lang);
      let html = pages.project(
        withSeo(index, seo).replace(/<html lang="[a-z-]*">/, `<html lang="${lang}">`),
      );
      const chunk = chunks[lang];
      if (chunk)
        html = html.replace(
          '</head>',
          `<link rel="modulepreload" crossorigin href="${chunk}">\n  </head>`,
        );
      if (pathname === '/' || pathname === '/en') html = await pages.firstScreen(req, html, lang);
      // Unknown paths, and the page of a case that does not exist, get the app's own 404 page with a
      // real 404 status (spec 000 §2 "Unmatched route"; issue 9).
      const known = isPagePath(pathname) && (await pages.exists(pathname));
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
