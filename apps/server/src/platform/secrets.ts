/**
 * Secrets the operator did not set (issue 8 "Secrets and test money"): generated on first start (32
 * random bytes, hex) and kept in `app_secrets`, so every process on the same database shares them and
 * no process ever runs on a value printed in the repository. A configured value always wins.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * The stored secret `name`, created with `generate` (32 random bytes, hex) if absent (concurrent first
 * starts agree on one). The one writer of `app_secrets`.
 */
export async function storedSecret(
  db: DbOrTx,
  name: string,
  generate: () => string = () => randomBytes(32).toString('hex'),
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}

/** `config` with every unset secret filled from the database. Call once at start, before buildApp. */
export async function withSecrets(db: DbOrTx, config: Config): Promise<Config> {
  return {
    ...config,
    auth: { ...config.auth, secret: config.auth.secret || (await storedSecret(db, 'auth')) },
    payments: {
      ...config.payments,
      sandboxSecret: config.payments.sandboxSecret || (await storedSecret(db, 'payments_sandbox')),
    },
  };
}
