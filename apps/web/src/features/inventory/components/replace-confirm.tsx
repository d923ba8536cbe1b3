/**
 * The last step of a replacement (spec 001 §7 Inventory; issue 31): the item given up and the one
 * taken, each with its price, and the refund (old − new) the balance gets; nothing happens until
 * "Заменить", and "Отмена" goes back to the offers with nothing sent.
 */
import { useTranslation } from 'react-i18next';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { Button } from '../../../ui/button.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { Price } from '../../../ui/price.tsx';
import type { Replacement } from '../api/get-replacements.ts';

/** Both items side by side with the refund and the two buttons. */
export function ReplaceConfirm({
  item,
  offer,
  busy,
  onConfirm,
  onCancel,
}: {
  item: InventoryItemData;
  offer: Replacement;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Kopecks, so that 24.5 − 24.1 is 0.4 and not 0.39999….
  const refund = Math.max(0, Math.round(item.price * 100) - Math.round(offer.price * 100)) / 100;
  return (
    <div className="replace-confirm">
      <div className="replace-confirm__pair">
        <figure className="replace-confirm__side">
          <figcaption>{t('inventory.replaceGive')}</figcaption>
          <ItemTile item={item} />
        </figure>
        <span className="replace-confirm__arrow" aria-hidden="true">
          →
        </span>
        <figure className="replace-confirm__side">
          <figcaption>{t('inventory.replaceTake')}</figcaption>
          <ItemTile item={offer} />
        </figure>
      </div>
      <p className="replace-confirm__refund">
        {t('inventory.replaceRefund')} <Price value={refund} />
      </p>
      <div className="replace-confirm__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('inventory.replaceCancel')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {t('inventory.replace')}
        </Button>
      </div>
    </div>
  );
}
