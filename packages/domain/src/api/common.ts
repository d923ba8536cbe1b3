/**
 * Wire building blocks (snake_case JSON; amounts in roubles with 2 decimals). ARCHITECTURE "Wire contract".
 */
import { z } from 'zod';
import { itemSlot, rarity } from '../catalog.ts';

/** A RUB amount on the wire: a finite number with at most 2 decimals. */
export const roubles = z.number().finite();

/** A catalog item as it appears in case lists, drops and inventory. */
export const itemView = z.object({
  id: z.string(),
  name: z.string(),
  hero: z.string().nullable(),
  hero_name: z.string().nullable(),
  rarity,
  /** Equipment slot or kind of item (`ITEM_SLOTS`); the web shows its name as `slot.<code>`. */
  slot: itemSlot,
  price: roubles,
  image: z.string(),
});
export type ItemView = z.infer<typeof itemView>;

/** An id (or slug) in a path. */
export const idParam = z.object({ id: z.string().min(1).max(100) });
