/**
 * The header balance: the amount (ui/price) from the me query, plus a transient ±delta ("+12,34 ₽") for
 * 1 s after every change (spec 001 §4 "Balance display", §9 "balance delta display 1000 ms").
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/endpoints/get-me.ts';
import { Icon } from '../../ui/icons.tsx';
import { Price, usePriceText } from '../../ui/price.tsx';
import { paths } from '../../shared/paths.ts';
import { HeaderLevel } from './header-level.tsx';

const DELTA_MS = 1000;

/**
 * Balance, delta, top-up button and the profile link of the signed-in player; on narrow screens the
 * profile link keeps its avatar and the top-up button shrinks to a "+" (issue 9: one tap at any width).
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const me = useMe().data;
  const balance = me?.finance.balance;
  const previous = useRef<number | undefined>(undefined);
  const [delta, setDelta] = useState<{ value: number; key: number } | null>(null);

  useEffect(() => {
    if (balance === undefined) return;
    const before = previous.current;
    previous.current = balance;
    if (before === undefined || before === balance) return;
    setDelta({ value: Math.round((balance - before) * 100) / 100, key: Date.now() });
    const timer = setTimeout(() => setDelta(null), DELTA_MS);
    return () => clearTimeout(timer);
  }, [balance]);

  return (
    <div className="header-balance">
      <Link
        to={paths.profile()}
        className="header-balance__user"
        title={me?.nickname}
        aria-label={t('header.profile')}
      >
        <img src={me?.avatar || '/favicon.svg'} alt="" className="header-balance__avatar" />
        <span className="header-balance__nick">{me?.nickname ?? t('header.profile')}</span>
      </Link>
      <HeaderLevel userId={me?.userId} />
      <div className="header-balance__box">
        <div className="header-balance__amount" role="group" aria-label={t('header.balance')}>
          {balance === undefined ? '…' : <Price value={balance} />}
        </div>
        {delta && (
          <span
            key={delta.key}
            className={
              delta.value > 0
                ? 'header-balance__delta header-balance__delta--up'
                : 'header-balance__delta'
            }
            aria-hidden="true"
          >
            {delta.value > 0 ? '+' : '−'}
            {priceText(Math.abs(delta.value))}
          </span>
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
