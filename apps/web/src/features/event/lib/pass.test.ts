import { describe, expect, it } from 'vitest';
import type { LevelData, TaskData } from '../../../api/endpoints/get-challenge.ts';
import { isFinished, levelState, levelType, taskHasBar, taskLink, visibleTasks } from './pass.ts';

const task = (id: string, current: number, end: number): TaskData => ({
  id,
  description: id,
  reward: { money: 0, cases: [], coins: 0 },
  progressData: { current, end },
  task: { type: 'case', options: { ids: [], names: [] } },
});
const level = (n: number, over: Partial<LevelData> = {}): LevelData => ({
  level: n,
  cost: n * 100,
  active: false,
  current: false,
  done: false,
  received: false,
  balanceData: { coins: 0, money: 0 },
  caseData: [],
  tasks: [],
  ...over,
});

describe('battle pass rules (spec 001 §4, §5, §9)', () => {
  it('types: rare at 15, 30, 40; ultra at 50', () => {
    expect([1, 15, 30, 40, 49, 50].map(levelType)).toEqual([
      'classic',
      'rare',
      'rare',
      'rare',
      'classic',
      'ultra',
    ]);
  });
  it('states from the wire flags', () => {
    expect(levelState(level(1, { received: true, active: true }))).toBe('received');
    expect(levelState(level(1, { done: true, active: true }))).toBe('claimable');
    expect(levelState(level(1, { current: true }))).toBe('current');
    expect(levelState(level(1))).toBe('locked');
  });
  it('tasks: up to the current level, unfinished only; no bar for end 1', () => {
    const levels = [
      level(1, { active: true, tasks: [task('a', 1, 1), task('b', 0, 3)] }),
      level(2, { current: true, tasks: [task('c', 0, 1)] }),
      level(3, { tasks: [task('d', 0, 5)] }),
    ];
    expect(visibleTasks(levels).map((t) => t.task.id)).toEqual(['b', 'c']);
    expect(taskHasBar(task('x', 0, 1))).toBe(false);
    expect(taskHasBar(task('x', 0, 0))).toBe(false);
    expect(taskHasBar(task('x', 0, 3))).toBe(true);
  });
  it('finished: coins but no current level', () => {
    expect(isFinished([level(1, { active: true })], 100)).toBe(true);
    expect(isFinished([level(1, { current: true })], 50)).toBe(false);
    expect(isFinished([level(1)], 0)).toBe(false);
  });
  it('task links by type, unknown to the root', () => {
    expect(taskLink('battle')).toBe('/battles');
    expect(taskLink('money')).toBe('/profile');
    expect(taskLink('subscribe')).toBe('/bonuses');
    expect(taskLink('whatever')).toBe('/');
  });
});
