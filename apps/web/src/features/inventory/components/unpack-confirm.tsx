/**
 * The confirmation before a pack is unpacked (spec 001 §4 Unpack; issue 48): what the set holds — how many items
 * and their worth — and that the pack itself leaves the inventory for good, then "Распаковать" or "Отмена". The
 * contents slide into the grid one by one after the confirmation (active-inventory.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { usePriceText } from '../../../ui/price.tsx';

/** Open while `item` is set; `onConfirm` unpacks it, `onClose` leaves it packed. */
export function UnpackConfirm({
  item,
  onConfirm,
  onClose,
}: {
  item: InventoryItemData | null;
  onConfirm: (item: InventoryItemData) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const contents = item?.packItems ?? [];
  const worth = contents.reduce((sum, c) => sum + c.price, 0);
  return (
    <Modal open={item !== null} title={t('inventory.unpackTitle')} onClose={onClose}>
      {item && (
        <>
          <p className="inventory-toolbar__confirm">
            {t('inventory.unpackText', {
              name: item.name,
              count: contents.length,
              amount: priceText(worth),
            })}
          </p>
          <div className="inventory-toolbar__confirm-actions">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" onClick={() => onConfirm(item)}>
              {t('inventory.unpack')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
