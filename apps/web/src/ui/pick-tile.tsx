/**
 * A tile the player picks by clicking it (upgrade stakes and targets, contract inputs, exchange gifts): the item tile in
 * a toggle button named by every text it shows — rarity · slot, name, price (so the name holds the visible label, WCAG
 * 2.5.3) — with a check mark while picked.
 */
import type { ItemTileItem } from './item-tile.tsx';
import { ItemTile, useItemKindText } from './item-tile.tsx';
import { usePriceText } from './price.tsx';
import './pick-tile.css';

export function PickTile({
  item,
  picked,
  disabled = false,
  onToggle,
}: {
  item: ItemTileItem;
  picked: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const price = usePriceText();
  const kind = useItemKindText();
  return (
    <button
      type="button"
      className="pick-tile"
      aria-pressed={picked}
      aria-label={`${kind(item)} ${item.name}, ${price(item.price)}`}
      disabled={disabled && !picked}
      onClick={onToggle}
    >
      <ItemTile item={item} selected={picked} dimmed={disabled && !picked} />
      {picked && (
        <span className="pick-tile__mark" aria-hidden="true">
          ✓
        </span>
      )}
    </button>
  );
}
