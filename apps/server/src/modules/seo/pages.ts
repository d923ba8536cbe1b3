/**
 * The seo module's side of serving pages (platform/web.ts `WebPages`): each page's title and
 * description, whether the case a `/open/<slug>` page names exists (spec 000 §2 "Unmatched route"),
 * and the front page's first screen with its colour stylesheet (issue 9 "First paint").
 */
import type { App, AppDeps } from '../../platform/types.ts';
import type { WebPages } from '../../platform/web.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { colorStylesheet } from './first-screen-colors.ts';
import { FIRST_SCREEN_CSS, mainSections, withFirstScreen } from './first-screen.ts';
import { seoFor } from './service.ts';
import { withProject } from './project-page.ts';

/** False for `/open/<slug>` (or `/en/open/<slug>`) naming no case; true for every other path. */
async function caseOfPageExists(db: AppDeps['db'], pathname: string): Promise<boolean> {
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

/** The pages port of `app` (its first screen asks the app's own API in-process), naming the backend's project. */
export function seoPages(app: App, { db, config }: AppDeps): WebPages {
  const project = config.project.id;
  return {
    seo: (url, lang) => seoFor(db, project, url, lang),
    exists: (pathname) => caseOfPageExists(db, pathname),
    firstScreen: (req, html, lang) => withFirstScreen(app, req, html, lang, project),
    project: (html) => withProject(html, project),
    stylesheet: {
      path: FIRST_SCREEN_CSS,
      // The catalog's colours, from the Russian main page's sections (the same in both languages).
      render: async () => colorStylesheet((await mainSections(app, 'ru')) ?? []),
    },
  };
}
