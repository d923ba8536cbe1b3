/**
 * Top-up form: amount with quick sums (100, 500, 1000, 5000), the sandbox direction's limits,
 * then the browser goes to the provider page (spec 001 §2 refill, §3 Payment direction).
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPUP_MAX, TOPUP_MIN } from '@cases/domain/api/payments';
import { hasAtMostTwoDecimals } from '@cases/domain/money';
import { useConfig } from '../../../api/endpoints/get-config.ts';
import { Button } from '../../../ui/button.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useDirections } from '../api/get-directions.ts';
import { useStartPayment } from '../api/start-payment.ts';
import './refill.css';

export const QUICK_SUMS = [100, 500, 1000, 5000] as const;

/** The refill form. */
export function RefillForm() {
  const { t } = useTranslation();
  const id = useId();
  const priceText = usePriceText();
  const directions = useDirections();
  const start = useStartPayment();
  const toastError = useErrorToast();
  const [amountText, setAmountText] = useState('500');
  const sandbox = useConfig()?.paymentsSandbox === true;
  const direction = directions.data?.[0];
  const min = direction?.minimalAmount ?? TOPUP_MIN;
  const max = direction?.maximalAmount ?? TOPUP_MAX;
  const amount = Number(amountText.replace(',', '.'));
  const valid =
    Number.isFinite(amount) && amount >= min && amount <= max && hasAtMostTwoDecimals(amount);
  const bonus =
    direction && direction.bonusPercent > 0 ? Math.floor(amount * direction.bonusPercent) / 100 : 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !direction) return;
    start.mutate(
      { paymentDirectionId: direction.paymentDirectionId, amount },
      { onSuccess: (res) => window.location.assign(res.redirectUrl), onError: toastError },
    );
  };

  return (
    <form className="refill-form" onSubmit={submit}>
      <h1 className="refill-form__title">{t('refill.title')}</h1>
      {sandbox && (
        <p className="refill-form__sandbox" role="note">
          <strong>{t('sandbox.badge')}</strong> — {t('sandbox.hint')}
        </p>
      )}
      {direction && (
        <div className="refill-form__method" aria-label={t('refill.method')}>
          <span className="refill-form__method-dot" aria-hidden="true" />
          {direction.name}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('refill.amount')}</label>
        <div className="refill-form__amount">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value.replace(/[^\d.,]/g, ''))}
            aria-invalid={!valid}
            aria-describedby={`${id}-limits`}
          />
          <span aria-hidden="true">₽</span>
        </div>
        <small
          id={`${id}-limits`}
          className={valid ? 'field__hint' : 'field__hint field__hint--error'}
        >
          {t('refill.limits', { min: priceText(min), max: priceText(max) })}
        </small>
      </div>
      <div className="refill-form__quick" role="group" aria-label={t('refill.quickSums')}>
        {QUICK_SUMS.map((sum) => (
          <Button
            key={sum}
            size="sm"
            variant="secondary"
            aria-pressed={amount === sum}
            onClick={() => setAmountText(String(sum))}
          >
            {priceText(sum)}
          </Button>
        ))}
      </div>
      {bonus > 0 && (
        <p className="refill-form__bonus">{t('refill.bonus', { amount: priceText(bonus) })}</p>
      )}
      <Button type="submit" size="lg" disabled={!valid || !direction} busy={start.isPending}>
        {valid ? t('refill.payAmount', { amount: priceText(amount) }) : t('refill.pay')}
      </Button>
    </form>
  );
}
