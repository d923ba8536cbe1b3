/**
 * The app-wide watch of the notification permission (spec 001 §4 Push notifications; issue 48 "the push banner in a
 * browser that blocks notifications shows one message, not up to three"): the `change` that answers the shop's own
 * request is quiet however late it comes, a change made outside the shop reaches the last handler once, and a
 * request that changes nothing leaves the next outside change heard.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type State = 'granted' | 'denied' | 'prompt';

/** A browser whose notification permission is `initial`, its request answering `answer`. */
function browser(initial: NotificationPermission, answer: NotificationPermission) {
  const listeners: (() => void)[] = [];
  const status = {
    state: initial === 'default' ? 'prompt' : initial,
    addEventListener: (_: 'change', l: () => void) => void listeners.push(l),
  };
  const notification = {
    permission: initial,
    requestPermission: () => {
      notification.permission = answer;
      return Promise.resolve(answer);
    },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('navigator', { permissions: { query: () => Promise.resolve(status) } });
  return {
    /** The browser fires `change` with `state` (the settings changed, or a request's answer came). */
    change(state: State) {
      status.state = state;
      for (const l of listeners) l();
    },
  };
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = () => import('./permission-watch.ts');
/** Lets the watch's `permissions.query` settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

it("keeps the answer to the shop's own request quiet however late its change comes", async () => {
  const b = browser('default', 'denied');
  const watch = await load();
  const heard: string[] = [];
  watch.watchNotificationPermission((s) => heard.push(s));
  await settle();
  expect(await watch.requestNotificationPermission()).toBe('denied');
  // The change the request brought, five seconds after it settled (a busy machine): quiet.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5_000);
  b.change('denied');
  expect(heard).toEqual([]);
  // Then the player allows notifications in the browser's settings, and blocks them again: both heard.
  b.change('granted');
  b.change('denied');
  expect(heard).toEqual(['granted', 'denied']);
});

it('hands an outside change to the last handler only, once', async () => {
  const b = browser('granted', 'granted');
  const watch = await load();
  const first: string[] = [];
  const second: string[] = [];
  watch.watchNotificationPermission((s) => first.push(s));
  const remove = watch.watchNotificationPermission((s) => second.push(s));
  await settle();
  b.change('denied');
  expect([first, second]).toEqual([[], ['denied']]);
  remove();
  b.change('granted');
  expect([first, second]).toEqual([['granted'], ['denied']]);
});

it('hears the next outside change after a request that changed nothing', async () => {
  const b = browser('denied', 'denied');
  const watch = await load();
  const heard: string[] = [];
  watch.watchNotificationPermission((s) => heard.push(s));
  await settle();
  expect(await watch.requestNotificationPermission()).toBe('denied');
  b.change('granted');
  expect(heard).toEqual(['granted']);
});
