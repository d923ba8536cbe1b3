/**
 * Test setup for items no case drops on demand (balance vouchers come only from the once-a-day free case)
 * and for rows with a chosen price or `paid`: inserted straight into the inventory as Case drops.
 */
import type { Db } from '../db/client.ts';
import { putItems, type ItemOptions } from './inventory-fixtures.ts';

/** Inserts one inventory row of catalog item `itemId` for `userId`; returns its id as a string. */
export async function grantItem(
  db: Db,
  userId: string,
  itemId: string,
  o: ItemOptions = {},
): Promise<string> {
  const [row] = await putItems(db, userId, [itemId], o);
  return row!.id;
}
