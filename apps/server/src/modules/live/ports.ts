/**
 * What the live area asks of others for the statistics strip, wired in app.ts (ARCHITECTURE "a port
 * from the composition root"): the upgrades played and the battles finished, all players.
 */
import type { DbOrTx } from '../../db/client.ts';

export interface LivePorts {
  upgradesPlayed: (db: DbOrTx) => Promise<number>;
  battlesFinished: (db: DbOrTx) => Promise<number>;
}
