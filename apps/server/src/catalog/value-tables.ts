/**
 * The tables of every other source of value in `npm run catalog:report` (issue 44; the figures: value-report.ts):
 * pass levels with the climb so far, coin cases, pass tasks, missions and the worst path of one account, each row's
 * cost, expected value, ratio and `ok`/`OVER` in roubles, on stdout.
 */
import { COIN_VALUE_KOPECKS } from './coin-value.ts';
import type { MissionDef } from './missions.ts';
import type { OfferValue } from './offer-value.ts';
import { coinBuys, passBound, passClimb, type CoinGames } from './pass-value.ts';
import type { CatalogOffer } from './offers.ts';
import type { SeedLevel, SeedTask } from './season.ts';
import {
  coinCaseValues,
  missionValues,
  passLevelValues,
  passTaskValues,
  totalOf,
  withinCap,
  worstPath,
  type CapCheck,
  type PassLevelValue,
  type ValueCatalog,
  type ValueRow,
} from './value-report.ts';

const rub = (kopecks: number): string => (kopecks / 100).toFixed(2);
/** EV ÷ cost to 3 decimals; `inf` for value at no cost, `-` for neither. */
const ratioText = (v: OfferValue) =>
  Number.isFinite(v.ratio) ? v.ratio.toFixed(3) : v.evKopecks > 0 ? 'inf' : '-';
const boundText = (v: OfferValue) => (v.over ? 'OVER' : 'ok');

export const VALUE_HEADER = ['source', 'kind', 'cost RUB', 'EV RUB', 'ratio', 'bound'];
export const PASS_HEADER = [
  'level',
  'coins',
  'cost RUB',
  'EV RUB',
  'ratio',
  'bound',
  'cum coins',
  'cum EV RUB',
  'cum ratio',
  'cum bound',
];

/** A value row's cells: [name, kind, cost, EV, ratio (3 decimals; `inf` or `-` at cost 0), `ok` or `OVER`]. */
export const valueCells = (r: ValueRow): string[] => [
  r.name,
  r.kind,
  rub(r.v.priceKopecks),
  rub(r.v.evKopecks),
  ratioText(r.v),
  boundText(r.v),
];

/** A pass level's cells (PASS_HEADER). */
export const passCells = (l: PassLevelValue): string[] => [
  String(l.level),
  String(l.coins),
  rub(l.v.priceKopecks),
  rub(l.v.evKopecks),
  ratioText(l.v),
  boundText(l.v),
  String(l.cumulativeCoins),
  rub(l.cum.evKopecks),
  ratioText(l.cum),
  boundText(l.cum),
];

/** Prints a table: the first `left` columns padded right, the others left (stdout). */
function printTable(header: string[], rows: string[][], left: number): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

export const PASS_BOUND_HEADER = [
  'level',
  'cum coins',
  'EV RUB',
  'cum EV RUB',
  'cum bound RUB',
  'bound',
];

/**
 * The pass against its value bound (pass-value.ts, decision 022 "The pass's value bound"): what a coin costs to earn
 * by paid play and what it buys, the room per coin, each level's running total against its coins × the room, and the
 * line `pass within its value bound: yes (…)` or `pass over its value bound at levels …` (stdout).
 */
function printPassBound(
  levels: readonly SeedLevel[],
  cat: ValueCatalog,
  rtpMax: number,
  games: CoinGames,
): void {
  const b = passBound(cat, rtpMax, games);
  const rows = passClimb(levels, cat, b.perCoinKopecks);
  const per = (k: number) => (k / 100).toFixed(4);
  console.log('');
  console.log(
    `pass value bound: a season coin costs ${per(b.earn.kopecks)} RUB to earn (${b.earn.source} at ${rtpMax}) and buys ${per(b.buys.kopecks)} RUB (${b.buys.source}): the pass may pay ${per(b.perCoinKopecks)} RUB a coin; levels 1..n against the coins of level n × that`,
  );
  printTable(
    PASS_BOUND_HEADER,
    rows.map((r) => [
      String(r.level),
      String(r.coins),
      rub(r.rewardKopecks),
      rub(r.cumRewardKopecks),
      rub(r.cumBoundKopecks),
      r.over ? 'OVER' : 'ok',
    ]),
    0,
  );
  const over = rows.filter((r) => r.over).map((r) => r.level);
  const last = rows.at(-1);
  console.log(
    over.length === 0
      ? `pass within its value bound: yes (${rub(last?.cumRewardKopecks ?? 0)} RUB for ${last?.coins ?? 0} coins, at most ${rub(last?.cumBoundKopecks ?? 0)} RUB)`
      : `pass over its value bound at levels: ${over.join(', ')}`,
  );
}

