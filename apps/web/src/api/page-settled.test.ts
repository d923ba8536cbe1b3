/**
 * The page settles (issue 31) after its load event once no API call has been in flight for 1 s, or
 * 6 s after load when calls never stop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageSettled from './page-settled.ts';

type Settled = typeof PageSettled;

/** A fresh copy of the module, on a page whose load event has fired. */
async function fresh(): Promise<Settled> {
  vi.resetModules();
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('window', {});
  return import('./page-settled.ts');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled', () => {
  it('waits for a call in flight, then for a quiet second', async () => {
    const m = await fresh();
    let finish: (v: string) => void = () => undefined;
    const call = m.trackCall(() => new Promise<string>((r) => (finish = r)));
    let settled = false;
    void m.whenSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).toBe(false);
    finish('done');
    await expect(call).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(600);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(700);
    expect(settled).toBe(true);
    expect(m.hasSettled()).toBe(true);
  });

  it('settles 6 s after load at the latest, however busy the page stays', async () => {
    const m = await fresh();
    void m.trackCall(() => new Promise(() => undefined));
    let settled = false;
    void m.whenSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(m.LATEST_MS - 300);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(settled).toBe(true);
  });
});
