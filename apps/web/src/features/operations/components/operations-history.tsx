/**
 * "История операций" on the own profile (issue 9): top-ups, openings, sales, bonuses, replacements,
 * vouchers and Steam withdrawals with their amount and the balance after, newest first. Coin
 * operations (issue 28: coins of a paid drop, a coin case, pass rewards) show coins with the season's
 * coin, never roubles, and the coin balance after.
 */
import { useTranslation } from 'react-i18next';
import { CoinIcon, useCoinStyle, useCoinsText } from '../../../ui/coin.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { useOperations, type Operation } from '../api/get-operations.ts';
import './operations.css';
import { LoadMore } from '../../../ui/load-more.tsx';
import '../../../ui/panel.css';
import { dateTimeFormat } from '../../../i18n/intl-formats.ts';

function AmountCell({ op }: { op: Operation }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const coins = op.currency === 'COIN';
  const text = coins
    ? t('operations.coins', { count: Math.abs(op.amount) })
    : priceText(Math.abs(op.amount));
  if (op.type === 'withdrawal') return <span className="operation__amount">{text}</span>;
  const sign = op.amount > 0 ? '+' : op.amount < 0 ? '−' : '';
  const tone =
    op.amount > 0 ? 'operation__amount--in' : op.amount < 0 ? 'operation__amount--out' : '';
  return (
    <span className={`operation__amount ${tone}`}>
      {coins && <CoinIcon />}
      {`${sign}${text}`}
    </span>
  );
}

/** "баланс 120 ₽" after a money operation, "монет 35" after a coin one. */
function BalanceAfter({ op }: { op: Operation }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const coinsText = useCoinsText();
  if (op.balanceAfter === null || op.type === 'withdrawal') return null;
  return (
    <>
      {' · '}
      {op.currency === 'COIN'
        ? t('operations.coinBalanceAfter', { amount: coinsText(op.balanceAfter) })
        : t('operations.balanceAfter', { amount: priceText(op.balanceAfter) })}
    </>
  );
}

export function OperationsHistory() {
  const { t, i18n } = useTranslation();
  const coinStyle = useCoinStyle();
  const ops = useOperations();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const list = ops.data?.pages.flatMap((p) => p.operations) ?? [];

  return (
    <section className="ui-panel operations" style={coinStyle} aria-labelledby="operations-title">
      <h2 id="operations-title" className="ui-panel__title">
        {t('operations.title')}
      </h2>
      {ops.isSuccess && list.length === 0 ? (
        <p className="operations__empty">{t('operations.empty')}</p>
      ) : (
        <ul className="operations__list">
          {list.map((op) => (
            <li key={op.id} className="operation">
              <div className="operation__main">
                <span className="operation__type">
                  {t(`operations.type.${op.type}`, { count: op.count })}
                </span>
                {op.subject && <span className="operation__subject">{op.subject}</span>}
                {op.status && (
                  <span className="operation__status">
                    {t(`operations.status.${op.status}`, op.status)}
                  </span>
                )}
              </div>
              <div className="operation__side">
                <AmountCell op={op} />
                <span className="operation__meta">
                  <time dateTime={op.createdAt}>{when.format(new Date(op.createdAt))}</time>
                  <BalanceAfter op={op} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={ops} size="sm">
        {t('operations.more')}
      </LoadMore>
    </section>
  );
}
