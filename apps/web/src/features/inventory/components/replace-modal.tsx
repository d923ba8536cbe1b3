/**
 * The replacement dialog (spec 001 §7 Inventory "GET replacements; POST replacement"): lists the
 * offers of one item (image, name, price); choosing one swaps the item, credits the refund and
 * says so in a toast. An empty list shows an empty state.
 */
import { useTranslation } from 'react-i18next';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { Modal } from '../../../ui/modal.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useReplacements } from '../api/get-replacements.ts';
import { useReplaceItem } from '../api/replace-item.ts';

/** Open while `item` is set. */
export function ReplaceModal({
  item,
  onClose,
}: {
  item: InventoryItemData | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      title={item ? t('inventory.replaceTitle', { name: item.name }) : ''}
      onClose={onClose}
    >
      {item && <ReplaceOffers item={item} onDone={onClose} />}
    </Modal>
  );
}

function ReplaceOffers({ item, onDone }: { item: InventoryItemData; onDone: () => void }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const offers = useReplacements(item.id);
  const replace = useReplaceItem();
  const toastError = useErrorToast();

  if (offers.isPending) return <Spinner />;
  if (offers.isError) return <p className="replace__empty">{t('inventory.loadError')}</p>;
  if (offers.data.length === 0)
    return <p className="replace__empty">{t('inventory.replaceEmpty')}</p>;

  const choose = (replacementId: string) =>
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

  return (
    <>
      <p className="replace__hint">{t('inventory.replaceHint')}</p>
      <ul className="replace__list">
        {offers.data.map((offer) => (
          <li key={offer.id}>
            <button
              type="button"
              className="replace__offer"
              disabled={replace.isPending}
              aria-busy={replace.isPending && replace.variables.replacementId === offer.id}
              onClick={() => choose(offer.id)}
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
