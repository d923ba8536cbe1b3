/**
 * The skin exchange's summary bar (issue 29), sticky at the bottom of the screen: the value given, the
 * fee at the published margin, what may be taken, the total taken (marked when over) and the remainder
 * credited to the balance, a line saying what is missing, and the exchange button — disabled while
 * nothing is given or taken, or the taken items cost more than allowed. Amounts in kopecks.
 */
import { useTranslation } from 'react-i18next';
import { toRoubles } from '@cases/domain/money';
import { Button } from '../../../ui/button.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import type { ExchangeSums } from '../lib/exchange-sums.ts';

export function ExchangeSummary({
  sums,
  margin,
  givenCount,
  takenCount,
  busy,
  onExchange,
}: {
  sums: ExchangeSums;
  /** The margin as the page writes it (`5`, `2,5`), or null while unknown. */
  margin: string | null;
  givenCount: number;
  takenCount: number;
  busy: boolean;
  onExchange: () => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const rub = (kopecks: number) => price(toRoubles(kopecks));
  const hint =
    givenCount === 0
      ? t('exchange.summary.pickGive')
      : takenCount === 0
        ? t('exchange.summary.pickTake')
        : sums.over > 0
          ? t('exchange.summary.over', { amount: rub(sums.over) })
          : t('exchange.summary.ready', { amount: rub(sums.credited) });
  const blocked = givenCount === 0 || takenCount === 0 || sums.over > 0 || margin === null;
  return (
    <section className="exchange-summary" aria-label={t('exchange.summary.label')}>
      <dl className="exchange-summary__figures">
        <div className="exchange-figure exchange-figure--value">
          <dt>{t('exchange.summary.value')}</dt>
          <dd data-testid="exchange-value">{rub(sums.value)}</dd>
        </div>
        <div className="exchange-figure exchange-figure--fee">
          <dt>{t('exchange.summary.fee', { percent: margin ?? '…' })}</dt>
          <dd>−{rub(sums.value - sums.allowed)}</dd>
        </div>
        <div className="exchange-figure">
          <dt>{t('exchange.summary.allowed')}</dt>
          <dd data-testid="exchange-allowed">{rub(sums.allowed)}</dd>
        </div>
        <div className={`exchange-figure${sums.over > 0 ? ' exchange-figure--over' : ''}`}>
          <dt>{t('exchange.summary.taken')}</dt>
          <dd data-testid="exchange-taken">{rub(sums.taken)}</dd>
        </div>
        <div className="exchange-figure exchange-figure--rest">
          <dt>{t('exchange.summary.rest')}</dt>
          <dd data-testid="exchange-rest">+{rub(sums.credited)}</dd>
        </div>
      </dl>
      <p
        className={`exchange-summary__hint${sums.over > 0 && takenCount > 0 && givenCount > 0 ? ' exchange-summary__hint--over' : ''}`}
        role="status"
      >
        {hint}
      </p>
      <Button
        size="lg"
        className="exchange-summary__go"
        disabled={blocked}
        busy={busy}
        onClick={onExchange}
      >
        {t('exchange.summary.go')}
      </Button>
    </section>
  );
}
