/**
 * Prints the catalog's cases with their money figures: `npm run catalog:report` (from apps/server), for the
 * project in GAME_PROJECT (default dota) or `-- --project cs` (issue 34).
 * Prices and expected values are shown in roubles; RTP is expected value ÷ price. Then the item games'
 * return to player (item-games-report.ts), and each offer's price, expected value and ratio against its bound
 * (offer-report.ts, issue 44; CASE_RTP_MAX from the environment), then every other source of value — pass levels,
 * coin cases, pass tasks, missions — the pass against its value bound (pass-value.ts, decision 022) and the worst path of one account (value-report.ts, value-tables.ts). With `-- --revisions` or `-- --drop <id>` it reads the database
 * instead: the published revisions, or one drop recomputed on its revision (revisions-report.ts, issue 30).
 */
import { GAME_PROJECTS, isGameProject } from '@cases/domain/projects';
import { expectedValueKopecks, rtpOf } from './catalog.ts';
import { projectCatalog } from './projects.ts';
import { freeCaseCapKopecks, loadCatalogConfig } from '../catalog-config.ts';
import { loadItemGamesConfig } from '../item-games-config.ts';
import { printItemGamesReport } from './item-games-report.ts';
import { databaseReport } from './revisions-report.ts';
import { MISSIONS } from './missions.ts';
import { printOfferReport } from './offer-report.ts';
import { printValueReport } from './value-tables.ts';
import { coinGames } from './pass-value.ts';

const rub = (kopecks: number): string => (kopecks / 100).toFixed(2);

const args = process.argv.slice(2);
if (await databaseReport(args)) process.exit(0);

const at = args.indexOf('--project');
const asked = at >= 0 ? args[at + 1] : process.env.GAME_PROJECT || 'dota';
if (!isGameProject(asked)) {
  console.error(`Unknown project ${asked}: one of ${GAME_PROJECTS.join(', ')}`);
  process.exit(2);
}
const project = asked;
const { cases, items, sections, offers, season } = projectCatalog(project);
const bySlug = new Map(items.map((i) => [i.slug, i]));
console.log(`project: ${project}`);

const header = [
  'case',
  'section',
  'price RUB',
  'EV RUB',
  'RTP',
  'items',
  'vol',
  'level',
  'available',
];
const rows = cases.map((c) => {
  const rtp = rtpOf(c, bySlug);
  return [
    c.slug,
    c.section,
    rub(c.priceKopecks),
    rub(expectedValueKopecks(c, bySlug)),
    rtp === null ? 'free' : rtp.toFixed(3),
    String(c.items.length),
    String(c.volatility),
    String(c.level ?? 0),
    c.available ? 'yes' : 'no',
  ];
});

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]): string =>
  cells
    .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join('  ');

console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log('');
console.log(`items: ${items.length}, cases: ${cases.length}, sections: ${sections.length}`);
console.log('');

// Free cases against their caps, offers against the value rule of issue 44, then every other source of value and
// the worst path.
const catalogConfig = loadCatalogConfig(process.env);
const { rtpMax, missionsCapKopecks, tasksCapKopecks } = catalogConfig;
const freeOver = cases
  .filter((c) => c.priceKopecks === 0 && c.priceCoins === undefined)
  .filter((c) => expectedValueKopecks(c, bySlug) > freeCaseCapKopecks(catalogConfig, c.level ?? 0))
  .map((c) => c.slug);
console.log(
  `free cases: EV per opening at most ${rub(catalogConfig.dailyCaseCapKopecks)} RUB a daily case, ${rub(catalogConfig.levelCaseCapPerLevelKopecks)} RUB × level a level case; over: ${freeOver.length === 0 ? 'none' : freeOver.join(', ')}`,
);
console.log('');
printOfferReport(offers, cases, bySlug, rtpMax);
printValueReport(
  { offers, levels: season.levels, tasks: season.tasks, missions: MISSIONS },
  { cases, items: bySlug },
  rtpMax,
  coinGames(loadItemGamesConfig(process.env)),
  { missionsCapKopecks, tasksCapKopecks },
);
console.log('');

// Upgrades, contracts and mines under this environment's configuration (issue 11).
printItemGamesReport(loadItemGamesConfig(process.env));
