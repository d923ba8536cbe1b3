/**
 * Web push wire schemas (spec 001 §3 "Push status: optedIn, permission", §4 Push notifications).
 * A subscription is the browser's PushSubscription JSON (endpoint and keys, base64url).
 */
import { z } from 'zod';

/** `GET /v1/push/config`: which provider the browser subscribes with and its public identity. */
export const pushConfigResponse = z.object({
  provider: z.enum(['webpush', 'onesignal']),
  /** The VAPID public key (base64url) for `pushManager.subscribe`. */
  public_key: z.string().nullable(),
  /** The OneSignal app id when that provider is configured. */
  app_id: z.string().nullable(),
  /** ISO country codes where the banner is not offered. */
  excluded_countries: z.array(z.string()),
});

const b64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);
export const pushSubscribeBody = z
  .object({
    endpoint: z.string().url().max(1000),
    expiration_time: z.number().nullable().optional(),
    keys: z.object({ p256dh: b64url.min(40).max(200), auth: b64url.min(8).max(100) }).strict(),
  })
  .strict();
export const pushUnsubscribeBody = z.object({ endpoint: z.string().url().max(1000) }).strict();

/** `GET /v1/push/status`: whether the player has a live subscription and the push reward state. */
export const pushStatusResponse = z.object({
  opted_in: z.boolean(),
  reward_claimed: z.boolean(),
});
