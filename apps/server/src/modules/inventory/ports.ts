/**
 * What the inventory area asks of others, wired in app.ts (ARCHITECTURE "a port from the composition
 * root"): the listing shows each withdrawing item's timer and trade offer, which the withdrawals area
 * keeps.
 */
import type { DbOrTx } from '../../db/client.ts';

/** An item's open withdrawal (spec 001 §4: the 5-minute timer; the trade offer and its bot once sent). */
export interface OpenWithdrawal {
  endsAt: Date;
  offer: { id: string; botName: string } | null;
}

export interface InventoryPorts {
  /** The open withdrawal of each of the inventory items `ids` that has one, by item id. */
  openWithdrawals: (db: DbOrTx, ids: number[]) => Promise<Map<number, OpenWithdrawal>>;
}
