/**
 * The inventory rows of a battle's winnings (issue 29 quick sale after a battle). A battle lists its
 * winnings as catalog items (spec 001 §7 battle `winnings[].items`), without the inventory ids a sale
 * needs, so each won item is matched to one of the player's `progress` items of source Battle with the
 * same catalog item and price, created nearest the battle's end (the items are written when it
 * settles), at most WINNINGS_WINDOW_MS away. Two rows that match alike are the same item at the same
 * price: whichever is sold, the player keeps the same thing and gets the same money.
 */

/** How far from the battle's end (ms) a won row may have been written. */
export const WINNINGS_WINDOW_MS = 5 * 60_000;

/** What the match reads of a won item and of an inventory row. */
export interface WonItem {
  id: string;
  price: number;
}
export interface InventoryRow {
  id: string;
  itemId: string;
  price: number;
  status: string;
  source: string;
  createdAt: string;
}

/** The matched inventory id of each won item, in order; null when none is left in the inventory. */
export function matchWinnings(
  won: readonly WonItem[],
  inventory: readonly InventoryRow[],
  finishedAt: number,
): (string | null)[] {
  const distance = (r: InventoryRow) => Math.abs(Date.parse(r.createdAt) - finishedAt);
  const candidates = inventory
    .filter((r) => r.status === 'progress' && r.source === 'Battle')
    .filter((r) => distance(r) <= WINNINGS_WINDOW_MS)
    .sort((a, b) => distance(a) - distance(b));
  const used = new Set<string>();
  return won.map((w) => {
    const row = candidates.find((r) => !used.has(r.id) && r.itemId === w.id && r.price === w.price);
    if (!row) return null;
    used.add(row.id);
    return row.id;
  });
}

/** True when `inventory` (newest first) may go on to rows of the battle: its oldest is not older. */
export function mayHoldMore(inventory: readonly InventoryRow[], finishedAt: number): boolean {
  const oldest = inventory.at(-1);
  return !oldest || Date.parse(oldest.createdAt) >= finishedAt - WINNINGS_WINDOW_MS;
}
