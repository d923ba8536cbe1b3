/**
 * The owner's active items (spec 001 §4 Selection, Sell, Unpack, Item withdrawal; §7 replacement):
 * the selection toolbar, the grid with each item's actions, the replacement dialog and the Steam
 * trade widget; a pack unpacks after its confirmation (unpack-confirm.tsx). While a type-3 item is selected
 * only type-3 items in progress are displayed.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryItemData, useInventory } from '../../../api/endpoints/get-inventory.ts';
import { useSellItem } from '../../../api/endpoints/sell-item.ts';
import { play } from '../../../shared/sound/sound.ts';
import { SteamWidget } from '../../../shared/withdraw/steam-widget.tsx';
import { useWithdraw } from '../../../shared/withdraw/use-withdraw.ts';
import { WithdrawMethodSwitch } from '../../../shared/withdraw/withdraw-method-switch.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useOpenPack } from '../api/open-pack.ts';
import { InventoryGrid } from './inventory-grid.tsx';
import { InventoryItem } from './inventory-item.tsx';
import type { InventoryItemActions } from './inventory-item.tsx';
import { InventoryToolbar } from './inventory-toolbar.tsx';
import { ReplaceModal } from './replace-modal.tsx';
import { UnpackConfirm } from './unpack-confirm.tsx';
import { useSelection } from './use-selection.ts';

/** Toolbar + actionable grid of the own `active` list. */
export function ActiveInventory({ inventory }: { inventory: ReturnType<typeof useInventory> }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const toastError = useErrorToast();
  const items = inventory.data?.pages.flatMap((p) => p.items) ?? [];
  const selection = useSelection(items);
  const withdrawal = useWithdraw();
  const sellOne = useSellItem();
  // Unpacked contents as they go in: their tiles slide in (spec 001 §4 Unpack).
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const onReveal = useCallback((id: string) => setFresh((s) => new Set(s).add(id)), []);
  const unpack = useOpenPack(onReveal);
  const [replacing, setReplacing] = useState<InventoryItemData | null>(null);
  // The pack waiting for the player's confirmation (unpack-confirm.tsx).
  const [unpacking, setUnpacking] = useState<InventoryItemData | null>(null);

  const busyIds = new Set<string>(withdrawal.pendingIds);
  if (sellOne.isPending) busyIds.add(sellOne.variables);
  if (unpack.isPending) busyIds.add(unpack.variables);

  const actions: InventoryItemActions = {
    busyIds,
    onToggle: selection.toggle,
    onWithdraw: (item) => withdrawal.withdraw([item.id]),
    onReplace: setReplacing,
    onSell: (item) =>
      sellOne.mutate(item.id, {
        onSuccess: (res) => {
          play('sale');
          showToast({
            type: 'success',
            message: t('inventory.soldOne', { name: item.name, amount: priceText(res.amount) }),
          });
        },
        onError: toastError,
      }),
    onUnpack: setUnpacking,
  };
  const unpackNow = (item: InventoryItemData) => {
    setUnpacking(null);
    unpack.mutate(item.id, {
      onError: () =>
        showToast({ type: 'error', title: t('common.error'), message: t('errors.unpredicted') }),
    });
  };

  return (
    <>
      {items.length > 0 && (
        <InventoryToolbar
          selected={[...selection.selected.values()]}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
          sellAllTotal={inventory.data?.pages[0]?.totalPrice ?? 0}
          onWithdrawSelected={() => withdrawal.withdraw(selection.ids)}
          withdrawing={withdrawal.pendingIds.length > 0}
          methodSwitch={
            <WithdrawMethodSwitch method={withdrawal.method} onChange={withdrawal.setMethod} />
          }
        />
      )}
      <InventoryGrid
        inventory={inventory}
        items={selection.visible}
        empty={t('inventory.empty')}
        renderItem={(item) => (
          <InventoryItem
            key={item.id}
            item={item}
            selected={selection.selected.has(item.id)}
            actions={actions}
            fresh={fresh.has(item.id)}
          />
        )}
      />
      <ReplaceModal item={replacing} onClose={() => setReplacing(null)} />
      <UnpackConfirm item={unpacking} onConfirm={unpackNow} onClose={() => setUnpacking(null)} />
      <SteamWidget {...withdrawal.widgetProps} />
    </>
  );
}
