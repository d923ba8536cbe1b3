/**
 * The game projects one codebase serves, one backend each (spec 000 §1 "a second game project, cs, also exists";
 * spec 001 §7 "a second and third backend host … one per game project"; issue 34, decision 019). A project is
 * data: its Steam app id, the game's and the shop's names, its support address and app manifest; its catalog,
 * theme and texts hang off the same key.
 */

/** Project keys, the default first. */
export const GAME_PROJECTS = ['dota', 'cs'] as const;
export type GameProject = (typeof GAME_PROJECTS)[number];

/** What the wire and the web need of a project. */
export interface ProjectInfo {
  /** Steam's app id of the game: 570 Dota 2, 730 Counter-Strike 2. */
  appId: number;
  /** The game's name as Steam writes it. */
  game: string;
  /** The game's short name in running text and titles: "Dota 2", "CS2" (issue 34). */
  gameShort: string;
  /** The shop's name as the logo and page titles write it: the last word is the logo's accent (issue 34). */
  site: string;
  /** The support address the legal pages and notices give (issue 34). */
  supportEmail: string;
  /** The installable app's manifest, a file of apps/web/public (issue 34). */
  manifest: string;
  /** The tab icon and the home-screen icon, files of apps/web/public (issue 34). */
  icons: { favicon: string; touch: string };
}

export const PROJECTS: Readonly<Record<GameProject, ProjectInfo>> = {
  dota: {
    appId: 570,
    game: 'Dota 2',
    gameShort: 'Dota 2',
    site: 'DOTA CASES',
    supportEmail: 'support@dota-cases.example',
    manifest: '/manifest.webmanifest',
    icons: { favicon: '/favicon.svg', touch: '/icon-192.svg' },
  },
  cs: {
    appId: 730,
    game: 'Counter-Strike 2',
    gameShort: 'CS2',
    site: 'CS CASES',
    supportEmail: 'support@cs-cases.example',
    manifest: '/manifest.cs.webmanifest',
    icons: { favicon: '/favicon-cs.svg', touch: '/icon-cs-192.svg' },
  },
};

/** True for a known project key (an env value, a token claim, a page attribute). */
export function isGameProject(value: unknown): value is GameProject {
  return typeof value === 'string' && (GAME_PROJECTS as readonly string[]).includes(value);
}

/**
 * `text` with the project's names filled in (issue 34): `{site}` the shop's ("DOTA CASES", "CS CASES") and
 * `{game}` the game's short name ("Dota 2", "CS2").
 */
export function withProjectNames(text: string, project: GameProject): string {
  const { site, gameShort } = PROJECTS[project];
  return text.replaceAll('{site}', site).replaceAll('{game}', gameShort);
}

/**
 * The Steam Community Market listing of an item (spec 000 §2 "listings/{game}/{item name}"):
 * `https://steamcommunity.com/market/listings/<app id>/<market name>`, the name percent-encoded.
 */
export function steamMarketUrl(appId: number, marketName: string): string {
  return `https://steamcommunity.com/market/listings/${appId}/${encodeURIComponent(marketName)}`;
}
