/**
 * One tile of the own active inventory with its actions (spec 001 §4 Selection, Sell, Item
 * withdrawal, Unpack; §7 replacement): select, sell, withdraw; a pack (type 1) unpacks; an ordinary
 * item can be replaced. Actions show only for items in progress; a Steam item links to its Steam market listing
 * whatever its status (spec 000 §2, issue 45).
 */
import { useTranslation } from 'react-i18next';
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { Button } from '../../../ui/button.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { MarketLink, onSteamMarket } from '../../../ui/market-link.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { itemNote } from './item-status.tsx';

export interface InventoryItemActions {
  onToggle: (item: InventoryItemData) => void;
  onSell: (item: InventoryItemData) => void;
  onWithdraw: (item: InventoryItemData) => void;
  onUnpack: (item: InventoryItemData) => void;
  onReplace: (item: InventoryItemData) => void;
  /** Ids with a request under way (the button shows a spinner). */
  busyIds: ReadonlySet<string>;
}

/**
 * A tile; without `actions` it is read-only (another player's or a non-active group). `fresh` slides
 * it in (just unpacked).
 */
export function InventoryItem({
  item,
  selected = false,
  actions,
  fresh = false,
}: {
  item: InventoryItemData;
  selected?: boolean;
  actions?: InventoryItemActions;
  fresh?: boolean;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const live = item.status === 'progress';
  const pack = item.type === ITEM_TYPE.pack;
  const busy = actions?.busyIds.has(item.id) ?? false;
  const market = item.type === ITEM_TYPE.item && onSteamMarket(item.slot);
  // The tile's action row shows only when it has something in it.
  const controls = actions !== undefined && live;
  return (
    <ItemTile
      item={item}
      selected={selected}
      note={itemNote(item)}
      dimmed={!live && item.status !== 'PREPARING' && item.status !== 'send'}
      className={fresh ? 'inventory__tile inventory__tile--new' : 'inventory__tile'}
    >
      {(controls || market) && (
        <>
          {actions && live && (
            <>
              <label className="inventory__check">
                <input
                  type="checkbox"
                  checked={selected}
                  onChange={() => actions.onToggle(item)}
                  aria-label={t('inventory.select', { name: item.name })}
                />
              </label>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.onSell(item)}
                disabled={busy}
                aria-label={t('inventory.sellOneLabel', {
                  name: item.name,
                  price: priceText(item.price),
                })}
              >
                {t('inventory.sell')}
              </Button>
              {pack && (
                <Button
                  size="sm"
                  className="inventory__wide"
                  onClick={() => actions.onUnpack(item)}
                  busy={busy}
                  aria-label={t('inventory.unpackLabel', { name: item.name })}
                >
                  {t('inventory.unpack')}
                </Button>
              )}
              {!pack && (
                <Button
                  size="sm"
                  className="inventory__wide"
                  onClick={() => actions.onWithdraw(item)}
                  busy={busy}
                  aria-label={t('withdraw.oneLabel', { name: item.name })}
                >
                  {t('withdraw.action')}
                </Button>
              )}
              {item.type === ITEM_TYPE.item && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="inventory__wide"
                  onClick={() => actions.onReplace(item)}
                  disabled={busy}
                  aria-label={t('inventory.replaceLabel', { name: item.name })}
                >
                  {t('inventory.replace')}
                </Button>
              )}
            </>
          )}
          {market && (
            <MarketLink
              name={item.name}
              label={t('inventory.marketLink', { name: item.name })}
              className="inventory__market"
            />
          )}
        </>
      )}
    </ItemTile>
  );
}
