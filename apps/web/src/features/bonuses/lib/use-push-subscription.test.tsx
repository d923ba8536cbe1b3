/**
 * The push subscription flow (spec 001 §4 Push notifications "Accept: if permission is default ask; if granted opt in;
 * if denied show an error (app or default variant) … changing to denied shows a repeat error and opts the user out";
 * §8 "Push: denied (app or default variant), decline, repeat"), as use-push-subscription.ts runs it in a browser
 * with notifications, a service worker and the Push API (stubbed here): a granted permission subscribes this
 * browser, stores the subscription and claims the reward; a denial shows the installed app's or the browser's
 * text; a permission withdrawn in the settings shows the repeat text and unsubscribes; a failed subscription shows
 * "Не удалось включить уведомления".
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { rereadCookies } from '../../../api/cookies.ts';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../../ui/toast-store.ts';
import { usePushSubscription } from './use-push-subscription.ts';

/** The browser's Permissions API status of `notifications`: one for the file, as the app watches it once. */
const permissionStatus = {
  state: 'prompt' as PermissionState,
  listeners: [] as (() => void)[],
  addEventListener(_: 'change', l: () => void) {
    this.listeners.push(l);
  },
  /** The browser fires `change` with `state`. */
  change(state: PermissionState) {
    this.state = state;
    for (const l of this.listeners) l();
  },
};

/** This browser's push subscription (what `pushManager.subscribe` gives). */
const subscription = {
  endpoint: 'https://push.example/send/abc',
  toJSON: () => ({
    endpoint: 'https://push.example/send/abc',
    expirationTime: null,
    keys: { p256dh: 'BPk', auth: 'au' },
  }),
  unsubscribe: vi.fn(() => Promise.resolve(true)),
};
const pushManager = {
  existing: null as typeof subscription | null,
  getSubscription: vi.fn(() => Promise.resolve(pushManager.existing)),
  subscribe: vi.fn((_: PushSubscriptionOptionsInit) => Promise.resolve(subscription)),
};
const registration = { pushManager };

beforeAll(() => {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: () => Promise.resolve(permissionStatus) },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      register: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
});

/** The calls the hook made: method, path and JSON body. */
let calls: { method: string; path: string; body: unknown }[] = [];
const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.path);

/** Notification permission `permission`; asking answers `answer`. Installed as an app when `standalone`. */
function browser(permission: NotificationPermission, answer = permission, standalone = false) {
  const notification = {
    permission,
    requestPermission: vi.fn(() => {
      notification.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList,
  );
  permissionStatus.state = permission === 'default' ? 'prompt' : permission;
  return notification;
}

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
  rereadCookies();
  calls = [];
  pushManager.existing = null;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path,
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : null,
    });
    const answer =
      path === '/v1/push/subscribe' || path === '/v1/push/unsubscribe'
        ? { success: true }
        : path === '/v1/users/missions/social/u1/push'
          ? { data: { msg: 'ok', status: 'claimed', progress: 3 } }
          : null;
    return Promise.resolve(
      new Response(
        JSON.stringify(answer ?? { success: false, data: { code: 'not_found', message: 'x' } }),
        { status: answer ? 200 : 404, headers: { 'content-type': 'application/json' } },
      ),
    );
  });
});
afterEach(() => {
  act(() => dismissAllToasts());
  document.cookie = 'signed_in=; max-age=0; path=/';
  rereadCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  pushManager.subscribe.mockClear();
  subscription.unsubscribe.mockClear();
});

function AcceptButton() {
  const { accept } = usePushSubscription();
  return (
    <button type="button" onClick={() => void accept()}>
      accept
    </button>
  );
}

/** The banner's button with the push config (VAPID key `AQID`: bytes 1, 2, 3), an unclaimed reward and player u1. */
const render = () =>
  renderRu(
    <>
      <AcceptButton />
      <ToastArea />
    </>,
    {
      bundles: ['bonuses'],
      queries: [
        [
          ['push', 'config'],
          { provider: 'webpush', publicKey: 'AQID', appId: null, excludedCountries: [] },
        ],
        [['push', 'status'], { optedIn: false, rewardClaimed: false }],
        [['me'], { userId: 'u1', nickname: 'Gaben' }],
      ],
    },
  );
const press = () => fireEvent.click(screen.getByRole('button', { name: 'accept' }));
/** The app's watch of the permission is listening. */
const watching = () => waitFor(() => expect(permissionStatus.listeners.length).toBeGreaterThan(0));

it('asks, and once granted subscribes this browser, stores the subscription and claims the reward', async () => {
  const notification = browser('default', 'granted');
  render();
  await watching();
  press();
  expect((await screen.findByRole('status')).textContent).toContain('Уведомления включены');
  expect(notification.requestPermission).toHaveBeenCalledOnce();
  expect(pushManager.subscribe).toHaveBeenCalledOnce();
  const options = pushManager.subscribe.mock.calls[0]![0];
  expect(options.userVisibleOnly).toBe(true);
  expect([...(options.applicationServerKey as Uint8Array)]).toEqual([1, 2, 3]);
  expect(calls.find((c) => c.path === '/v1/push/subscribe')?.body).toEqual({
    endpoint: 'https://push.example/send/abc',
    expiration_time: null,
    keys: { p256dh: 'BPk', auth: 'au' },
  });
  expect(posts()).toEqual(['/v1/push/subscribe', '/v1/users/missions/social/u1/push']);
  // The browser's own `change` for the answer the shop asked for: no second subscription.
  act(() => permissionStatus.change('granted'));
  expect(pushManager.subscribe).toHaveBeenCalledOnce();
  expect(screen.queryByRole('alert')).toBeNull();
});

it("shows the installed app's denial text when notifications are blocked for the app", async () => {
  browser('denied', 'denied', true);
  render();
  press();
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Уведомления запрещены для приложения. Разрешите их в настройках телефона и попробуйте снова.',
  );
  expect(pushManager.subscribe).not.toHaveBeenCalled();
  expect(posts()).toEqual([]);
});

it("shows the browser's denial text when notifications are blocked in the browser", async () => {
  browser('denied');
  render();
  press();
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Уведомления запрещены в браузере. Разрешите их в настройках сайта и попробуйте снова.',
  );
  expect(posts()).toEqual([]);
});

it('shows the repeat text and unsubscribes when the permission is withdrawn in the settings', async () => {
  browser('granted');
  pushManager.existing = subscription;
  render();
  await watching();
  act(() => permissionStatus.change('denied'));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Вы запретили уведомления — подписка отключена. Разрешите их снова, чтобы получать новости.',
  );
  await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledOnce());
  expect(calls.find((c) => c.path === '/v1/push/unsubscribe')?.body).toEqual({
    endpoint: 'https://push.example/send/abc',
  });
});

it('shows the failure text when the browser refuses the subscription, and claims nothing', async () => {
  browser('granted');
  pushManager.subscribe.mockRejectedValueOnce(
    new Error('Registration failed - push service error'),
  );
  render();
  press();
  const toast = await screen.findByRole('alert');
  expect(toast.querySelector('.toast__title')?.textContent).toBe('Не удалось включить уведомления');
  expect(posts()).toEqual([]);
});
