/**
 * The balance adjustment (issue 30 "Players, money"; right money.adjust): currency, a signed amount
 * (roubles with up to 2 decimals or whole coins) and a reason, checked with the wire schema, then a
 * confirmation step that spells out the credit or debit before it is sent. The answer's balance and
 * coins are toasted; the profile and ledger reload.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adjustBody } from '@cases/domain/api/admin';
import {
  useAdjustBalance,
  type Adjustment,
} from '../../../api/endpoints/console-adjust-balance.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { useConsoleError } from '../lib/use-console-error.ts';

/** A typed amount as a number: comma or dot decimals, a hyphen or minus sign, spaces ignored. */
export const parseAmount = (text: string): number => {
  const clean = text
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
    .replace('−', '-');
  return /^[+-]?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
};

export function AdjustForm({ id, nickname }: { id: string; nickname: string }) {
  const { t } = useTranslation();
  const uid = useId();
  const f = useConsoleFormat();
  const [currency, setCurrency] = useState<Adjustment['currency']>('RUB');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: boolean; reason?: boolean }>({});
  const [pending, setPending] = useState<Adjustment | null>(null);
  const adjust = useAdjustBalance(id);
  const onError = useConsoleError();

  const check = (e: FormEvent) => {
    e.preventDefault();
    const value = parseAmount(amount);
    const body = { currency, amount: value, reason: reason.trim() };
    const parsed = adjustBody.safeParse(body);
    const amountBad =
      Number.isNaN(value) ||
      (currency === 'COIN' && !Number.isInteger(value)) ||
      (!parsed.success && parsed.error.issues.some((i) => i.path[0] === 'amount'));
    const reasonBad = !parsed.success && parsed.error.issues.some((i) => i.path[0] === 'reason');
    setErrors({ amount: amountBad, reason: reasonBad });
    if (!amountBad && !reasonBad) setPending(body);
  };

  const send = () => {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: (res) => {
        showToast({
          type: 'success',
          message: t('console.adjust.done', {
            balance: f.rub(res.balance),
            coins: f.coins(res.coinBalance),
          }),
        });
        setPending(null);
        setAmount('');
        setReason('');
      },
      onError,
    });
  };

  if (pending) {
    const text = f.signed(Math.abs(pending.amount), pending.currency).replace('+', '');
    const key = pending.amount > 0 ? 'console.adjust.credit' : 'console.adjust.debit';
    return (
      <section className="console-panel console-confirm" aria-labelledby={`${uid}-confirm`}>
        <h2 id={`${uid}-confirm`}>{t('console.adjust.confirmTitle')}</h2>
        <p className="console-confirm__what">{t(key, { amount: text, nickname })}</p>
        <p className="console-confirm__why">
          {t('console.adjust.reason')}: {pending.reason}
        </p>
        <div className="console-form__actions">
          <Button
            variant={pending.amount > 0 ? 'primary' : 'danger'}
            busy={adjust.isPending}
            onClick={send}
          >
            {t('console.adjust.confirm')}
          </Button>
          <Button variant="ghost" disabled={adjust.isPending} onClick={() => setPending(null)}>
            {t('console.adjust.edit')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="console-panel console-form"
      onSubmit={check}
      aria-labelledby={`${uid}-title`}
      noValidate
    >
      <h2 id={`${uid}-title`}>{t('console.adjust.title')}</h2>
      <p className="console-dim">{t('console.adjust.lead')}</p>
      <div className="console-form__row console-form__row--tight">
        <div className="field">
          <label htmlFor={`${uid}-currency`}>{t('console.adjust.currency')}</label>
          <select
            id={`${uid}-currency`}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Adjustment['currency'])}
          >
            <option value="RUB">{t('console.adjust.rub')}</option>
            <option value="COIN">{t('console.adjust.coin')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${uid}-amount`}>{t('console.adjust.amount')}</label>
          <input
            id={`${uid}-amount`}
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={14}
            value={amount}
            aria-invalid={errors.amount || undefined}
            aria-describedby={`${uid}-amount-hint`}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
      </div>
      <p
        className={errors.amount ? 'field__hint field__hint--error' : 'field__hint'}
        id={`${uid}-amount-hint`}
      >
        {errors.amount ? t('console.adjust.badAmount') : t('console.adjust.amountHint')}
      </p>
      <div className="field">
        <label htmlFor={`${uid}-reason`}>{t('console.adjust.reason')}</label>
        <input
          id={`${uid}-reason`}
          required
          maxLength={300}
          value={reason}
          aria-invalid={errors.reason || undefined}
          aria-describedby={`${uid}-reason-hint`}
          onChange={(e) => setReason(e.target.value)}
        />
        <span
          className={errors.reason ? 'field__hint field__hint--error' : 'field__hint'}
          id={`${uid}-reason-hint`}
        >
          {errors.reason ? t('console.adjust.badReason') : t('console.adjust.reasonHint')}
        </span>
      </div>
      <div className="console-form__actions">
        <Button type="submit">{t('console.adjust.check')}</Button>
      </div>
    </form>
  );
}
