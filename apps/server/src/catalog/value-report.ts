/**
 * Every other source of value in `npm run catalog:report` (issue 44 "The house edge holds everywhere"; decision
 * 022), priced by the offers' rule (offer-value.ts: cases at their EV, money, coins at COIN_VALUE_KOPECKS) against
 * what they cost, each row `ok` or `OVER` at cost × CASE_RTP_MAX:
 * - a pass level: its reward against the season coins that reach it from the level below, at the coin's value (season
 *   coins come only from paid play, decision 022: 0.50 ₽ a coin is the expected loss of earning one at the RTP
 *   ceiling), and the levels up to it against the coins of the whole climb (`cum`);
 * - a coin case: its EV against its price in coins at the coin's value;
 * - a pass task and a mission: what it pays, for nothing that is not paid for elsewhere (a task's play is the play
 *   that earns the pass's coins; a mission asks a click): cost 0, so any reward is OVER, and the per-account total
 *   against its cap (MISSIONS_VALUE_CAP_RUB, PASS_TASKS_VALUE_CAP_RUB: `withinCap`);
 * - the worst path: everything one account can string together in a season — every offer as often as it may, every
 *   pass level and task, every mission, and the climb's own season coins (they stay in the coin balance and buy coin
 *   cases as well as moving the pass) — opened and sold at the items' prices, against the money and coins it costs ×
 *   the ceiling plus the two caps.
 * Money in kopecks, coins whole; `rtpMax` a fraction (0.95).
 */
import { expectedValueKopecks } from './catalog.ts';
import { COIN_VALUE_KOPECKS } from './coin-value.ts';
import type { MissionDef } from './missions.ts';
import { catalogOfferValue, offerValue, type OfferValue } from './offer-value.ts';
import type { CatalogOffer } from './offers.ts';
import type { SeedLevel, SeedTask } from './season.ts';
import type { CatalogCase, CatalogItem } from './types.ts';

/** A named source of value against its cost (kopecks, unrounded; `v` as offerValue answers). */
export interface ValueRow {
  name: string;
  /** What it is or what it costs in coins, for the table's second column. */
  kind: string;
  v: OfferValue;
}

/** A project's catalog as the value functions read it. */
export interface ValueCatalog {
  cases: readonly CatalogCase[];
  items: ReadonlyMap<string, CatalogItem>;
}

/** The EV (kopecks) of one opening of case `slug`; throws naming `who` when the catalog has no such case. */
function caseEv(cat: ValueCatalog, slug: string, who: string): number {
  const c = cat.cases.find((x) => x.slug === slug);
  if (!c) throw new Error(`${who}: unknown case ${slug}`);
  return expectedValueKopecks(c, cat.items);
}

/** A pass level's reward priced against `costKopecks`. */
function levelValue(cat: ValueCatalog, l: SeedLevel, costKopecks: number, rtpMax: number) {
  return offerValue(
    {
      priceKopecks: costKopecks,
      cases: l.rewardCases.map((c) => ({
        evKopecks: caseEv(cat, c.case, `pass level ${l.level}`),
        count: c.amount,
      })),
      bonusMoneyKopecks: l.rewardMoney,
      bonusCoins: l.rewardCoins,
    },
    rtpMax,
  );
}

/** A pass level: its own row (coins from the level below) and the climb up to it (`cum`, coins from 0). */
export interface PassLevelValue {
  level: number;
  /** Season coins from the level below to this one, and from 0 (the level's `cost`, cumulative). */
  coins: number;
  cumulativeCoins: number;
  v: OfferValue;
  cum: OfferValue;
}

/**
 * Every pass level of `levels` (in level order, `cost` cumulative season coins) against its coins at
 * `coinValueKopecks`. Throws when a level names a case not in the catalog.
 */
export function passLevelValues(
  levels: readonly SeedLevel[],
  cat: ValueCatalog,
  rtpMax: number,
  coinValueKopecks = COIN_VALUE_KOPECKS,
): PassLevelValue[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  let before = 0;
  let evSoFar = 0;
  return sorted.map((l) => {
    const coins = l.cost - before;
    before = l.cost;
    const v = levelValue(cat, l, coins * coinValueKopecks, rtpMax);
    evSoFar += v.evKopecks;
    const cum = offerValue(
      {
        priceKopecks: l.cost * coinValueKopecks,
        cases: [],
        bonusMoneyKopecks: evSoFar,
        bonusCoins: 0,
      },
      rtpMax,
    );
    return { level: l.level, coins, cumulativeCoins: l.cost, v, cum };
  });
}

/** Every coin case (priced in coins) of the catalog: its EV against its price at `coinValueKopecks`. */
export function coinCaseValues(
  cat: ValueCatalog,
  rtpMax: number,
  coinValueKopecks = COIN_VALUE_KOPECKS,
): ValueRow[] {
  return cat.cases
    .filter((c) => c.priceCoins !== undefined)
    .map((c) => ({
      name: c.slug,
      kind: `${c.priceCoins} coins`,
      v: offerValue(
        {
          priceKopecks: c.priceCoins! * coinValueKopecks,
          cases: [{ evKopecks: expectedValueKopecks(c, cat.items), count: 1 }],
          bonusMoneyKopecks: 0,
          bonusCoins: 0,
        },
        rtpMax,
      ),
    }));
}

