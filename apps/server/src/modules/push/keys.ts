/**
 * VAPID keys of web push (issue 13): the configured pair, or one generated on first start and kept in
 * `app_secrets` (name `vapid`, JSON) like the other generated secrets (platform/secrets.ts), so every
 * process on the database signs with the same key and subscriptions survive restarts.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { DbOrTx } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored pair, created if absent (concurrent first starts agree on one). */
export async function storedVapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: 'vapid', value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'));
  if (!row) throw new Error('vapid keys missing after insert');
  return JSON.parse(row.value) as VapidKeys;
}
