/**
 * What the console's season saves write (issue 30 "Running the shop"; admin-routes.ts declares the calls, admin-save.ts
 * runs each in its transaction): a season's dates and settings, and one battle-pass level — the next number adds a
 * level, a level costs more than the one before it and less than the next (400 content_invalid), the pass stays
 * within its bound (422 pass_value_out_of_bounds, kernel/season/pass-bounds.ts), and last the level's rewards pass
 * the saver's value gate (issue 44: money, coins at COIN_VALUE_KOPECKS, cases at their EV; kernel/staff/value-gate.ts).
 */
import type { SeasonLevelBody, SeasonSaveBody } from '@cases/domain/api/admin-season';
import { camelize } from '@cases/domain/casing';
import { toKopecks } from '@cases/domain/money';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { seasonLevels, seasons } from '../../db/schema/index.ts';
import type { CatalogConfig } from '../../catalog-config.ts';
import { COIN_VALUE_KOPECKS } from '../../catalog/coin-value.ts';
import type { CoinGames } from '../../catalog/pass-value.ts';
import { caseEvsBySlug } from '../../kernel/catalog/offer-bounds.ts';
import { passExcess, requireNoNewExcess } from '../../kernel/season/pass-bounds.ts';
import type { ValueGate } from '../../kernel/staff/value-gate.ts';
import { invalid } from './admin-save.ts';
import { levelsOf } from './pass.ts';

/** What a level's rewards are worth (kopecks): money, coins at COIN_VALUE_KOPECKS, cases at their EV in `evs`. */
const rewardValue = (
  l: { rewardMoney: number; rewardCoins: number; rewardCases: { case: string; amount: number }[] },
  evs: ReadonlyMap<string, number>,
) =>
  l.rewardMoney +
  l.rewardCoins * COIN_VALUE_KOPECKS +
  l.rewardCases.reduce((sum, c) => sum + (evs.get(c.case) ?? 0) * c.amount, 0);

/** Writes season `id`'s dates and settings in `tx`. */
export async function writeSeasonTerms(tx: Tx, id: number, b: SeasonSaveBody): Promise<void> {
  await tx
    .update(seasons)
    .set({
      startsAt: new Date(b.starts_at),
      endsAt: new Date(b.ends_at),
      settings: camelize(b.settings),
    })
    .where(eq(seasons.id, id));
}

/**
 * Writes level `b.level` of season `id` in `tx` (see the file's head); the level before and a reader of it after,
 * for the audit entry.
 */
export async function writeLevel(
  tx: Tx,
  cfg: CatalogConfig,
  games: CoinGames,
  gate: ValueGate,
  id: number,
  b: SeasonLevelBody,
) {
  const { level } = b;
  const row = {
    cost: b.cost,
    rewardMoney: toKopecks(b.reward_money),
    rewardCoins: b.reward_coins,
    rewardCases: b.reward_cases,
  };
  const levels = await levelsOf(tx, id);
  const excess = await passExcess(tx, id, cfg, games);
  const before = levels.find((l) => l.level === level) ?? null;
  const top = levels.at(-1)?.level ?? 0;
  if (before === null && level !== top + 1)
    throw invalid(`Levels go 1 … ${top}; the next one is ${top + 1}`);
  const prev = levels.find((l) => l.level === level - 1);
  const next = levels.find((l) => l.level === level + 1);
  if ((prev && prev.cost >= b.cost) || (next && next.cost <= b.cost))
    throw invalid('A level costs more than the one before it and less than the next');
  const evs = await caseEvsBySlug(tx, [
    ...row.rewardCases.map((c) => c.case),
    ...(before?.rewardCases ?? []).map((c) => c.case),
  ]);
  await tx
    .insert(seasonLevels)
    .values({ seasonId: id, level, ...row })
    .onConflictDoUpdate({ target: [seasonLevels.seasonId, seasonLevels.level], set: row });
  await requireNoNewExcess(tx, id, cfg, games, excess);
  // Last, once every bound passed: a save that waits for approval is one that would be saved.
  await gate.check(tx, before === null ? 0 : rewardValue(before, evs), rewardValue(row, evs));
  return { before, after: () => Promise.resolve({ seasonId: id, level, ...row }) };
}
