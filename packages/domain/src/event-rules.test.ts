import { describe, expect, it } from 'vitest';
import { NEW_EVENT_MS, isNewEvent } from './event-rules.ts';

describe('isNewEvent (spec 001 §4: new for 168 hours after its start)', () => {
  const start = 1_800_000_000;
  it('is new from the start until 168 hours later, not before nor after', () => {
    expect(isNewEvent(start, start * 1000)).toBe(true);
    expect(isNewEvent(start, start * 1000 + NEW_EVENT_MS - 1)).toBe(true);
    expect(isNewEvent(start, start * 1000 + NEW_EVENT_MS)).toBe(false);
    expect(isNewEvent(start, start * 1000 - 1)).toBe(false);
    expect(isNewEvent(0, Date.now())).toBe(false);
  });
});
