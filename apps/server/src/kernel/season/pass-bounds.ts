/**
 * What a console save of the battle pass may not do (issue 44 "Staff cannot mint money"; decision 022), checked in
 * the save's transaction after its write, so a throw rolls the save back:
 * - a level's reward — its cases at their EV (kernel `caseEvsBySlug`, the odds the roll uses), its money, its coins
 *   at the coin's value — above the season coins from the level below at the coin's value × CASE_RTP_MAX (the
 *   report's per-level row, `npm run catalog:report`);
 * - the climb to any level — the rewards of levels 1..n — above level n's season coins × the pass's bound per coin
 *   (what a coin costs to earn by paid play less what it buys; catalog/pass-value.ts, read from the catalog as the
 *   save's transaction sees it);
 * - the season's tasks paying one account more than PASS_TASKS_VALUE_CAP_RUB in all, valued alike.
 * Both answer 422 `pass_value_out_of_bounds` naming what is over. Saves of one season are serialised by the save's
 * lock on the season's row (modules/season/admin-routes.ts), so two saves never each pass against the other's old
 * state. The bound per coin is read from the catalog, so a catalog save moves it: the case and item saves
 * (modules/cases) check every season not yet over with `passesExcess` before their write and
 * `requirePassesWithin` after it, and a pass save takes the catalog's save lock (kernel/catalog/save-lock.ts), so a
 * pass save and a catalog save never each check against the other's old state either. Money in kopecks, coins whole.
 */
import { asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  cases,
  seasonLevels,
  seasons,
  seasonTasks,
  type CaseReward,
} from '../../db/schema/index.ts';
import type { CatalogConfig } from '../../catalog-config.ts';
import { COIN_VALUE_KOPECKS } from '../../catalog/coin-value.ts';
import { boundOf, type CoinGames, type PassBound, type PerCoin } from '../../catalog/pass-value.ts';
import { AppError } from '../../platform/errors.ts';
import { caseEvsBySlug } from '../catalog/offer-bounds.ts';

interface Reward {
  rewardMoney: number;
  rewardCoins: number;
  rewardCases: CaseReward[];
}

/** A reward's value in kopecks with the case EVs of `evs` (a case missing from it counts 0). */
function rewardKopecks(r: Reward, evs: ReadonlyMap<string, number>): number {
  let v = r.rewardMoney + r.rewardCoins * COIN_VALUE_KOPECKS;
  for (const c of r.rewardCases) v += (evs.get(c.case) ?? 0) * c.amount;
  return v;
}

const rub = (kopecks: number) => (kopecks / 100).toFixed(2);

/**
 * The pass's bound per season coin with the catalog as `tx` sees it (catalog/pass-value.ts, decision 022 "The pass's
 * value bound"): what a coin costs to earn by paid play — every rouble case paying coins, upgrades, contracts — less
 * what it buys at best in a coin case. Every case counts, on sale or not: one put back on sale must not break it.
 */
export async function passBoundOf(
  tx: Tx,
  cfg: CatalogConfig,
  games: CoinGames,
): Promise<PassBound> {
  const rows = await tx
    .select({
      slug: cases.slug,
      price: cases.price,
      currency: cases.currency,
      coinsMin: cases.coinsMin,
      coinsMax: cases.coinsMax,
    })
    .from(cases);
  const earners = rows
    .filter((c) => c.currency === 'RUB')
    .map((c) => ({
      slug: c.slug,
      priceKopecks: c.price,
      ...(c.coinsMin !== null && c.coinsMax !== null
        ? { coins: { min: c.coinsMin, max: c.coinsMax } }
        : {}),
    }));
  const coinCases = rows.filter((c) => c.currency !== 'RUB' && c.price > 0);
  const evs = await caseEvsBySlug(
    tx,
    coinCases.map((c) => c.slug),
  );
  let buys: PerCoin = { kopecks: 0, source: 'none' };
  for (const c of coinCases) {
    const k = (evs.get(c.slug) ?? 0) / c.price;
    if (k > buys.kopecks) buys = { kopecks: k, source: c.slug };
  }
  return boundOf(earners, buys, cfg.rtpMax, games);
}

/**
 * How far a season is over the bounds (kopecks summed over every level and the tasks), the first thing over, and
 * the bound per coin it was measured against.
 */
export interface PassExcess {
  kopecks: number;
  first: string | null;
  perCoin: PassBound;
}

/**
 * The season's excess over the bounds as `tx` sees it: 0 and null when within. `perCoin`: the bound per coin when
 * the caller has it for the same catalog (a pass save changes no case), else read from the catalog.
 */
