/**
 * The balance popup (spec 000 §2 and 001 §2 "/offers-shop: a query flag opens a balance popup"; issue
 * 29): the player's money and season coins, how much a purchase lacks when one failed with
 * balance_error, and the way to the top-up; a visitor is asked to sign in.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { Coins, useCoinStyle } from '../../../ui/coin.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Price, usePriceText } from '../../../ui/price.tsx';

export interface BalancePopupProps {
  open: boolean;
  onClose: () => void;
  /** Roubles a purchase lacked (balance_error), shown as a hint; 0 or undefined for none. */
  missing?: number;
}

export function BalancePopup({ open, onClose, missing }: BalancePopupProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const finance = useMe().data?.finance;
  const priceText = usePriceText();
  const coinStyle = useCoinStyle();
  return (
    <Modal open={open} title={t('offers.balance.title')} onClose={onClose}>
      {signedIn ? (
        <div className="balance-popup" style={coinStyle}>
          <dl className="balance-popup__figures">
            <div>
              <dt>{t('offers.balance.money')}</dt>
              <dd>{finance ? <Price value={finance.balance} /> : '…'}</dd>
            </div>
            <div>
              <dt>{t('offers.balance.coins')}</dt>
              <dd>{finance ? <Coins value={finance.coinBalance} size={20} /> : '…'}</dd>
            </div>
          </dl>
          {missing !== undefined && missing > 0 && (
            <p className="balance-popup__short">
              {t('offers.balance.short', { amount: priceText(missing) })}
            </p>
          )}
          <Link to={paths.refill()} className="btn btn--primary btn--lg balance-popup__action">
            {t('offers.balance.topUp')}
          </Link>
        </div>
      ) : (
        <div className="balance-popup">
          <p>{t('offers.balance.guest')}</p>
          <Link
            to={paths.registration()}
            className="btn btn--primary btn--lg balance-popup__action"
            onClick={onClose}
          >
            {t('offers.balance.signIn')}
          </Link>
        </div>
      )}
    </Modal>
  );
}
