/**
 * After a purchase (issue 29): what the offer granted — each case's free openings with a link to
 * open it, the coins and the money — and the balance now.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Coins, useCoinStyle } from '../../../ui/coin.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Price } from '../../../ui/price.tsx';
import type { OfferBuyResult } from '../api/buy-offer.ts';

export function PurchaseDone({ result, onClose }: { result: OfferBuyResult; onClose: () => void }) {
  const { t } = useTranslation();
  const { cases, coins, money } = result.granted;
  return (
    <Modal open title={t('offers.done.title')} onClose={onClose}>
      <div className="purchase-done" style={useCoinStyle()}>
        <p className="purchase-done__lead">{t('offers.done.lead')}</p>
        <ul className="purchase-done__list">
          {cases.map((c) => (
            <li key={c.id} className="purchase-done__row">
              <img src={c.image} alt="" width={48} height={48} />
              <span className="purchase-done__what">
                <strong>{c.name}</strong>
                <span>{t('offers.done.freeOpens', { count: c.count })}</span>
              </span>
              <Link
                to={paths.open(c.slug)}
                className="btn btn--secondary btn--sm"
                onClick={onClose}
                aria-label={`${t('offers.done.open')}: ${c.name}`}
              >
                {t('offers.done.open')}
              </Link>
            </li>
          ))}
          {coins > 0 && (
            <li className="purchase-done__row">
              <Coins value={coins} sign size={28} className="purchase-done__coins" />
              <span className="purchase-done__what">{t('offers.done.coins')}</span>
            </li>
          )}
          {money > 0 && (
            <li className="purchase-done__row">
              <strong className="purchase-done__money">
                +<Price value={money} />
              </strong>
              <span className="purchase-done__what">{t('offers.done.money')}</span>
            </li>
          )}
        </ul>
        <p className="purchase-done__balance">
          {t('offers.done.balance')}: <Price value={result.balance} />
        </p>
        <Button size="lg" onClick={onClose}>
          {t('offers.done.ok')}
        </Button>
      </div>
    </Modal>
  );
}
