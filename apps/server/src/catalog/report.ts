/**
 * Prints the catalog's cases with their money figures: `npm run catalog:report` (from apps/server).
 * Prices and expected values are shown in roubles; RTP is expected value ÷ price. Then the item games'
 * return to player (item-games-report.ts). With `-- --revisions` or `-- --drop <id>` it reads the database
 * instead: the published revisions, or one drop recomputed on its revision (revisions-report.ts, issue 30).
 */
import { catalogSections } from './sections.ts';
import { allCases, catalogItems, expectedValueKopecks, rtpOf } from './catalog.ts';
import { loadItemGamesConfig } from '../item-games-config.ts';
import { printItemGamesReport } from './item-games-report.ts';
import { databaseReport } from './revisions-report.ts';

const rub = (kopecks: number): string => (kopecks / 100).toFixed(2);

if (await databaseReport(process.argv.slice(2))) process.exit(0);

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
const rows = allCases.map((c) => {
  const rtp = rtpOf(c);
  return [
    c.slug,
    c.section,
    rub(c.priceKopecks),
    rub(expectedValueKopecks(c)),
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
console.log(
  `items: ${catalogItems.length}, cases: ${allCases.length}, sections: ${catalogSections.length}`,
);

// Upgrades, contracts and mines under this environment's configuration (issue 11).
printItemGamesReport(loadItemGamesConfig(process.env));
