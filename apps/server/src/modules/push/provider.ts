/**
 * Sending push notifications (issue 13) through one interface: the built-in web push (VAPID, the
 * `web-push` package, to every stored subscription of the player; a subscription the push service
 * calls gone — 404/410 — is deleted), or OneSignal when an app id and key are configured (its REST
 * API, addressing the player by external user id, which the web SDK logs in with).
 */
import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { EngagementConfig } from '../../engagement-config.ts';
import { storedVapidKeys, type VapidKeys } from './keys.ts';

/** What the service worker shows: title, text, the page a click opens, and a tag that replaces older ones. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushProvider {
  kind: 'webpush' | 'onesignal';
  /** The public key (web push) or app id (OneSignal) the browser subscribes with. */
  publicConfig(): Promise<{ publicKey: string | null; appId: string | null }>;
  /**
   * Sends to every device of the player (only the subscription `endpoint` when given); returns how many accepted
   * it. A subscription the push service accepted is marked delivered (its first time kept). Never throws.
   */
  send(userId: number, message: PushMessage, endpoint?: string): Promise<number>;
}

interface Deps {
  db: Db;
  config: EngagementConfig['push'];
  log?: { warn(obj: unknown, msg: string): void };
}

export function createWebPushProvider({ db, config, log }: Deps): PushProvider {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => (keys ??= config.vapid ? Promise.resolve(config.vapid) : storedVapidKeys(db));
  return {
    kind: 'webpush',
    publicConfig: async () => ({ publicKey: (await vapid()).publicKey, appId: null }),
    async send(userId, message, endpoint) {
      const subs = await db
        .select()
        .from(pushSubscriptions)
        .where(
          endpoint === undefined
            ? eq(pushSubscriptions.userId, userId)
            : and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)),
        );
      if (subs.length === 0) return 0;
      const k = await vapid();
      const payload = JSON.stringify(message);
      let delivered = 0;
      for (const s of subs) {
        // web-push signs (VAPID) and encrypts (aes128gcm); the request goes out through fetch, which
        // also reaches a local push service over http in tests (endpoint.ts allows that for loopback).
        const req = webpush.generateRequestDetails(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          payload,
          { vapidDetails: { subject: config.subject, ...k }, TTL: 24 * 3600 },
        );
        try {
          const res = await fetch(req.endpoint, {
            method: req.method,
            headers: req.headers as Record<string, string>,
            body: req.body ? new Uint8Array(req.body) : null,
            redirect: 'error',
            signal: AbortSignal.timeout(10_000),
          });
          if (res.ok) {
            delivered += 1;
            if (s.deliveredAt === null)
              await db
                .update(pushSubscriptions)
                .set({ deliveredAt: sql`coalesce(${pushSubscriptions.deliveredAt}, now())` })
                .where(eq(pushSubscriptions.endpoint, s.endpoint));
          } else if (res.status === 404 || res.status === 410)
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint));
          else log?.warn({ status: res.status }, 'the push service refused a notification');
        } catch (err) {
          log?.warn({ err }, 'push service unreachable');
        }
      }
      return delivered;
    },
  };
}

export function createOneSignalProvider({ config, log }: Deps): PushProvider {
  const os = config.oneSignal!;
  return {
    kind: 'onesignal',
    publicConfig: () => Promise.resolve({ publicKey: null, appId: os.appId }),
    async send(userId, message) {
      try {
        const res = await fetch(`${os.apiUrl}/notifications`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            authorization: `Basic ${os.apiKey}`,
          },
          body: JSON.stringify({
            app_id: os.appId,
            include_external_user_ids: [String(userId)],
            headings: { en: message.title },
            contents: { en: message.body },
            url: message.url,
            web_push_topic: message.tag,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) {
          log?.warn({ status: res.status }, 'OneSignal refused a notification');
          return 0;
        }
        const body = (await res.json()) as { recipients?: number };
        return body.recipients ?? 1;
      } catch (err) {
        log?.warn({ err }, 'OneSignal unreachable');
        return 0;
      }
    },
  };
}

/** OneSignal when configured, else the built-in web push. */
export function createPushProvider(deps: Deps): PushProvider {
  return deps.config.oneSignal ? createOneSignalProvider(deps) : createWebPushProvider(deps);
}
