/**
 * Player levels from experience (spec 000 §3 User levels, §9 colour bands).
 * Experience: 1 point per whole rouble spent on cases. Level L starts at 50·(L−1)·L points; 200 is the cap.
 */

export const MAX_LEVEL = 200;

/** Total experience at which `level` starts. */
export function expForLevel(level: number): number {
  return 50 * (level - 1) * level;
}

export interface LevelProgress {
  userLevel: number;
  currentExp: number;
  expPreviousLevel: number;
  expToNextLevel: number;
  /** 0–100, whole percent towards the next level (100 at the cap). */
  percentToNextLevel: number;
}

/** Level and progress for a total experience. */
export function levelProgress(exp: number): LevelProgress {
  let level = 1;
  while (level < MAX_LEVEL && exp >= expForLevel(level + 1)) level += 1;
  const start = expForLevel(level);
  if (level === MAX_LEVEL) {
    return {
      userLevel: level,
      currentExp: exp,
      expPreviousLevel: start,
      expToNextLevel: 0,
      percentToNextLevel: 100,
    };
  }
  const next = expForLevel(level + 1);
  return {
    userLevel: level,
    currentExp: exp,
    expPreviousLevel: start,
    expToNextLevel: next - exp,
    percentToNextLevel: Math.floor(((exp - start) / (next - start)) * 100),
  };
}

/** Experience earned by spending `kopecks` on cases (spec 000 §3 amountExp). */
export function expForSpend(kopecks: number): number {
  return Math.floor(kopecks / 100);
}

/** Colour band of a level, spec 000 §9: 1-4, 5-9, 10-14, 15-19, then tens up to 199, and 200. Returns the band's first level. */
export function levelBand(level: number): number {
  if (level >= 200) return 200;
  if (level < 5) return 1;
  if (level < 20) return Math.floor(level / 5) * 5;
  return Math.floor(level / 10) * 10;
}

/** Level a case needs by its position in the level section: 1, 15, 30, 40, then (index+1)×15 (spec 000 §4). */
export function caseLevelByPosition(index: number): number {
  const first = [1, 15, 30, 40];
  return first[index] ?? (index + 1) * 15;
}

/** A case is locked when its level is above the player's level or it is flagged locked (spec 000 §4). */
export function isCaseLocked(caseLevel: number, userLevel: number, flagged = false): boolean {
  return flagged || caseLevel > userLevel;
}
