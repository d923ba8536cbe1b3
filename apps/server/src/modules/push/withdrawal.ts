/**
 * The finished-withdrawal push (issue 13): "item delivered to Steam" to the player's devices, after the
 * withdrawal worker committed the delivery. Never throws.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems, items } from '../../db/schema/index.ts';
import type { EngagementConfig } from '../../engagement-config.ts';
import { withdrawalDoneMessage } from './messages.ts';
import { notifierFor } from './notifier.ts';

export async function notifyWithdrawal(
  db: Db,
  config: EngagementConfig,
  job: { userId: number; inventoryItemId: number },
): Promise<void> {
  try {
    const [row] = await db
      .select({ name: items.name, nameEn: items.nameEn })
      .from(inventoryItems)
      .innerJoin(items, eq(items.id, inventoryItems.itemId))
      .where(eq(inventoryItems.id, job.inventoryItemId));
    if (!row) return;
    await notifierFor({ db, config }).pushTo(job.userId, (lang) =>
      withdrawalDoneMessage(lang, lang === 'en' ? (row.nameEn ?? row.name) : row.name),
    );
  } catch {
    // A notification is a courtesy: the withdrawal itself is done and shown in the inventory.
  }
}
