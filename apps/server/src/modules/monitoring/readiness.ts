/**
 * What `GET /readyz` asks (issue 14; routes.ts declares the call): whether the database answers a statement, and
 * Redis a ping when one is configured. Never throws: a failure is `down`.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DbOrTx } from '../../db/client.ts';

export type Check = 'ok' | 'off' | 'down';

export async function readiness(
  db: DbOrTx,
  redis: Redis | undefined,
): Promise<{ database: Check; redis: Check }> {
  const checks: { database: Check; redis: Check } = { database: 'ok', redis: 'off' };
  try {
    await db.execute(sql`select 1`);
  } catch {
    checks.database = 'down';
  }
  if (redis) {
    try {
      if (redis.status === 'wait') await redis.connect();
      checks.redis = (await redis.ping()) === 'PONG' ? 'ok' : 'down';
    } catch {
      checks.redis = 'down';
    }
  }
  return checks;
}
