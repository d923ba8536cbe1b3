/**
 * The status line of an inventory item (spec 001 §3 statuses, §4): the withdrawal line with its
 * countdown (PREPARING, send, STEAM_WITHDRAWN), "in the sale queue" (`vendor waiting`), unpacked,
 * sold, replaced, credited, staked in an upgrade or contract, exchanged (issue 11); nothing for an item in progress. A pack also names its contents count.
 */
import { useTranslation } from 'react-i18next';
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { WithdrawStatus } from '../../../shared/withdraw/withdraw-status.tsx';

function StatusLabel({ item }: { item: InventoryItemData }) {
  const { t } = useTranslation();
  const label = (text: string) => (
    <span className={`item-status item-status--${item.status.replace(' ', '-')}`} role="status">
      {text}
    </span>
  );
  switch (item.status) {
    case 'progress':
      return null;
    case 'PREPARING':
    case 'send':
    case 'STEAM_WITHDRAWN':
      return (
        <WithdrawStatus
          status={item.status}
          timerEndsAt={item.timerEndsAt}
          tradeOffer={item.tradeOffer}
        />
      );
    case 'vendor waiting':
      return label(t('inventory.status.vendorWaiting'));
    case 'unpacked':
      return label(t('inventory.status.unpacked'));
    case 'selled':
      return label(t('inventory.status.selled'));
    case 'changed':
      return label(t('inventory.status.changed'));
    case 'completed':
      return label(t('inventory.status.completed'));
    case 'to_upgrade':
      return label(t('inventory.status.toUpgrade'));
    case 'to_contract':
      return label(t('inventory.status.toContract'));
    case 'EXCHANGING':
      return label(t('inventory.status.exchanging'));
    case 'EXCHANGED':
      return label(t('inventory.status.exchanged'));
  }
}

/** The note under the price, or null when there is nothing to say. */
export function itemNote(item: InventoryItemData) {
  const pack = item.type === ITEM_TYPE.pack && item.status === 'progress';
  if (item.status === 'progress' && !pack) return null;
  return (
    <>
      {pack && <PackContents count={item.packItems.length} />}
      <StatusLabel item={item} />
    </>
  );
}

function PackContents({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="item-status item-status--pack">{t('inventory.packContents', { count })}</span>
  );
}
