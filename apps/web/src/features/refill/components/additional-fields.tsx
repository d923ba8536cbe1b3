/**
 * A direction's additional info fields (spec 001 §3 `additionalInfo`: email, phone, document …) with
 * the shared validation of packages/domain (spec 001 §5), shown once the player has typed, and for an
 * empty required field (marked with a visible asterisk and aria-required) after a press of the pay
 * button (`showEmpty`, issue 31).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@cases/domain/payments/additional-info';
import type { PayDirection } from '../api/get-countries.ts';

type Field = PayDirection['additionalInfo'][number];

export function AdditionalFields({
  fields,
  values,
  errors,
  showEmpty,
  onChange,
}: {
  fields: readonly Field[];
  values: Record<string, string>;
  errors: Partial<Record<string, FieldError>>;
  /** Show the reason of empty required fields too (after a press of the pay button). */
  showEmpty: boolean;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (fields.length === 0) return null;
  return (
    <div className="refill-fields">
      {fields.map((f) => {
        const value = values[f.name] ?? f.defaultValue;
        const error = value !== '' || showEmpty ? errors[f.name] : undefined;
        const fieldId = `${id}-${f.name}`;
        const hintId = `${fieldId}-hint`;
        const common = {
          id: fieldId,
          name: f.name,
          'aria-required': f.required || undefined,
          'aria-invalid': error !== undefined,
          'aria-describedby': error ? hintId : undefined,
        };
        return (
          <div key={f.name} className="field">
            <label htmlFor={fieldId}>
              {t(`refill.fields.${f.label}`, f.label)}
              {f.required ? (
                <span className="field__required" aria-hidden="true">
                  {' *'}
                </span>
              ) : (
                ` (${t('refill.optional')})`
              )}
            </label>
            {f.options.length > 0 ? (
              <select {...common} value={value} onChange={(e) => onChange(f.name, e.target.value)}>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t(`refill.fieldOptions.${o.name}`, o.name)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                value={value}
                inputMode={
                  f.name === 'phone' ? 'tel' : f.name === 'doc_number' ? 'numeric' : undefined
                }
                type={f.name === 'email' ? 'email' : 'text'}
                autoComplete={f.name === 'email' ? 'email' : f.name === 'phone' ? 'tel' : 'off'}
                maxLength={200}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
            )}
            {error && (
              <small id={hintId} className="field__hint field__hint--error">
                {t(`refill.fieldErrors.${error}`)}
              </small>
            )}
          </div>
        );
      })}
    </div>
  );
}