/**
 * The report's sections after the offers: pass levels, the pass's value bound (the item games' `games` terms price a
 * coin), coin cases, tasks, missions and the worst path (stdout).
 */
export function printValueReport(
  project: {
    offers: readonly CatalogOffer[];
    levels: readonly SeedLevel[];
    tasks: readonly SeedTask[];
    missions: readonly MissionDef[];
  },
  cat: ValueCatalog,
  rtpMax: number,
  games: CoinGames,
  caps: { missionsCapKopecks: number; tasksCapKopecks: number },
): void {
  const coin = rub(COIN_VALUE_KOPECKS);
  const levels = passLevelValues(project.levels, cat, rtpMax);
  console.log('');
  console.log(
    `pass levels: reward (cases' EV + money + coins × ${coin} RUB) against the season coins from the level below × ${coin} RUB, at most cost × ${rtpMax}; cum: levels 1..n against the coins of level n`,
  );
  printTable(PASS_HEADER, levels.map(passCells), 0);
  const overLevels = levels.filter((l) => l.v.over).map((l) => l.level);
  console.log(
    `pass levels over the bound: ${overLevels.length === 0 ? 'none' : overLevels.join(', ')}`,
  );
  printPassBound(project.levels, cat, rtpMax, games);

  const sections: [string, ValueRow[]][] = [
    [
      `coin cases: EV against the price in coins × ${coin} RUB, at most cost × ${rtpMax}`,
      coinCaseValues(cat, rtpMax),
    ],
    [
      'pass tasks: reward once per account and season, for play the pass already costs (cost 0)',
      passTaskValues(project.tasks, rtpMax),
    ],
    [
      'missions: reward once per account, for a click (cost 0)',
      missionValues(project.missions, cat, rtpMax),
    ],
  ];
  for (const [title, rows] of sections) {
    console.log('');
    console.log(title);
    const total = rows.some((r) => r.v.priceKopecks > 0)
      ? []
      : [totalOf('per account', 'total', rows, rtpMax)];
    printTable(VALUE_HEADER, [...rows, ...total].map(valueCells), 2);
  }
  const tasks = passTaskValues(project.tasks, rtpMax);
  const missions = missionValues(project.missions, cat, rtpMax);
  const capLine = (what: string, cap: CapCheck, name: string) =>
    `${what}: ${rub(cap.totalKopecks)} RUB against the cap of ${rub(cap.capKopecks)} RUB (${name}): ${cap.within ? 'within' : 'OVER'}`;
  console.log(
    capLine(
      'pass tasks per account and season',
      withinCap(tasks, caps.tasksCapKopecks),
      'PASS_TASKS_VALUE_CAP_RUB',
    ),
  );
  console.log(
    capLine(
      'missions per account',
      withinCap(missions, caps.missionsCapKopecks),
      'MISSIONS_VALUE_CAP_RUB',
    ),
  );

  const buys = coinBuys(cat);
  const path = worstPath({ offers: project.offers, levels, tasks, missions }, cat, rtpMax, {
    buysKopecks: buys.kopecks,
    allowanceKopecks: caps.missionsCapKopecks + caps.tasksCapKopecks,
  });
  console.log('');
  console.log(
    `worst path of one account in a season: every offer as often as it may, every pass level and task, every mission, the climb's coins on coin cases (${(buys.kopecks / 100).toFixed(4)} RUB a coin, ${buys.source}); opened and sold`,
  );
  // The sum's bound cell is the path's own bound (with the caps), not the ceiling alone.
  const totalCells = [...valueCells(path.total).slice(0, -1), path.within ? 'ok' : 'OVER'];
  printTable(VALUE_HEADER, [...path.parts.map(valueCells), totalCells], 2);
  const t = path.total.v;
  const net = t.evKopecks - t.priceKopecks;
  console.log(
    `worst path: ${rub(t.evKopecks)} RUB out for ${rub(t.priceKopecks)} RUB in (the account ends ${net >= 0 ? '+' : ''}${rub(net)} RUB) against at most ${rub(path.boundKopecks)} RUB (${rtpMax} of what it paid + the missions' and pass tasks' caps, ${rub(path.allowanceKopecks)} RUB): ${path.within ? 'within' : 'OVER'}`,
  );
}