/** What a mission pays (once per account), for nothing paid: cost 0. Throws on an unknown prize case. */
export function missionValues(
  missions: readonly MissionDef[],
  cat: ValueCatalog,
  rtpMax: number,
): ValueRow[] {
  return missions.map((m) => {
    const p = m.prize;
    return {
      name: m.type,
      kind: p.kind === 'case' ? `case ${p.slug}` : p.kind,
      v: offerValue(
        {
          priceKopecks: 0,
          cases:
            p.kind === 'case'
              ? [{ evKopecks: caseEv(cat, p.slug, `mission ${m.type}`), count: 1 }]
              : [],
          bonusMoneyKopecks: p.kind === 'money' ? p.amount : 0,
          bonusCoins: p.kind === 'coins' ? p.amount : 0,
        },
        rtpMax,
      ),
    };
  });
}

/** A per-account allowance (decision 022): what its rows pay one account in all, its cap, whether within. */
export interface CapCheck {
  totalKopecks: number;
  capKopecks: number;
  within: boolean;
}

/**
 * Rows paid for nothing (missions, pass tasks) against their per-account cap (decision 022): what they pay one account
 * in all (kopecks, cases at their EV, coins at the coin's value) and whether that is within `capKopecks`.
 */
export function withinCap(rows: readonly ValueRow[], capKopecks: number): CapCheck {
  const totalKopecks = rows.reduce((sum, r) => sum + r.v.evKopecks, 0);
  return { totalKopecks, capKopecks, within: totalKopecks <= capKopecks };
}

/** What a pass task pays (once per account and season), for play already counted as the pass's cost: cost 0. */
export function passTaskValues(tasks: readonly SeedTask[], rtpMax: number): ValueRow[] {
  return tasks.map((t) => ({
    name: `level ${t.level} ${t.type}×${t.goal}`,
    kind: 'task',
    v: offerValue(
      { priceKopecks: 0, cases: [], bonusMoneyKopecks: t.rewardMoney, bonusCoins: t.rewardCoins },
      rtpMax,
    ),
  }));
}

/** Rows summed into one: costs and values added, checked again at `rtpMax`. */
export function totalOf(name: string, kind: string, rows: readonly ValueRow[], rtpMax: number) {
  const cost = rows.reduce((s, r) => s + r.v.priceKopecks, 0);
  const ev = rows.reduce((s, r) => s + r.v.evKopecks, 0);
  return {
    name,
    kind,
    v: offerValue({ priceKopecks: cost, cases: [], bonusMoneyKopecks: ev, bonusCoins: 0 }, rtpMax),
  };
}

/** The whole climb of the pass as one row: every level's reward against the last level's coins. */
export function passTotal(levels: readonly PassLevelValue[], rtpMax: number): ValueRow {
  const last = levels[levels.length - 1];
  return {
    name: 'pass (every level)',
    kind: `${last?.cumulativeCoins ?? 0} coins`,
    v:
      last?.cum ??
      offerValue({ priceKopecks: 0, cases: [], bonusMoneyKopecks: 0, bonusCoins: 0 }, rtpMax),
  };
}

/** The worst path's parts, their sum, and the sum against its bound (kopecks). */
export interface WorstPath {
  parts: ValueRow[];
  total: ValueRow;
  /** What the account may take without paying: the missions' and the pass tasks' caps. */
  allowanceKopecks: number;
  /** What it paid × `rtpMax` + `allowanceKopecks`. */
  boundKopecks: number;
  within: boolean;
}

/**
 * The worst path of one account and season (issue 44): every offer bought as often as it may (a shop offer
 * `perPlayerLimit` times, a personal template once), every pass level and task claimed, every mission taken, and the
 * climb's season coins spent on coin cases at `buysKopecks` a coin (the dearest coin case's EV per coin,
 * pass-value.ts `coinBuys`; paid for in the pass's row, its coins at the coin's value); everything opened and sold at
 * the items' prices. Its parts and their sum against what they cost. It is within when the sum is at most the cost ×
 * `rtpMax` plus the allowances the missions and the pass tasks publish (`allowanceKopecks`, their caps).
 */
export function worstPath(
  parts: {
    offers: readonly CatalogOffer[];
    levels: readonly PassLevelValue[];
    tasks: readonly ValueRow[];
    missions: readonly ValueRow[];
  },
  cat: ValueCatalog,
  rtpMax: number,
  { buysKopecks, allowanceKopecks }: { buysKopecks: number; allowanceKopecks: number },
): WorstPath {
  const offerRows = parts.offers.map((o) => {
    const one = catalogOfferValue(o, cat.cases, cat.items, rtpMax);
    const times = o.triggerType ? 1 : o.perPlayerLimit;
    return {
      name: o.slug,
      kind: 'offer',
      v: offerValue(
        {
          priceKopecks: one.priceKopecks * times,
          cases: [],
          bonusMoneyKopecks: one.evKopecks * times,
          bonusCoins: 0,
        },
        rtpMax,
      ),
    };
  });
  const climbed = parts.levels[parts.levels.length - 1]?.cumulativeCoins ?? 0;
  const sums = [
    totalOf('every offer', `${offerRows.length} offers`, offerRows, rtpMax),
    passTotal(parts.levels, rtpMax),
    {
      name: "the climb's coins",
      kind: `${climbed} coins`,
      v: offerValue(
        {
          priceKopecks: 0,
          cases: [],
          bonusMoneyKopecks: climbed * buysKopecks,
          bonusCoins: 0,
        },
        rtpMax,
      ),
    },
    totalOf('every pass task', `${parts.tasks.length} tasks`, parts.tasks, rtpMax),
    totalOf('every mission', `${parts.missions.length} missions`, parts.missions, rtpMax),
  ];
  const total = totalOf('worst path', 'one account', sums, rtpMax);
  const boundKopecks = total.v.priceKopecks * rtpMax + allowanceKopecks;
  return {
    parts: sums,
    total,
    allowanceKopecks,
    boundKopecks,
    within: total.v.evKopecks <= boundKopecks,
  };
}
