/**
 * Why the pay button cannot go on yet, beside it (issue 31 "Money forms": the button stayed disabled
 * and nothing said why): the required fields still empty, the ones to check, a sum out of limits.
 * A polite live region, present even when empty so its changes are announced.
 */
import { useTranslation } from 'react-i18next';

export function PayReason({
  id,
  amountOk,
  missing,
  invalid,
}: {
  id: string;
  amountOk: boolean;
  /** i18n label keys (under `refill.fields`) of the empty required fields. */
  missing: readonly string[];
  /** Label keys of the fields filled in wrongly. */
  invalid: readonly string[];
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`refill.fields.${key}`, key);
  const check = [...(amountOk ? [] : [t('refill.amount')]), ...invalid.map(label)];
  return (
    <p id={id} role="status" className="refill-form__reason">
      {missing.length > 0 && (
        <span>{t('refill.reasonMissing', { fields: missing.map(label).join(', ') })}</span>
      )}
      {check.length > 0 && <span>{t('refill.reasonCheck', { fields: check.join(', ') })}</span>}
    </p>
  );
}
