/**
 * The battle pass's derived data (spec 001 §3 Battle pass "Derived", §4 Battle pass, §5 task rules,
 * §9 level types): a level's state and type, the cost step from the previous level, which tasks show,
 * whether a task shows a progress bar, where a task links and whether the pass is finished.
 */
import type { TaskType } from '@cases/domain/api/event';
import type { LevelData, TaskData } from '../../../api/endpoints/get-challenge.ts';
import { paths } from '../../../shared/paths.ts';

/** locked: not reached; current: the next to reach; claimable: reached, not claimed; received: claimed. */
export type LevelState = 'locked' | 'current' | 'claimable' | 'received';
export type LevelType = 'classic' | 'rare' | 'ultra';

/** §9: rare at 15, 30 and 40; ultra at 50; classic otherwise. */
export const RARE_LEVELS: readonly number[] = [15, 30, 40];
export const ULTRA_LEVEL = 50;
/** §9: the mid and final reward levels. */
export const MILESTONE_LEVELS: readonly number[] = [15, 50];

export function levelType(level: number): LevelType {
  if (level === ULTRA_LEVEL) return 'ultra';
  return RARE_LEVELS.includes(level) ? 'rare' : 'classic';
}

/**
 * Spec 001 §4 from the wire's flags: `received` claimed, `done` reached with its reward waiting, `current`
 * the next one to reach, otherwise locked.
 */
export function levelState(level: Pick<LevelData, 'current' | 'done' | 'received'>): LevelState {
  if (level.received) return 'received';
  if (level.done) return 'claimable';
  if (level.current) return 'current';
  return 'locked';
}

/** Coins between the previous level's cost and this one's (levels sorted ascending). */
export function costStep(levels: readonly LevelData[], index: number): number {
  const level = levels[index];
  if (!level) return 0;
  return level.cost - (levels[index - 1]?.cost ?? 0);
}

/** The level to reach next, or undefined when none is (all reached, or no pass). */
export function currentLevel(levels: readonly LevelData[]): LevelData | undefined {
  return levels.find((l) => l.current);
}

/** §4: finished when the player has coins but no current level. */
export function isFinished(levels: readonly LevelData[], coins: number): boolean {
  return coins > 0 && levels.length > 0 && currentLevel(levels) === undefined;
}

/** §5: a task is complete once its progress reaches its end. */
export const taskDone = (task: TaskData): boolean =>
  task.progressData.current >= task.progressData.end;

/** §5: no progress bar when the end is missing (0) or 1. */
export const taskHasBar = (task: TaskData): boolean => task.progressData.end > 1;

/**
 * §5: the tasks shown — of levels up to the current one (all levels once finished), unfinished ones
 * only — each with its level.
 */
export function visibleTasks(levels: readonly LevelData[]): { level: number; task: TaskData }[] {
  const upTo = currentLevel(levels)?.level ?? Infinity;
  const out: { level: number; task: TaskData }[] = [];
  for (const level of levels) {
    if (level.level > upTo) break;
    for (const task of level.tasks) if (!taskDone(task)) out.push({ level: level.level, task });
  }
  return out;
}

/**
 * §2 task links: battle → battles, case → the cases (main page), contracts → contracts, money → the
 * player's profile, offer → offers shop, subscribe → bonus page, upgrade → upgrades; an unknown type
 * → the site root.
 */
export function taskLink(type: string): string {
  switch (type as TaskType) {
    case 'battle':
      return paths.battles();
    case 'case':
      return paths.home();
    case 'contracts':
      return paths.contract();
    case 'money':
      return paths.profile();
    case 'offer':
      return paths.offersShop();
    case 'subscribe':
      return paths.bonuses();
    case 'upgrade':
      return paths.upgrades();
    default:
      return paths.home();
  }
}

/** Fraction 0–1 of `level`'s cost the season's coins reach (the bar beside "coins of cost"). */
export function levelProgress(levels: readonly LevelData[], index: number, coins: number): number {
  const level = levels[index];
  if (!level) return 0;
  if (level.cost <= 0) return 1;
  return Math.min(1, Math.max(0, coins / level.cost));
}
