/**
 * `GET /v1/challenge` (spec 001 §3 Battle pass, §4 level states; issue 28): the season's levels with the
 * player's state — `active` reached (season coins ≥ cost), `current` the next to reach, `done` ready to claim, `received` claimed —
 * their rewards, their tasks with progress, and the season coins earned (kernel/season counters: spending
 * coins never lowers it). Visitors get 0 coins and nothing reached. Money in roubles, coins whole.
 */
import type { Challenge, ChallengeLevel, ChallengeTask, TaskType } from '@cases/domain/api/event';
import type { Language } from '@cases/domain/api/site-web';
import { toRoubles } from '@cases/domain/money';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { seasonClaims, seasonLevels, type CaseReward } from '../../db/schema/index.ts';
import { localized } from '../../platform/lang.ts';
import { caseImage } from '../../kernel/media-urls.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { coinsIn, seasonCounters, type SeasonRow } from '../../kernel/season/season.ts';
import { taskStates, type TaskState } from './tasks.ts';

export type LevelRow = typeof seasonLevels.$inferSelect;

/** The season's levels in order. */
export function levelsOf(db: DbOrTx, seasonId: number): Promise<LevelRow[]> {
  return db
    .select()
    .from(seasonLevels)
    .where(eq(seasonLevels.seasonId, seasonId))
    .orderBy(asc(seasonLevels.level));
}

/** Levels the player claimed. */
export async function claimedLevels(
  db: DbOrTx,
  seasonId: number,
  userId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ level: seasonClaims.level })
    .from(seasonClaims)
    .where(and(eq(seasonClaims.seasonId, seasonId), eq(seasonClaims.userId, userId)));
  return new Set(rows.map((r) => r.level));
}

/** Case rewards on the wire: amount, picture, the case page and its name in `lang`. */
export async function casesWire(db: DbOrTx, rewards: CaseReward[], lang: Language) {
  const snap = await snapshot(db);
  return rewards.flatMap((r) => {
    const e = snap.byKey.get(r.case);
    if (!e) return [];
    return [
      {
        amount: r.amount,
        img: caseImage(e.row.slug),
        url: `/open/${e.row.slug}`,
        name: localized(lang, e.row.name, e.row.nameEn),
      },
    ];
  });
}

async function taskWire(db: DbOrTx, s: TaskState, lang: Language): Promise<ChallengeTask> {
  const t = s.task;
  const money = t.type === 'money';
  return {
    id: String(t.id),
    description: localized(lang, t.description, t.descriptionEn),
    reward: {
      money: toRoubles(t.rewardMoney),
      cases: await casesWire(db, t.rewardCases, lang),
      coins: t.rewardCoins,
    },
    progress_data: {
      current: money ? toRoubles(Math.min(s.current, t.goal)) : Math.min(s.current, t.goal),
      end: money ? toRoubles(t.goal) : t.goal,
    },
    task: { type: t.type as TaskType, options: t.options },
  };
}

/** The pass as `userId` (null: a visitor) sees it. */
export async function challengeOf(
  db: DbOrTx,
  season: SeasonRow,
  userId: number | null,
  lang: Language,
): Promise<Challenge> {
  // The player's counters once: the coins and the tasks' progress both come from them (issue 43).
  const counters =
    userId === null ? new Map<string, number>() : await seasonCounters(db, userId, season.id);
  const coins = coinsIn(counters);
  const [levels, claimed, tasks] = await Promise.all([
    levelsOf(db, season.id),
    userId === null ? new Set<number>() : claimedLevels(db, season.id, userId),
    taskStates(db, season, userId, counters),
  ]);
  const next = levels.find((l) => coins < l.cost)?.level ?? null;
  const wire: ChallengeLevel[] = await Promise.all(
    levels.map(async (l) => ({
      level: l.level,
      cost: l.cost,
      active: coins >= l.cost,
      current: l.level === next,
      done: coins >= l.cost && !claimed.has(l.level),
      received: claimed.has(l.level),
      balance_data: { coins: l.rewardCoins, money: toRoubles(l.rewardMoney) },
      case_data: await casesWire(db, l.rewardCases, lang),
      tasks: await Promise.all(
        tasks.filter((s) => s.task.level === l.level).map((s) => taskWire(db, s, lang)),
      ),
    })),
  );
  const icons = season.settings.challengeIcons;
  return {
    levels: wire,
    current_coins: coins,
    challenge_icons: icons,
    challenge_progress_gradient: season.settings.challengeProgressGradient,
  };
}
