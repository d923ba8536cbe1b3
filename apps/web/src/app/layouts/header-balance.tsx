/**
 * The header balance: the amount (ui/price) and the season coins (ui/coin, issue 28) from the me query,
 * each with a transient ±delta ("+12,34 ₽", "+5") for 1 s after every change (spec 001 §4 "Balance
 * display", §9 "balance delta display 1000 ms"). While a queued sale is aggregated the balance's rises wait and
 * show as one change when it is done (use-frozen-rises.ts).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/endpoints/get-me.ts';
import { useSaleWaiting } from '../../api/sale-waiting.ts';
import { Coins, useCoinStyle } from '../../ui/coin.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Price, usePriceText } from '../../ui/price.tsx';
import { paths } from '../../shared/paths.ts';
import { HeaderLevel } from './header-level.tsx';
import { useDelta } from './use-delta.ts';
import { useFrozenRises } from './use-frozen-rises.ts';
import './header-coins.css';

/** One change under the box, green when up (keyed by the change where used, so a new one plays its fade again). */
function BalanceDelta({
  delta,
  coins = false,
  children,
}: {
  delta: { value: number; key: number };
  coins?: boolean;
  children: ReactNode;
}) {
  const kind = coins ? ' header-balance__delta--coins' : '';
  const up = delta.value > 0 ? ' header-balance__delta--up' : '';
  return <span className={`header-balance__delta${kind}${up}`}>{children}</span>;
}

/**
 * Balance, delta, top-up button and the profile link of the signed-in player; on narrow screens the
 * profile link keeps its avatar and the top-up button shrinks to a "+" (issue 9: one tap at any width).
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const me = useMe().data;
  const balance = useFrozenRises(me?.finance.balance, useSaleWaiting());
  const coins = me?.finance.coinBalance;
  const delta = useDelta(balance, (d) => Math.round(d * 100) / 100);
  const coinDelta = useDelta(coins);
  const coinStyle = useCoinStyle();

  return (
    <div className="header-balance">
      <Link
        to={paths.profile()}
        className="header-balance__user"
        title={me?.nickname}
        aria-label={t('header.profile')}
      >
        <img src={me?.avatar || '/favicon.svg'} alt="" className="header-balance__avatar" />
        {/* The link's name is "Профиль"; the nickname beside the avatar is drawn from data-nick
            (CSS), so the link's visible text is not another name (axe label-content-name-mismatch). */}
        <span className="header-balance__nick" data-nick={me?.nickname ?? t('header.profile')} />
      </Link>
      <HeaderLevel userId={me?.userId} />
      <div className="header-balance__box" style={coinStyle}>
        <div className="header-balance__figures">
          <div className="header-balance__amount" role="group" aria-label={t('header.balance')}>
            {balance === undefined ? '…' : <Price value={balance} />}
          </div>
          <div className="header-balance__coins" role="group" aria-label={t('header.coins')}>
            {coins === undefined ? '…' : <Coins value={coins} />}
          </div>
        </div>
        {(delta || coinDelta) && (
          // One row under the box: the two deltas side by side, never on top of each other (360 px).
          <div className="header-balance__deltas" aria-hidden="true">
            {delta && (
              <BalanceDelta key={delta.key} delta={delta}>
                {delta.value > 0 ? '+' : '−'}
                {priceText(Math.abs(delta.value))}
              </BalanceDelta>
            )}
            {coinDelta && (
              <BalanceDelta key={coinDelta.key} delta={coinDelta} coins>
                <Coins value={coinDelta.value} sign />
              </BalanceDelta>
            )}
          </div>
        )}
        <Link
          to={paths.refill()}
          className="btn btn--primary btn--sm header-balance__topup"
          aria-label={t('header.topUp')}
        >
          <Icon name="plus" size={16} className="header-balance__topup-icon" />
          <span className="header-balance__topup-text">{t('header.topUp')}</span>
        </Link>
      </div>
    </div>
  );
}
