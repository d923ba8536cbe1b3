/**
 * An item's Steam Community Market listing (spec 000 §2 "listings/{game}/{item name}", issue 34): the backend's game
 * project gives the app id (`GET /nitro-api/config` `project`: 570 for Dota 2, 730 for CS2; Dota 2's until it has
 * answered). Packs and balance vouchers are the shop's own and have no listing. Shown on a case's item list and
 * on the inventory's tiles (issue 45).
 */
import { PROJECTS, steamMarketUrl } from '@cases/domain/projects';
import type { ItemSlot } from '@cases/domain/catalog';
import { useConfig } from '../api/endpoints/get-config.ts';
import './market-link.css';

const NOT_ON_MARKET: ReadonlySet<ItemSlot> = new Set(['bundle', 'voucher']);

/** True when an item of this slot is a Steam item with a market listing (not a pack or a voucher). */
export function onSteamMarket(slot: ItemSlot): boolean {
  return !NOT_ON_MARKET.has(slot);
}

/**
 * "Steam ↗" (the arrow drawn by CSS) opening the listing of the item whose market name is `name` in a new tab
 * (only for `onSteamMarket` items); `label` is its accessible name, in the caller's texts ("«…» на торговой
 * площадке Steam").
 */
export function MarketLink({
  name,
  label,
  className,
}: {
  name: string;
  label: string;
  className?: string;
}) {
  const appId = useConfig()?.project?.appId ?? PROJECTS.dota.appId;
  return (
    <a
      className={className ? `market-link ${className}` : 'market-link'}
      href={steamMarketUrl(appId, name)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      Steam
    </a>
  );
}
