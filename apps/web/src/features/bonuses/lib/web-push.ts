/**
 * Subscribing this browser to push (spec 001 §4 Push notifications; issue 13): the standard Push API
 * through the site's service worker with the server's VAPID key, or OneSignal's web SDK when the server
 * names an app id (spec 000 §7 third-party push service; its errors are the texts of spec 000 §8).
 */
import { dropSubscription, saveSubscription, type BrowserSubscription } from '../api/push.ts';

/** Notifications, a service worker and the Push API exist here. */
export function pushAvailable(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** iOS allows web push only to an installed app (spec 001 §4 "not iOS unless installed"). */
export function platformInfo() {
  const ua = navigator.userAgent;
  const ios =
    /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches;
  return { ios, standalone };
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ?? navigator.serviceWorker.register('/sw.js');
}

/** Subscribes with the VAPID key and stores the subscription on the server. */
export async function subscribeWebPush(publicKey: string): Promise<void> {
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await saveSubscription(sub.toJSON() as BrowserSubscription);
}

/** Ends this browser's subscription here and on the server. */
export async function unsubscribeWebPush(): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await dropSubscription(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe();
}

interface OneSignalSdk {
  init(o: { appId: string }): Promise<void>;
  login(externalId: string): Promise<void>;
  User: { PushSubscription: { optIn(): Promise<void> }; addTag(k: string, v: string): void };
}

/** Loads OneSignal's SDK, signs the player in by id and opts in (tag subscription_type=push). */
export async function subscribeOneSignal(appId: string | null, userId: string): Promise<void> {
  if (!appId) throw new Error('You need to provide your OneSignal appId.');
  const w = window as Window & { OneSignal?: OneSignalSdk };
  if (!w.OneSignal)
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('OneSignal script failed to load.'));
      document.head.append(script);
    });
  const sdk = w.OneSignal;
  if (!sdk) throw new Error('OneSignal script failed to load.');
  await sdk.init({ appId });
  await sdk.login(userId);
  sdk.User.addTag('subscription_type', 'push');
  await sdk.User.PushSubscription.optIn();
}
