/**
 * The item replacement's browser tests (spec 001 "Inventory": replaced; `GET /v1/inventory/get/replacements`):
 * a drop that has a cheaper replacement to offer, found through the shop's API.
 */
import type { OpenedDrop, ShopApi } from './shop-api.ts';

/**
 * Opens the cheapest paid case five at a time as the player → its drops, and the first of them that has a
 * replacement with that replacement's offer.
 */
export async function dropWithReplacement(
  api: ShopApi,
  token: string,
): Promise<{
  drops: OpenedDrop[];
  drop: OpenedDrop;
  offer: { id: string; name: string; price: number };
}> {
  const { drops } = await api.openCheapestCase(token, 5);
  for (const drop of drops) {
    const [offer] = await api.replacements(token, drop.inventoryItemId);
    if (offer) return { drops, drop, offer };
  }
  throw new Error('no drop with replacements');
}
