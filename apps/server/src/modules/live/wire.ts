/** One live-feed drop → its wire shape (spec 000 §7 live_drop), for the feed list and the realtime push. */
import type { LiveDrop } from '@cases/domain/api/live';
import type { CaseRow, ItemRow } from '../cases/snapshot.ts';
import { caseImage, itemWire } from '../cases/wire.ts';
import { avatarUrl } from '../users/service.ts';

export interface FeedDrop {
  /** The inventory row id. */
  id: number;
  userId: number;
  nickname: string;
  item: ItemRow;
  /** The drop's price in kopecks (the inventory row's). */
  price: number;
  caseRow: CaseRow;
  createdAt: Date;
}

export function liveDropWire(d: FeedDrop): LiveDrop {
  return {
    id: String(d.id),
    user: { user_id: String(d.userId), nickname: d.nickname, avatar: avatarUrl(d.userId) },
    item: itemWire(d.item, d.price),
    case: { slug: d.caseRow.slug, name: d.caseRow.name, image: caseImage(d.caseRow.slug) },
    created_at: d.createdAt.toISOString(),
  };
}
