// @vitest-environment happy-dom
/**
 * The app's realtime socket (api/realtime.ts; spec 000 §7 Real-time, §8, §9; issue 42): a connection that fails is
 * tried again 1 s later, and after 5 retries no more. socket.io-client runs as it is with the app's options, only
 * pointed at a closed local port, so every connection is refused; the retry clock is fake.
 */
import type * as SocketIo from 'socket.io-client';
import type { Manager } from 'socket.io-client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openRealtime, type RealtimeSocket } from '../api/realtime.ts';

vi.mock('socket.io-client', async (importOriginal) => {
  const real = await importOriginal<typeof SocketIo>();
  // Port 1 on the loopback: nothing listens there, the connection is refused at once.
  return { ...real, io: (opts: object) => real.io('http://127.0.0.1:1', opts) };
});

let socket: RealtimeSocket | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  socket?.disconnect();
  socket = null;
  vi.useRealTimers();
});

/** Resolves at the manager's next `event`. */
const next = (manager: Manager, event: 'error' | 'reconnect_error') =>
  new Promise<void>((resolve) => manager.once(event, () => resolve()));

it('tries again 1 s after a failed connection, and stops after 5 retries', async () => {
  socket = openRealtime(null);
  const manager = socket.io;
  const attempts = vi.fn();
  const failed = vi.fn();
  manager.on('reconnect_attempt', attempts);
  manager.on('reconnect_failed', failed);
  await next(manager, 'error');

  for (let retry = 1; retry <= 5; retry += 1) {
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveBeenCalledTimes(retry - 1);
    const refused = next(manager, 'reconnect_error');
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveBeenCalledTimes(retry);
    await refused;
  }

  // No sixth retry, however long the page stays open.
  expect(failed).toHaveBeenCalledOnce();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(attempts).toHaveBeenCalledTimes(5);
});
