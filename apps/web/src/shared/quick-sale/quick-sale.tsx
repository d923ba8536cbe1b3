/**
 * The quick-sale screen (spec 000 §2; issue 29), shown with an opening's result and a won battle: each
 * new drop as a card picked for sale by default (a tap keeps it), one big button that sells the picked
 * ones for their sum ("Продать всё за N ₽" / "Продать выбранные за N ₽"), "Оставить всё", and the
 * caller's own actions ("Открыть ещё"). Texts are `<ns>.quickSale.*` of the showing feature's bundle.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ItemTile } from '../../ui/item-tile.tsx';
import { usePriceText } from '../../ui/price.tsx';
import type { QuickSaleEntry, SaleStatus } from './quick-sale-state.ts';
import { useQuickSale } from './use-quick-sale.ts';
import type { QuickSaleTexts } from './use-quick-sale.ts';
import './quick-sale.css';

export interface QuickSaleProps {
  /** Whose texts: `open.quickSale.*` or `battles.quickSale.*`. */
  ns: QuickSaleTexts;
  entries: readonly QuickSaleEntry[];
  /** Shown under a drop's card (e.g. the link that checks its roll). */
  extra?: (entry: QuickSaleEntry) => ReactNode;
  /** Buttons or links beside the sale's own (e.g. "Открыть ещё"). */
  actions?: ReactNode;
}

/** The drops and the one-tap sale; remount it (a new `key`) for a new result. */
export function QuickSale({ ns, entries, extra, actions }: QuickSaleProps) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const sale = useQuickSale(entries, ns);
  const choosing = sale.readyCount > 0;
  const everySold = sale.sellCount === sale.readyCount;
  const nothingLeft =
    !choosing && entries.every((e) => sale.status(e) === 'gone') && entries.length > 0;

  return (
    <div className="quick-sale">
      {choosing && <p className="quick-sale__hint">{t(`${ns}.quickSale.hint`)}</p>}
      <ul className="quick-sale__grid">
        {entries.map((entry) => (
          <Card
            key={entry.key}
            ns={ns}
            entry={entry}
            status={sale.status(entry)}
            selling={sale.selling(entry)}
            onToggle={() => sale.toggle(entry)}
            extra={extra?.(entry)}
          />
        ))}
      </ul>
      <div className="quick-sale__bar">
        <p className="quick-sale__summary" role="status">
          {choosing &&
            t(`${ns}.quickSale.picked`, { count: sale.sellCount, total: sale.readyCount })}
          {!choosing &&
            sale.soldSum > 0 &&
            t(`${ns}.quickSale.soldSummary`, { amount: priceText(sale.soldSum) })}
          {!choosing && sale.queuedCount > 0 && t(`${ns}.quickSale.queuedSummary`)}
          {nothingLeft && t(`${ns}.quickSale.nothingLeft`)}
        </p>
        <div className="quick-sale__buttons">
          {choosing && (
            <>
              <Button
                size="lg"
                className="quick-sale__sell"
                onClick={sale.sellPicked}
                busy={sale.busy}
                disabled={sale.sellCount === 0}
              >
                {sale.sellCount === 0
                  ? t(`${ns}.quickSale.nothingPicked`)
                  : t(everySold ? `${ns}.quickSale.sellAll` : `${ns}.quickSale.sellPicked`, {
                      price: priceText(sale.sellTotal),
                    })}
              </Button>
              <Button size="lg" variant="secondary" onClick={sale.keepAll} disabled={sale.busy}>
                {t(`${ns}.quickSale.keepAll`)}
              </Button>
            </>
          )}
          {actions}
        </div>
      </div>
    </div>
  );
}

interface CardProps {
  ns: QuickSaleTexts;
  entry: QuickSaleEntry;
  status: SaleStatus;
  selling: boolean;
  onToggle: () => void;
  extra: ReactNode;
}

/** One drop: a sell toggle over the whole card while ready, else what became of it. */
function Card({ ns, entry, status, selling, onToggle, extra }: CardProps) {
  const { t } = useTranslation();
  if (status !== 'ready')
    return (
      <li className={`quick-sale__cell quick-sale__cell--${status}`}>
        <ItemTile item={entry.item} className="quick-sale__tile">
          <span className={`quick-sale__status quick-sale__status--${status}`}>
            {t(`${ns}.quickSale.status.${status}`)}
          </span>
        </ItemTile>
        {extra}
      </li>
    );
  return (
    <li className={`quick-sale__cell quick-sale__cell--${selling ? 'sell' : 'keep'}`}>
      <ItemTile item={entry.item} selected={selling} className="quick-sale__tile">
        <button
          type="button"
          className="quick-sale__toggle"
          aria-pressed={selling}
          onClick={onToggle}
        >
          <span className="quick-sale__box" aria-hidden="true">
            {selling ? '✓' : ''}
          </span>
          {t(`${ns}.quickSale.sell`)}
          <span className="visually-hidden"> «{entry.item.name}»</span>
        </button>
      </ItemTile>
      {!selling && (
        <span className="quick-sale__keep-tag" aria-hidden="true">
          {t(`${ns}.quickSale.keepTag`)}
        </span>
      )}
      {extra}
    </li>
  );
}
