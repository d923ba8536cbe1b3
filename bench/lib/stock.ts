/**
 * Each bench player's stock of drops for the item paths (sell, upgrade, contract): filled before the
 * timed run (`perPlayer` items a player, or BENCH_STOCK) so the run measures the path and not
 * the openings that feed it; when a player still runs out, they open the cheapest case x5 (not timed)
 * until they have enough.
 */
import { call } from './shop.ts';

export interface StockItem {
  /** Inventory row id as on the wire. */
  id: string;
  /** Roubles. */
  price: number;
}

/**
 * `take(client, n)` hands out `n` of that player's items (their newest first), or the HTTP status
 * of an opening that failed.
 */
export async function dropStock(
  base: string,
  tokens: string[],
  slug: string,
  perPlayer: number,
): Promise<(client: number, n: number) => Promise<StockItem[] | number>> {
  const stock: StockItem[][] = tokens.map(() => []);
  const take = async (client: number, n: number): Promise<StockItem[] | number> => {
    const mine = stock[client]!;
    while (mine.length < n) {
      const opened = await call<{
        drops: { inventory_item_id: string; item: { price: number } }[];
      }>(base, 'POST', `/v1/cases/${slug}/open`, tokens[client], { multi_open: 5 });
      if (opened.status !== 200) return opened.status;
      mine.push(
        ...opened.json.drops.map((d) => ({ id: d.inventory_item_id, price: d.item.price })),
      );
    }
    return mine.splice(mine.length - n, n);
  };
  const fill = Number(process.env.BENCH_STOCK ?? perPlayer);
  await Promise.all(
    tokens.map(async (_, client) => {
      const got = await take(client, fill);
      if (typeof got === 'number') throw new Error(`stock: an opening answered ${got}`);
      stock[client]!.push(...got);
    }),
  );
  return take;
}
