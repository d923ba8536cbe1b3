/**
 * The battle pass's value bound (issue 44 "The house edge holds everywhere": the pass priced so that its value per
 * coin stays below what a coin costs to earn by paid play; decision 022 "The pass's value bound").
 *
 * Season coins come only from paid play (decision 022). A player who earns a coin has lost, in expectation, at least
 * `earn` kopecks: the cheapest of
 * - a paid drop of a RUB case with a coin range: (1 − CASE_RTP_MAX) × price ÷ the range's mean coins (the ceiling,
 *   because the console may publish any case up to it; a battle's round pays floor of the mid-point, never more);
 * - a lost upgrade stake: (1 − (1 − edge) × diminisher − pity share) × 10 000 ÷ coins per 100 ₽ (every stake lost,
 *   the most coins per rouble);
 * - a contract: its house edge × the input kopecks per coin.
 * The same coin then buys at most `buys` kopecks of coin-case drops (the dearest coin case's EV ÷ its coins). What is
 * left, `earn − buys` (never below 0), is all a coin may bring from the pass: every running total of the pass's
 * rewards (cases at their EV, money, coins at COIN_VALUE_KOPECKS) up to level n is at most level n's cumulative
 * coins × that. Kopecks (unrounded), coins whole.
 */
import { CONTRACT_KOPECKS_PER_COIN } from '@cases/domain/contract';
import { expectedValueKopecks } from './catalog.ts';
import { COIN_VALUE_KOPECKS } from './coin-value.ts';
import type { ItemGamesConfig } from '../item-games-config.ts';
import type { SeedLevel } from './season.ts';
import type { CatalogCase, CatalogItem } from './types.ts';

/** A per-coin figure (kopecks, unrounded) and where it comes from (a case slug, `upgrade`, `contract`). */
export interface PerCoin {
  kopecks: number;
  source: string;
}

/** The item games' terms that price a coin (item-games-config.ts; the contract's kopecks per coin). */
export interface CoinGames {
  upgrade: { houseEdge: number; diminisher: number; pityShare: number; coinsPer100Rub: number };
  contract: { houseEdge: number; kopecksPerCoin: number };
}

/** The terms of `cfg` (the environment's, item-games-config.ts) with the contract's input kopecks per coin. */
export function coinGames(
  cfg: ItemGamesConfig,
  contractKopecksPerCoin = CONTRACT_KOPECKS_PER_COIN,
): CoinGames {
  return {
    upgrade: cfg.upgrade,
    contract: { houseEdge: cfg.contract.houseEdge, kopecksPerCoin: contractKopecksPerCoin },
  };
}

/** The catalog as the bound reads it. */
export interface PassCatalog {
  cases: readonly CatalogCase[];
  items: ReadonlyMap<string, CatalogItem>;
}

/**
 * Every way paid play earns coins, each with its expected loss per coin (kopecks) at `rtpMax` and the games'
 * terms, cheapest first. A case without a coin range, free or priced in coins earns none and is left out; so is a
 * game that pays no coins.
 */
/** What `coinCosts` reads of a case: its price (kopecks, or whole coins for a coin case) and coin range. */
export type CoinEarner = Pick<CatalogCase, 'slug' | 'priceKopecks' | 'priceCoins' | 'coins'>;

export function coinCosts(
  cases: readonly CoinEarner[],
  rtpMax: number,
  games: CoinGames,
): PerCoin[] {
  const out: PerCoin[] = [];
  for (const c of cases) {
    if (!c.coins || c.priceKopecks <= 0 || c.priceCoins !== undefined) continue;
    const mean = (c.coins.min + c.coins.max) / 2;
    if (mean <= 0) continue;
    out.push({ kopecks: ((1 - rtpMax) * c.priceKopecks) / mean, source: c.slug });
  }
  const u = games.upgrade;
  if (u.coinsPer100Rub > 0)
    out.push({
      kopecks: ((1 - (1 - u.houseEdge) * u.diminisher - u.pityShare) * 10_000) / u.coinsPer100Rub,
      source: 'upgrade',
    });
  if (games.contract.kopecksPerCoin > 0)
    out.push({
      kopecks: games.contract.houseEdge * games.contract.kopecksPerCoin,
      source: 'contract',
    });
  return out.sort((a, b) => a.kopecks - b.kopecks || a.source.localeCompare(b.source));
}

