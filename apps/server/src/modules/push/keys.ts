/**
 * VAPID keys of web push (issue 13): the configured pair, or one generated on first start and kept in
 * `app_secrets` (name `vapid`, JSON) like the other generated secrets (platform/secrets.ts), so every
 * process on the database signs with the same key and subscriptions survive restarts.
 */
import webpush from 'web-push';
import type { DbOrTx } from '../../db/client.ts';
import { storedSecret } from '../../platform/secrets.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored pair, created if absent (concurrent first starts agree on one). */
export async function storedVapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const stored = await storedSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}
