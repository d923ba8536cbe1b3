/**
 * The country's payment directions grouped by type (spec 001 §3 `type`: 1 common, 2 skin, 3 ecom,
 * 4 gift card) and ordered for the device (`sort.desktop` / `sort.mobile`), as radio cards with the
 * method's logo and its bonus percent.
 */
import { useTranslation } from 'react-i18next';
import type { PayDirection } from '../api/get-countries.ts';
import { useIsMobile } from '../lib/use-is-mobile.ts';

export function DirectionPicker({
  directions,
  value,
  onChange,
}: {
  directions: readonly PayDirection[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const rank = (d: PayDirection) => (mobile ? d.sort.mobile : d.sort.desktop);
  const sorted = [...directions].sort((a, b) => rank(a) - rank(b));
  const groups = [...new Set(sorted.map((d) => d.paymentDirectionTypeName))];
  return (
    <div className="direction-picker">
      {groups.map((group) => (
        <fieldset key={group} className="direction-picker__group">
          <legend>{t(`refill.directionTypes.${group}`, group)}</legend>
          <div className="direction-picker__grid">
            {sorted
              .filter((d) => d.paymentDirectionTypeName === group)
              .map((d) => (
                <label
                  key={d.paymentDirectionId}
                  className={
                    d.paymentDirectionId === value
                      ? 'direction-card direction-card--active'
                      : 'direction-card'
                  }
                >
                  <input
                    type="radio"
                    name="direction"
                    value={d.paymentDirectionId}
                    checked={d.paymentDirectionId === value}
                    onChange={() => onChange(d.paymentDirectionId)}
                  />
                  <img src={d.img} alt="" className="direction-card__logo" />
                  <span className="direction-card__name">{d.name}</span>
                  {d.bonusPercent > 0 && (
                    <span className="direction-card__bonus">+{d.bonusPercent}%</span>
                  )}
                </label>
              ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
