/**
 * The game project written into a served page (issue 34, decision 019): `<html data-project="…">`, which the
 * web app's theme switches on (apps/web/src/theme-cs.css) and its i18n reads before the first render
 * (apps/web/src/i18n/project.ts), the home-screen title and the app manifest (packages/domain projects.ts).
 * index.html is the default project's page (Dota 2's names, manifest and theme), so a page of the default
 * project stays as it is; the app reads a page without the attribute as the default project's.
 */
import { GAME_PROJECTS, PROJECTS, type GameProject } from '@cases/domain/projects';
import { esc } from '../../platform/html.ts';

/** `html` with `project` on its `<html>` element, its home-screen title, manifest link and icons. */
export function withProject(html: string, project: GameProject): string {
  if (project === GAME_PROJECTS[0]) return html;
  const { site, manifest, icons } = PROJECTS[project];
  return html
    .replace(
      /<html\b([^>]*)>/,
      (_, attrs: string) =>
        `<html${attrs.replace(/\s+data-project="[^"]*"/, '')} data-project="${project}">`,
    )
    .replace(
      /(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${esc(site)}${close}`,
    )
    .replace(
      /(<link rel="manifest" href=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${esc(manifest)}${close}`,
    )
    .replace(
      /(<link rel="icon" type="image\/svg\+xml" href=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${esc(icons.favicon)}${close}`,
    )
    .replace(
      /(<link rel="apple-touch-icon" href=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${esc(icons.touch)}${close}`,
    );
}
