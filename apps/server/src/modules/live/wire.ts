/**
 * One live-feed drop → its wire shape (spec 000 §7 live_drop) in one language, for the feed list and
 * the realtime push. The avatar address comes from an HMAC of the user id (media/urls.ts).
 */
import type { LiveDrop } from '@cases/domain/api/live';
import type { Language } from '@cases/domain/api/site-web';
import { localized } from '../../platform/lang.ts';
import type { CaseRow, ItemRow } from '../../kernel/catalog/snapshot.ts';
import { caseImage, itemWire } from '../../kernel/catalog/wire.ts';
import { avatarUrl } from '../../kernel/media-urls.ts';

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

/** `secret` is AUTH_SECRET (it keys the avatar address); `lang` picks the case and item names. */
export function liveDropWire(d: FeedDrop, lang: Language, secret: string): LiveDrop {
  return {
    id: String(d.id),
    user: { user_id: String(d.userId), nickname: d.nickname, avatar: avatarUrl(secret, d.userId) },
    item: itemWire(d.item, d.price, lang),
    case: {
      slug: d.caseRow.slug,
      name: localized(lang, d.caseRow.name, d.caseRow.nameEn),
      image: caseImage(d.caseRow.slug),
    },
    created_at: d.createdAt.toISOString(),
  };
}
