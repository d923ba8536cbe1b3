/**
 * x1…x5 multi-open selector (spec 000 §7 "POST /v1/cases/{id}/open with multi_open").
 */
import { useTranslation } from 'react-i18next';

export const MULTI_OPEN_VALUES = [1, 2, 3, 4, 5] as const;

/** Five toggle buttons; the pressed one is the current count. */
export function MultiOpenSelector({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (n: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="multi-open" role="group" aria-label={t('open.multiOpen')}>
      {MULTI_OPEN_VALUES.map((n) => (
        <button
          key={n}
          type="button"
          className="multi-open__btn"
          aria-pressed={value === n}
          disabled={disabled}
          onClick={() => onChange(n)}
        >
          x{n}
        </button>
      ))}
    </div>
  );
}