/** The most a coin buys (kopecks): the dearest coin case's EV ÷ its price in coins; 0 without coin cases. */
export function coinBuys(cat: PassCatalog): PerCoin {
  let best: PerCoin = { kopecks: 0, source: 'none' };
  for (const c of cat.cases) {
    if (c.priceCoins === undefined || c.priceCoins <= 0) continue;
    const k = expectedValueKopecks(c, cat.items) / c.priceCoins;
    if (k > best.kopecks) best = { kopecks: k, source: c.slug };
  }
  return best;
}

/** The pass's bound per coin: what the cheapest coin costs to earn, what it buys, and the room left (≥ 0). */
export interface PassBound {
  earn: PerCoin;
  buys: PerCoin;
  /** earn − buys, at least 0: kopecks of pass rewards a season coin may carry. */
  perCoinKopecks: number;
}

/** The bound per coin for a catalog under `rtpMax` (CASE_RTP_MAX) and the item games' terms. */
export function passBound(cat: PassCatalog, rtpMax: number, games: CoinGames): PassBound {
  return boundOf(cat.cases, coinBuys(cat), rtpMax, games);
}

/**
 * The same bound from figures a caller already has (the console's save reads them from the database): the cases
 * that earn coins, and what a coin buys at best (`coinBuys`'s answer, e.g. from stored EVs).
 */
export function boundOf(
  earners: readonly CoinEarner[],
  buys: PerCoin,
  rtpMax: number,
  games: CoinGames,
): PassBound {
  const earn = coinCosts(earners, rtpMax, games)[0] ?? { kopecks: 0, source: 'none' };
  return { earn, buys, perCoinKopecks: Math.max(0, earn.kopecks - buys.kopecks) };
}

/** A level's reward value (kopecks): its cases at their EV, its money, its coins at `coinValueKopecks`. */
export function levelRewardKopecks(
  l: SeedLevel,
  cat: PassCatalog,
  coinValueKopecks = COIN_VALUE_KOPECKS,
): number {
  let ev = l.rewardMoney + l.rewardCoins * coinValueKopecks;
  for (const r of l.rewardCases) {
    const c = cat.cases.find((x) => x.slug === r.case);
    if (!c) throw new Error(`pass level ${l.level}: unknown case ${r.case}`);
    ev += expectedValueKopecks(c, cat.items) * r.amount;
  }
  return ev;
}

/** The climb to one level: its coins (cumulative), the rewards of levels 1..n and their bound (kopecks). */
export interface ClimbRow {
  level: number;
  coins: number;
  rewardKopecks: number;
  cumRewardKopecks: number;
  cumBoundKopecks: number;
  over: boolean;
}

/**
 * Every running total of `levels` (level order; `cost` cumulative season coins) against its coins × `perCoinKopecks`.
 * `over` when the rewards so far exceed it; the last row is the whole pass.
 */
export function passClimb(
  levels: readonly SeedLevel[],
  cat: PassCatalog,
  perCoinKopecks: number,
  coinValueKopecks = COIN_VALUE_KOPECKS,
): ClimbRow[] {
  let cum = 0;
  return [...levels]
    .sort((a, b) => a.level - b.level)
    .map((l) => {
      const reward = levelRewardKopecks(l, cat, coinValueKopecks);
      cum += reward;
      const bound = l.cost * perCoinKopecks;
      return {
        level: l.level,
        coins: l.cost,
        rewardKopecks: reward,
        cumRewardKopecks: cum,
        cumBoundKopecks: bound,
        over: cum > bound + 1e-6,
      };
    });
}
