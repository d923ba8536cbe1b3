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
  it('emits each drop publicly, to each language its own, only after FEED_DELAY_MS', () => {
    vi.useFakeTimers();
    const { hub, events } = recordingHub();
    scheduleLiveDrops(hub, { ru: [drop('1'), drop('2')], en: [drop('3')] });
    vi.advanceTimersByTime(FEED_DELAY_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      { userId: null, event: 'live_drop', payload: { drop: drop('1') }, lang: 'ru' },
      { userId: null, event: 'live_drop', payload: { drop: drop('2') }, lang: 'ru' },
      { userId: null, event: 'live_drop', payload: { drop: drop('3') }, lang: 'en' },
    ]);
  });

  it('does nothing without a hub', () => {
    expect(() => scheduleLiveDrops(undefined, { ru: [drop('1')], en: [drop('1')] })).not.toThrow();
  });
});
