/**
 * The front page's first screen as HTML (issue 9 "First paint"): the frame, the hero and every
 * section with its case cards, written into index.html's `#root` so `/` and `/en` paint before any
 * script has run. It is built from the very answers the API gives the app (`GET
 * /v2/case/sections/with-cases?main=1` and `GET /nitro-api/config`, asked in-process in the page's
 * language and with the visitor's `access_token` cookie as bearer), and those answers travel along
 * in a JSON data block the app seeds its query cache from (apps/web/src/app/first-screen-data.ts),
 * so its first render shows the same cards and then replaces this markup. No inline script or
 * style: the catalog's colours come as classes of `/first-screen.css` (first-screen-colors.ts).
 */
import type { Section } from '@cases/domain/api/cases';
import type { ConfigResponse } from '@cases/domain/api/platform';
import { FEATURE_FLAGS } from '@cases/domain/site';
import type { Language } from '@cases/domain/api/site-web';
import type { GameProject } from '@cases/domain/projects';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/types.ts';
import { sectionsHtml } from './first-screen-cards.ts';
import { colorStylesheet } from './first-screen-colors.ts';
import { shellHtml } from './first-screen-shell.ts';
import { textsFor } from './first-screen-texts.ts';
import { withProject } from './project-page.ts';
import { jsonBlock } from '../../platform/html.ts';

/** The id of the data block; the web app reads the same id. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/** The path of the colour stylesheet. */
export const FIRST_SCREEN_CSS = '/first-screen.css';

/** GET of one of our own API paths, in-process; the parsed body, or null unless it answered 200. */
async function api<T>(app: App, url: string, lang: Language, token?: string): Promise<T | null> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: {
      'x-client-language': lang,
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return res.statusCode === 200 ? res.json<T>() : null;
}

/** The main-page sections as the API gives them to this visitor (null when it fails). */
export async function mainSections(
  app: App,
  lang: Language,
  token?: string,
): Promise<Section[] | null> {
  const body = await api<{ sections: Section[] }>(
    app,
    '/v2/case/sections/with-cases?main=1',
    lang,
    token,
  );
  return body?.sections ?? null;
}

/**
 * index.html of `project`'s shop with the first screen of `lang`'s front page in `#root`, the data block
 * after it and the colour stylesheet in the head; only the project written in when the data cannot be had,
 * or when the site sends visitors to the welcome page first (the app redirects them there).
 */
export async function withFirstScreen(
  app: App,
  req: FastifyRequest,
  page: string,
  lang: Language,
  project: GameProject,
): Promise<string> {
  const html = withProject(page, project);
  const cookie = req.cookies.access_token;
  const token = cookie && cookie.length <= 200 ? cookie : undefined;
  const [sections, config] = await Promise.all([
    mainSections(app, lang, token),
    api<ConfigResponse>(app, '/nitro-api/config', lang),
  ]);
  if (!sections || !config || (config.redirect_to_welcome && !token)) return html;
  const t = textsFor(lang, project);
  const prefix = lang === 'ru' ? '' : `/${lang}`;
  const screen = shellHtml(
    { t, lang, config, project, signedIn: token !== undefined },
    sectionsHtml(sections, {
      t,
      lang,
      prefix,
      volatility: config.feature_flags.volatility ?? FEATURE_FLAGS.volatility,
    }),
  );
  const { hash } = colorStylesheet(sections);
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonBlock({ sections: { status: 'success', sections }, config })}</script>`;
  // Beside the build's stylesheets, ahead of the scripts (a paint waits for it, not for them).
  const css = `<link rel="stylesheet" href="${FIRST_SCREEN_CSS}?v=${hash}">\n    `;
  const at = html.search(/<script type="module"|<\/head>/);
  return (html.slice(0, at) + css + html.slice(at)).replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${screen}</div>${data}`,
  );
}
