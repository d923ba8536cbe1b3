import type { LiveDrop } from '@cases/domain/api/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingHub } from '../../test/withdrawal-fixtures.ts';
import { FEED_DELAY_MS } from '../live/service.ts';
import { scheduleLiveDrops } from './live-drops.ts';

afterEach(() => {
  vi.useRealTimers();
});

const drop = (id: string) => ({ id }) as unknown as LiveDrop;

describe('scheduleLiveDrops (the feed never spoils a drop)', () => {
  it('emits each drop publicly only after FEED_DELAY_MS', () => {
    vi.useFakeTimers();
    const { hub, events } = recordingHub();
    scheduleLiveDrops(hub, [drop('1'), drop('2')]);
    vi.advanceTimersByTime(FEED_DELAY_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      { userId: null, event: 'live_drop', payload: { drop: drop('1') } },
      { userId: null, event: 'live_drop', payload: { drop: drop('2') } },
    ]);
  });

  it('does nothing without a hub', () => {
    expect(() => scheduleLiveDrops(undefined, [drop('1')])).not.toThrow();
  });
});