export async function passExcess(
  tx: Tx,
  seasonId: number,
  cfg: CatalogConfig,
  games: CoinGames,
  perCoin?: PassBound,
): Promise<PassExcess> {
  const [levels, tasks, rate] = await Promise.all([
    tx
      .select()
      .from(seasonLevels)
      .where(eq(seasonLevels.seasonId, seasonId))
      .orderBy(asc(seasonLevels.level)),
    tx.select().from(seasonTasks).where(eq(seasonTasks.seasonId, seasonId)),
    perCoin ?? passBoundOf(tx, cfg, games),
  ]);
  const slugs = [...levels, ...tasks].flatMap((r) => r.rewardCases.map((c) => c.case));
  const evs = await caseEvsBySlug(tx, slugs);
  const out: PassExcess = { kopecks: 0, first: null, perCoin: rate };
  const over = (by: number, what: string) => {
    if (by <= 1e-6) return;
    out.kopecks += by;
    out.first ??= what;
  };
  let below = 0;
  let climb = 0;
  for (const l of levels) {
    const reward = rewardKopecks(l, evs);
    const bound = (l.cost - below) * COIN_VALUE_KOPECKS * cfg.rtpMax;
    below = l.cost;
    over(
      reward - bound,
      `Level ${l.level} pays ${rub(reward)} ₽ for its coins, at most ${rub(bound)} ₽`,
    );
    climb += reward;
    const climbMax = l.cost * rate.perCoinKopecks;
    over(
      climb - climbMax,
      `The climb to level ${l.level} pays ${rub(climb)} ₽ for ${l.cost} season coins, at most ${rub(climbMax)} ₽ (${(rate.perCoinKopecks / 100).toFixed(4)} ₽ a coin: ${rate.earn.source} less ${rate.buys.source})`,
    );
  }
  const total = tasks.reduce((sum, t) => sum + rewardKopecks(t, evs), 0);
  over(
    total - cfg.tasksCapKopecks,
    `The tasks pay ${rub(total)} ₽ an account, at most ${rub(cfg.tasksCapKopecks)} ₽`,
  );
  return out;
}

/**
 * Refuses (422 pass_value_out_of_bounds, naming the first thing over) a save that leaves the season over the bounds
 * by more than `before` (its excess before the write, measured against the same bound per coin: the save changes
 * no case): a save that keeps or lowers an excess it found (a season saved before the bounds) is taken, so it can be
 * brought within step by step.
 */
export async function requireNoNewExcess(
  tx: Tx,
  seasonId: number,
  cfg: CatalogConfig,
  games: CoinGames,
  before: PassExcess,
): Promise<void> {
  const after = await passExcess(tx, seasonId, cfg, games, before.perCoin);
  if (after.kopecks > before.kopecks + 1e-6)
    throw new AppError(422, 'pass_value_out_of_bounds', after.first ?? 'Over the bounds');
}

/**
 * Every season not over yet (running or to come) and its excess as `tx` sees the catalog: what a catalog save reads
 * before its write, under the catalog's save lock. Keyed by season id.
 */
export async function passesExcess(
  tx: Tx,
  cfg: CatalogConfig,
  games: CoinGames,
): Promise<Map<number, PassExcess>> {
  const open = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(gt(seasons.endsAt, new Date()))
    .orderBy(asc(seasons.id));
  const out = new Map<number, PassExcess>();
  if (open.length === 0) return out;
  const perCoin = await passBoundOf(tx, cfg, games);
  for (const { id } of open) out.set(id, await passExcess(tx, id, cfg, games, perCoin));
  return out;
}

/**
 * After a catalog save's write (issue 44: a case or item save moves the pass's bound per coin, or the worth of a case
 * a level pays): refuses with 422 `pass_value_out_of_bounds`, naming `what`, the season and the first thing over,
 * when a season of `before` (passesExcess before the write) is further over the bounds than it was. The bound is read
 * again: the save may have moved it. A throw rolls the whole save back.
 */
export async function requirePassesWithin(
  tx: Tx,
  cfg: CatalogConfig,
  games: CoinGames,
  before: ReadonlyMap<number, PassExcess>,
  what: string,
): Promise<void> {
  if (before.size === 0) return;
  const perCoin = await passBoundOf(tx, cfg, games);
  for (const [id, was] of before) {
    const after = await passExcess(tx, id, cfg, games, perCoin);
    if (after.kopecks > was.kopecks + 1e-6)
      throw new AppError(
        422,
        'pass_value_out_of_bounds',
        `${what} takes the battle pass of season ${id} over its bound: ${after.first ?? 'over the bounds'}`,
      );
  }
}
