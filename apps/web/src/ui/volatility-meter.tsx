/**
 * Volatility indicator: four bars, as many lit as the case's volatility 1–4 (spec 000 §3 Case).
 */
import { useTranslation } from 'react-i18next';
import type { Volatility } from '@cases/domain/catalog';

/**
 * Four bars with an accessible "Волатильность: высокая"-style label; `hidden` leaves them out of the
 * accessibility tree (inside a case card, whose name is its label).
 */
export function VolatilityMeter({
  value,
  hidden = false,
}: {
  value: Volatility;
  hidden?: boolean;
}) {
  const { t } = useTranslation();
  const label = `${t('volatility.title')}: ${t(`volatility.${value}`)}`;
  if (hidden)
    return (
      <span className={`volatility volatility--${value}`} title={label} aria-hidden>
        {[1, 2, 3, 4].map((n) => (
          <span
            key={n}
            className={n <= value ? 'volatility__bar volatility__bar--on' : 'volatility__bar'}
          />
        ))}
      </span>
    );
  return (
    <span className={`volatility volatility--${value}`} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4].map((n) => (
        <span
          key={n}
          className={n <= value ? 'volatility__bar volatility__bar--on' : 'volatility__bar'}
        />
      ))}
    </span>
  );
}
