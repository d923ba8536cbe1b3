import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingHub } from '../../test/withdrawal-fixtures.ts';
import type { CaseRow, ItemRow } from '../cases/snapshot.ts';
import { FEED_DELAY_MS } from '../live/service.ts';
import type { FeedDrop } from '../live/wire.ts';
import { FLUSH_MS, MAX_PER_FLUSH, queueLiveDrops } from './live-drops.ts';

afterEach(() => {
  vi.useRealTimers();
});

const caseRow = { slug: 'starter', name: 'Стартовый', nameEn: 'Starter' } as unknown as CaseRow;
const drop = (id: number, price = 100): FeedDrop => ({
  id,
  userId: 7,
  nickname: 'Pudge',
  item: {
    id: `item-${id}`,
    name: `Item ${id}`,
    nameEn: `Item ${id}`,
    price,
    rarity: 'common',
    type: 0,
    packItems: [],
  } as unknown as ItemRow,
  price,
  caseRow,
  createdAt: new Date(0),
});
const SECRET = 'live-drops-test-secret-0123456789abcdef';

type Sent = { event: string; lang?: string; payload: unknown };
const ids = (events: Sent[], lang: string) =>
  events
    .filter((e) => e.event === 'live_drop' && e.lang === lang)
    .map((e) => (e.payload as { drop: { id: string } }).drop.id);

describe('live drop feed (the feed never spoils a drop; one queue, not a timer per opening)', () => {
  it('emits each drop publicly, to each language its own names, only after FEED_DELAY_MS', () => {
    vi.useFakeTimers();
    const { hub, events } = recordingHub();
    queueLiveDrops(hub, [drop(1), drop(2)], SECRET);
    vi.advanceTimersByTime(FEED_DELAY_MS - FLUSH_MS);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(ids(events, 'ru')).toEqual(['1', '2']);
    expect(ids(events, 'en')).toEqual(['1', '2']);
    const names = events.map((e) => (e.payload as { drop: { case: { name: string } } }).drop);
    expect(names.map((d) => d.case.name).sort()).toEqual([
      'Starter',
      'Starter',
      'Стартовый',
      'Стартовый',
    ]);
    expect(events.every((e) => e.userId === null)).toBe(true);
  });

  it('sends every drop of a quiet feed, each once, in the order opened', () => {
    vi.useFakeTimers();
    const { hub, events } = recordingHub();
    for (let i = 1; i <= 6; i += 1) {
      queueLiveDrops(hub, [drop(i)], SECRET);
      vi.advanceTimersByTime(FLUSH_MS);
    }
    vi.advanceTimersByTime(FEED_DELAY_MS + FLUSH_MS * 4);
    expect(ids(events, 'ru')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(ids(events, 'en')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('in a rush sends the dearest drops due in a flush, in the order opened', () => {
    vi.useFakeTimers();
    const { hub, events } = recordingHub();
    const prices = [500, 90_000, 100, 100, 250_000, 700, 90_000, 100];
    queueLiveDrops(
      hub,
      prices.map((p, i) => drop(i + 1, p)),
      SECRET,
    );
    vi.advanceTimersByTime(FEED_DELAY_MS + FLUSH_MS * 4);
    expect(MAX_PER_FLUSH).toBe(3);
    expect(ids(events, 'ru')).toEqual(['2', '5', '7']);
    expect(ids(events, 'en')).toEqual(['2', '5', '7']);
  });

  it('stops its timer once the queue is empty and starts it again for the next drop', () => {
    vi.useFakeTimers();
    const { hub, events } = recordingHub();
    queueLiveDrops(hub, [drop(1)], SECRET);
    vi.advanceTimersByTime(FEED_DELAY_MS + FLUSH_MS);
    expect(vi.getTimerCount()).toBe(0);
    queueLiveDrops(hub, [drop(2)], SECRET);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FEED_DELAY_MS + FLUSH_MS);
    expect(ids(events, 'ru')).toEqual(['1', '2']);
  });

  it('does nothing without a hub', () => {
    expect(() => queueLiveDrops(undefined, [drop(1)], SECRET)).not.toThrow();
  });
});
