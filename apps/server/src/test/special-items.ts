/**
 * Test setup for items no case drops on demand (balance vouchers come only from the once-a-day free case)
 * and for rows with a chosen price or `paid`: inserted straight into the inventory as Case drops.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from './helper.ts';

export interface GrantOptions {
  /** Kopecks; default the catalog price. */
  price?: number;
  /** Kopecks paid for the opening; default null (not from an opening). */
  paid?: number | null;
  status?: string;
}

/** Inserts one inventory row of catalog item `itemId` for `userId`; returns its id as a string. */
export async function grantItem(
  db: Db,
  userId: string,
  itemId: string,
  o: GrantOptions = {},
): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into inventory_items (user_id, item_id, price, paid, status, source)
        select ${Number(userId)}, id, coalesce(${o.price ?? null}::bigint, price), ${o.paid ?? null}::bigint,
               ${o.status ?? 'progress'}, 'Case'
        from items where id = ${itemId}
        returning id::text`,
  );
  if (!rows[0]) throw new Error(`no catalog item ${itemId}`);
  return rows[0].id;
}
