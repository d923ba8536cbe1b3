import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingHub } from '../../test/withdrawal-fixtures.ts';
import type { CaseRow, ItemRow } from '../../kernel/catalog/snapshot.ts';
import { FEED_DELAY_MS } from './service.ts';
import type { FeedDrop } from './wire.ts';
import { FLUSH_MS, MAX_PER_FLUSH, queueLiveDrops, queuedLiveDrops } from './feed-queue.ts';

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
    expect(events.filter((e) => !(e.userId === null))).toEqual([]);
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

  it('in a long rush sends each flush its own dearest drops, never more than MAX_PER_FLUSH', () => {
    vi.useFakeTimers();
    const { hub, events } = recordingHub();
    const sent = () => ids(events, 'ru').length;
    // Three flushes' worth of openings, 2,000 drops each; in each, the dearest is the 1,000th.
    let id = 0;
    const dearest: string[] = [];
    for (let flushNo = 0; flushNo < 3; flushNo += 1) {
      for (let i = 0; i < 2000; i += 1) {
        id += 1;
        const price = i === 999 ? 1_000_000 : 100 + (i % 7);
        if (i === 999) dearest.push(String(id));
        queueLiveDrops(hub, [drop(id, price)], SECRET);
      }
      vi.advanceTimersByTime(FLUSH_MS);
    }
    // Only what can still go out waits: not 6,000 drops but three flushes' worth.
    expect(queuedLiveDrops(hub)).toBe(3 * MAX_PER_FLUSH);
    vi.advanceTimersByTime(FEED_DELAY_MS - FLUSH_MS * 4);
    const perFlush: number[] = [];
    for (let k = 0; k < 4; k += 1) {
      const before = sent();
      vi.advanceTimersByTime(FLUSH_MS);
      perFlush.push(sent() - before);
    }
    expect(perFlush.slice(0, 3)).toEqual([3, 3, 3]);
    expect(perFlush[3]).toBe(0);
    const out = ids(events, 'ru');
    for (let f = 0; f < 3; f += 1) expect(out.slice(f * 3, f * 3 + 3)).toContain(dearest[f]);
    // Within a flush, in the order opened.
    for (let f = 0; f < 3; f += 1) {
      const chunk = out.slice(f * 3, f * 3 + 3).map(Number);
      expect(chunk).toEqual([...chunk].sort((a, b) => a - b));
    }
    expect(vi.getTimerCount()).toBe(0);
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
