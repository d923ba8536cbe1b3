import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.ts';

interface Map {
  ping: { n: number };
  other: string;
}

describe('the event bus', () => {
  it('delivers to every listener in order; a failing listener is logged and stops nobody', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus<Map>({ error: (obj: unknown) => void errors.push(obj) });
    const seen: string[] = [];
    bus.on('ping', ({ n }) => void seen.push(`a${n}`));
    bus.on('ping', () => {
      throw new Error('boom');
    });
    bus.on('ping', () => Promise.reject(new Error('late boom')));
    bus.on('ping', ({ n }) => void seen.push(`b${n}`));
    bus.on('other', (s) => void seen.push(s));
    await expect(bus.publish('ping', { n: 1 })).resolves.toBeUndefined();
    await bus.publish('other', 'x');
    expect(seen).toEqual(['a1', 'b1', 'x']);
    expect(errors).toHaveLength(2);
    expect(errors).toEqual([
      expect.objectContaining({ event: 'ping' }),
      expect.objectContaining({ event: 'ping' }),
    ]);
  });

  it('resolves once slow listeners have finished', async () => {
    const bus = createEventBus<Map>({ error: () => undefined });
    const seen: number[] = [];
    bus.on('ping', async ({ n }) => {
      await new Promise<void>((r) => setImmediate(r));
      seen.push(n);
    });
    await bus.publish('ping', { n: 7 });
    expect(seen).toEqual([7]);
  });
});
