/**
 * The game project this page serves (issue 34, decision 019): one backend per project, so it is fixed for the
 * page's life. index.html is the default project's page (Dota 2); a backend of another project writes
 * `<html data-project="…">` into the pages it renders (server modules/seo/project-page.ts), which the app
 * reads before its first render. `applyProject` writes the project into the document: the attribute the
 * theme's colours switch on (theme-cs.css), the home-screen title and the app manifest. Where the server wrote
 * nothing, the config's answer corrects the default (i18n.ts `switchProject`).
 */
import {
  GAME_PROJECTS,
  isGameProject,
  PROJECTS,
  type GameProject,
  type ProjectInfo,
} from '@cases/domain/projects';

/** The project of a page that names none: the one index.html is written for. */
export const DEFAULT_PROJECT: GameProject = GAME_PROJECTS[0];
let current: GameProject = DEFAULT_PROJECT;

/** The project the page names (`<html data-project>`), else the default. */
export function pageProject(): GameProject {
  const written = document.documentElement.dataset.project;
  return isGameProject(written) ? written : DEFAULT_PROJECT;
}

/** Makes `project` the page's: the theme attribute, the home-screen title, the manifest and the icons. */
export function applyProject(project: GameProject): void {
  current = project;
  const info = PROJECTS[project];
  document.documentElement.dataset.project = project;
  document
    .querySelector('meta[name="apple-mobile-web-app-title"]')
    ?.setAttribute('content', info.site);
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', info.manifest);
  document.querySelector('link[rel="icon"]')?.setAttribute('href', info.icons.favicon);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', info.icons.touch);
}

/** The page's project (the default until `applyProject` ran). */
export function currentProject(): GameProject {
  return current;
}

/** What the page's project names and links: its site name, game and support address. */
export function projectInfo(): ProjectInfo {
  return PROJECTS[current];
}
