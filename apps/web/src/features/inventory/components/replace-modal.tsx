/**
 * The replacement dialog (spec 001 §7 Inventory "GET replacements; POST replacement"): lists the
 * offers of one item (image, name, price); choosing one asks first, in the same dialog, with both
 * items and the refund (issue 31); confirming swaps the item, credits the refund and says so in a
 * toast. An empty list shows an empty state.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { Modal } from '../../../ui/modal.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useReplacements } from '../api/get-replacements.ts';
import type { Replacement } from '../api/get-replacements.ts';
import { useReplaceItem } from '../api/replace-item.ts';
import { ReplaceConfirm } from './replace-confirm.tsx';

/** Open while `item` is set. */
export function ReplaceModal({
  item,
  onClose,
}: {
  item: InventoryItemData | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The offer being confirmed; the dialog's title and content follow it.
  const [picked, setPicked] = useState<Replacement | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal
      open={item !== null}
      title={
        item
          ? picked
            ? t('inventory.replaceConfirm')
            : t('inventory.replaceTitle', { name: item.name })
          : ''
      }
      onClose={close}
    >
      {item && <ReplaceOffers item={item} picked={picked} onPick={setPicked} onDone={close} />}
    </Modal>
  );
}

function ReplaceOffers({
  item,
  picked,
  onPick,
  onDone,
}: {
  item: InventoryItemData;
  picked: Replacement | null;
  onPick: (offer: Replacement | null) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const offers = useReplacements(item.id);
  const replace = useReplaceItem();
  const toastError = useErrorToast();

  if (offers.isPending) return <Spinner />;
  if (offers.isError) return <p className="replace__empty">{t('inventory.loadError')}</p>;
  if (offers.data.length === 0)
    return <p className="replace__empty">{t('inventory.replaceEmpty')}</p>;

  const confirm = (replacementId: string) =>
    replace.mutate(
      { id: item.id, replacementId },
      {
        onSuccess: (data) => {
          showToast({
            type: 'success',
            message: t('inventory.replaced', {
              name: data.item.name,
              refund: priceText(data.refund),
            }),
          });
          onDone();
        },
        onError: toastError,
      },
    );

  if (picked)
    return (
      <ReplaceConfirm
        item={item}
        offer={picked}
        busy={replace.isPending}
        onConfirm={() => confirm(picked.id)}
        onCancel={() => onPick(null)}
      />
    );

  return (
    <>
      <p className="replace__hint">{t('inventory.replaceHint')}</p>
      <ul className="replace__list">
        {offers.data.map((offer) => (
          <li key={offer.id}>
            <button
              type="button"
              className="replace__offer"
              onClick={() => onPick(offer)}
              aria-label={t('inventory.replaceChoose', {
                name: offer.name,
                price: priceText(offer.price),
              })}
            >
              <img className="replace__img" src={offer.image} alt="" />
              <span className="replace__name">{offer.name}</span>
              <span className="replace__price">{priceText(offer.price)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
