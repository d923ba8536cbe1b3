/**
 * The outcome of a skin exchange (issue 29): a dialog with the items taken, now in the inventory, and
 * the remainder credited to the balance, with a way to the inventory.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import type { ExchangeResult } from '../api/make-exchange.ts';

export function ExchangeResultDialog({
  result,
  onClose,
}: {
  result: ExchangeResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  return (
    <Modal open={result !== null} title={t('exchange.result.title')} onClose={onClose}>
      {result && (
        <div className="exchange-result">
          <p className="exchange-result__label">{t('exchange.result.taken')}</p>
          <div className="exchange-result__items">
            {result.taken.map((item) => (
              <ItemTile key={item.id} item={item} />
            ))}
          </div>
          <p className="exchange-result__credited">
            {t('exchange.result.credited')}{' '}
            <strong data-testid="exchange-credited">+{price(result.credited)}</strong>
          </p>
          <div className="exchange-result__actions">
            <Button onClick={onClose}>{t('exchange.result.done')}</Button>
            <Link to={paths.profile()} className="btn btn--secondary btn--md">
              {t('exchange.result.toInventory')}
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
