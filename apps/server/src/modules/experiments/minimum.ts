/**
 * The payment minimum a player's `change-min-sum` variant sets (spec 001 §7 "value false means the payment minimum
 * was changed"), for the payments area's start (a port, areas.ts): the roubles of the variant's `min_sum` when the
 * experiment runs and the player was given `false` (on the refill page, by `/sdk/v2/vardata`), else null — the same
 * variant and payload the refill form reads (domain `changedMinSum`).
 */
import { CHANGE_MIN_SUM, changedMinSum } from '@cases/domain/api/experiments';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assignedVariant, userSubject } from './assign.ts';
import { experimentsInForce } from './definitions.ts';

export async function changedMinimumOf(
  db: DbOrTx,
  config: Config,
  userId: number,
): Promise<number | null> {
  const def = (await experimentsInForce(db, config)).find((d) => d.key === CHANGE_MIN_SUM);
  if (!def?.running) return null;
  const key = await assignedVariant(db, CHANGE_MIN_SUM, userSubject(userId));
  if (key === null) return null;
  return changedMinSum({ key, payload: def.variants.find((v) => v.key === key)?.payload });
}
