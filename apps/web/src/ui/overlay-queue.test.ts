import { describe, expect, it } from 'vitest';
import { currentOverlay, requestOverlay } from './overlay-queue.ts';

describe('overlay queue', () => {
  it('gives the turn to the first in order that asks, and back when it is done', () => {
    const cookies = requestOverlay('cookies');
    expect(currentOverlay()).toBe('cookies');
    const push = requestOverlay('push');
    expect(currentOverlay()).toBe('push');
    const credentials = requestOverlay('credentials');
    expect(currentOverlay()).toBe('credentials');
    credentials();
    credentials(); // a second release changes nothing
    expect(currentOverlay()).toBe('push');
    push();
    expect(currentOverlay()).toBe('cookies');
    cookies();
    expect(currentOverlay()).toBeNull();
  });
});
