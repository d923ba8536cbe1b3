/**
 * The inputs of an item-game check tab: the seed pair (server seed, client seed, nonce) and the game's
 * own fields, each a labelled text input bound to the URL query (check-params.ts).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface Field<K extends string> {
  name: K;
  label: string;
  wide?: boolean;
  mono?: boolean;
  numeric?: boolean;
  hint?: string;
  /** Shown while the field is empty (e.g. the value the check falls back to). */
  placeholder?: string;
}

export function CheckFields<K extends string>({
  fields,
  values,
  onChange,
}: {
  fields: Field<K>[];
  values: Record<K, string>;
  onChange: (name: K, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      className="check-form"
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('fairness.formTitle')}
    >
      {fields.map((f) => (
        <div key={f.name} className={`field${f.wide ? ' check-form__wide' : ''}`}>
          <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          <input
            id={`${id}-${f.name}`}
            value={values[f.name]}
            onChange={(e) => onChange(f.name, e.target.value.trim())}
            inputMode={f.numeric ? 'decimal' : undefined}
            spellCheck={false}
            autoComplete="off"
            className={f.mono ? 'mono' : undefined}
            placeholder={f.placeholder}
          />
          {f.hint && <span className="field__hint">{f.hint}</span>}
        </div>
      ))}
    </form>
  );
}

/** The standard seed-pair fields. */
export const seedFields = <K extends string>(
  t: (key: 'fairness.serverSeed' | 'fairness.clientSeed' | 'fairness.nonce') => string,
  names: { serverSeed: K; clientSeed: K; nonce: K },
): Field<K>[] => [
  { name: names.serverSeed, label: t('fairness.serverSeed'), wide: true, mono: true },
  { name: names.clientSeed, label: t('fairness.clientSeed'), mono: true },
  { name: names.nonce, label: t('fairness.nonce'), numeric: true, mono: true },
];

/** ✓ or ✗: whether a recomputed value equals the published one. */
export function CheckMark({ good }: { good: boolean }) {
  return (
    <span className={good ? 'check-mark check-mark--ok' : 'check-mark check-mark--bad'}>
      {good ? '✓' : '✗'}
    </span>
  );
}
