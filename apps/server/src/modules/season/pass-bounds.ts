/**
 * What a console save of the battle pass may not do (issue 44 "Staff cannot mint money"; decision 022), checked in
 * the save's transaction after its write, so a throw rolls the save back:
 * - a level's reward — its cases at their EV (kernel `caseEvsBySlug`, the odds the roll uses), its money, its coins
 *   at the coin's value — above the season coins from the level below at the coin's value × CASE_RTP_MAX (the
 *   report's per-level row, `npm run catalog:report`);
 * - the season's tasks paying one account more than PASS_TASKS_VALUE_CAP_RUB in all, valued alike.
 * Both answer 422 `pass_value_out_of_bounds` naming what is over. Saves of one season are serialised by the save's
 * lock on the season's row (admin-routes.ts), so two saves never each pass against the other's old state. Money in
 * kopecks, coins whole.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { seasonTasks, type CaseReward } from '../../db/schema/index.ts';
import type { CatalogConfig } from '../../catalog-config.ts';
import { COIN_VALUE_KOPECKS } from '../../catalog/coin-value.ts';
import { caseEvsBySlug } from '../../kernel/catalog/offer-bounds.ts';
import { AppError } from '../../platform/errors.ts';
import { levelsOf } from './pass.ts';

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

/** How far a season is over the bounds (kopecks summed over every level and the tasks) and the first thing over. */
export interface PassExcess {
  kopecks: number;
  first: string | null;
}

/** The season's excess over the bounds as `tx` sees it: 0 and null when within. */
export async function passExcess(
  tx: Tx,
  seasonId: number,
  cfg: CatalogConfig,
): Promise<PassExcess> {
  const [levels, tasks] = await Promise.all([
    levelsOf(tx, seasonId),
    tx.select().from(seasonTasks).where(eq(seasonTasks.seasonId, seasonId)),
  ]);
  const slugs = [...levels, ...tasks].flatMap((r) => r.rewardCases.map((c) => c.case));
  const evs = await caseEvsBySlug(tx, slugs);
  const out: PassExcess = { kopecks: 0, first: null };
  const over = (by: number, what: string) => {
    if (by <= 1e-6) return;
    out.kopecks += by;
    out.first ??= what;
  };
  let below = 0;
  for (const l of levels) {
    const reward = rewardKopecks(l, evs);
    const bound = (l.cost - below) * COIN_VALUE_KOPECKS * cfg.rtpMax;
    below = l.cost;
    over(
      reward - bound,
      `Level ${l.level} pays ${rub(reward)} ₽ for its coins, at most ${rub(bound)} ₽`,
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
 * by more than `before` (its excess before the write): a save that keeps or lowers an excess it found (a season
 * saved before the bounds) is taken, so it can be brought within step by step.
 */
export async function requireNoNewExcess(
  tx: Tx,
  seasonId: number,
  cfg: CatalogConfig,
  before: PassExcess,
): Promise<void> {
  const after = await passExcess(tx, seasonId, cfg);
  if (after.kopecks > before.kopecks + 1e-6)
    throw new AppError(422, 'pass_value_out_of_bounds', after.first ?? 'Over the bounds');
}
