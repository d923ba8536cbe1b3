/**
 * The deposit bonus levels (spec 001 §3 Bonus level): which level this deposit reaches (its percent,
 * multiplier × 100 with 2 decimals) and how far the next one is.
 */
import { useTranslation } from 'react-i18next';
import { bonusLevelOf, bonusPercent } from '@cases/domain/payments/bonus';
import { usePriceText } from '../../../ui/price.tsx';
import { useBonusLevels } from '../api/get-bonus-levels.ts';

/** `roubles`: what the deposit credits. */
export function BonusProgress({ roubles }: { roubles: number }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const levels = useBonusLevels().data ?? [];
  if (levels.length === 0) return null;
  const wire = levels.map((l) => ({ limit: l.limit, bonus_multiplier: l.bonusMultiplier }));
  const reached = bonusLevelOf(roubles, wire);
  const next = wire.find((l) => l.limit > roubles);
  const top = wire.at(-1)!.limit;
  const progress = Math.min(100, (roubles / (next?.limit ?? top)) * 100);
  return (
    <section className="bonus-progress" aria-label={t('refill.bonusLevels')}>
      <div className="bonus-progress__head">
        <span>{t('refill.bonusLevels')}</span>
        <strong>
          {reached
            ? t('refill.bonusReached', { percent: bonusPercent(reached.bonus_multiplier) })
            : t('refill.bonusNone')}
        </strong>
      </div>
      <div
        className="bonus-progress__bar"
        role="progressbar"
        aria-label={t('refill.bonusLevels')}
        aria-valuenow={Math.round(progress)}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span className="bonus-progress__fill" style={{ width: `${progress}%` }} />
      </div>
      <ol className="bonus-progress__levels">
        {wire.map((l) => (
          <li
            key={l.limit}
            className={roubles >= l.limit ? 'bonus-progress__level--on' : undefined}
          >
            <span>{priceText(l.limit)}</span>
            <b>+{bonusPercent(l.bonus_multiplier)}%</b>
          </li>
        ))}
      </ol>
      {next && (
        <p className="bonus-progress__next">
          {t('refill.bonusNext', {
            amount: priceText(Math.round((next.limit - roubles) * 100) / 100),
            percent: bonusPercent(next.bonus_multiplier),
          })}
        </p>
      )}
    </section>
  );
}
