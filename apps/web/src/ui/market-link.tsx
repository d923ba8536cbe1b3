/**
 * An item's Steam Community Market listing (spec 000 §2 "listings/{game}/{item name}", issue 34): the backend's game
 * project gives the app id (`GET /nitro-api/config` `project`, Dota 2's 570 until it has answered). Packs and
 * balance vouchers are the shop's own and have no listing.
 */
import { useTranslation } from 'react-i18next';
import { PROJECTS, steamMarketUrl } from '@cases/domain/projects';
import type { ItemSlot } from '@cases/domain/catalog';
import { useConfig } from '../../../api/endpoints/get-config.ts';

const NOT_ON_MARKET: ReadonlySet<ItemSlot> = new Set(['bundle', 'voucher']);

/** True when an item of this slot is a Steam item with a market listing (not a pack or a voucher). */
export function onSteamMarket(slot: ItemSlot): boolean {
  return !NOT_ON_MARKET.has(slot);
}

/** "Steam ↗" (the arrow drawn by CSS) opening the item's market listing in a new tab (only for `onSteamMarket` items). */
export function MarketLink({ name }: { name: string }) {
  const { t } = useTranslation();
  const appId = useConfig()?.project?.appId ?? PROJECTS.dota.appId;
  return (
    <a
      className="market-link"
      href={steamMarketUrl(appId, name)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('open.marketLink', { name })}
    >
      Steam
    </a>
  );
}
