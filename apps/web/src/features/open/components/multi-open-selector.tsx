/**
 * x1…x5 multi-open selector (spec 000 §7 "POST /v1/cases/{id}/open with multi_open"): the counts the
 * case allows (lib/open-counts: a multifix case its one number, a multicast case its range).
 */
import { useTranslation } from 'react-i18next';

/** One toggle button per allowed count; the pressed one is the current count. */
export function MultiOpenSelector({
  values,
  value,
  onChange,
  disabled,
}: {
  values: readonly number[];
  value: number;
  onChange: (n: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="multi-open" role="group" aria-label={t('open.multiOpen')}>
      {values.map((n) => (
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
