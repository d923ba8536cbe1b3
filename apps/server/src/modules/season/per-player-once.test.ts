import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perPlayerOnce } from './per-player-once.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('perPlayerOnce', () => {
  it('runs a burst once after the delay, once more for asks during a run, players apart', async () => {
    const runs: number[] = [];
    let release: () => void = () => undefined;
    const settle = perPlayerOnce(async (userId) => {
      runs.push(userId);
      if (runs.length === 1) await new Promise<void>((r) => (release = r));
    }, 1000);
    for (let i = 0; i < 5; i += 1) settle.ask(1);
    settle.ask(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([1, 2]);
    // Player 1's run is still going: three asks make one more run, a delay after it ends.
    settle.ask(1);
    settle.ask(1);
    settle.ask(1);
    release();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([1, 2, 1]);
    // Nothing left: no further run.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([1, 2, 1]);
  });

  it('drops waiting runs on close', async () => {
    const runs: number[] = [];
    const settle = perPlayerOnce((userId) => {
      runs.push(userId);
      return Promise.resolve();
    }, 1000);
    settle.ask(7);
    settle.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toEqual([]);
  });
});
