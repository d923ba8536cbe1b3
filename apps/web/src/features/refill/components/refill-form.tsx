/**
 * The top-up form (spec 001 §2 refill, §3 Payment country and direction, §5 rules): the country
 * (default from the server), its directions grouped and sorted for the device, the sum buttons,
 * the amount in the country's currency within the direction's limits, the direction's additional
 * info, the promo code, the bonus level progress and what the deposit credits in roubles; then the
 * browser goes to the provider's page.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { amountLimits, withinAmountLimits } from '@cases/domain/payments/amount-limits';
import { useChangedMinSum } from '../lib/use-changed-min-sum.ts';
import { validateAdditionalInfo, type FieldError } from '@cases/domain/payments/additional-info';
import { toCreditKopecks, type AdditionalField } from '@cases/domain/payments/countries';
import { useConfig } from '../../../api/endpoints/get-config.ts';
import { Button } from '../../../ui/button.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useCountries, useDefaultCountry, type PayCountry } from '../api/get-countries.ts';
import { useStartPayment } from '../api/start-payment.ts';
import { useDepositCredit } from '../lib/use-deposit-credit.ts';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import { AdditionalFields } from './additional-fields.tsx';
import { BonusProgress } from './bonus-progress.tsx';
import { DirectionPicker } from './direction-picker.tsx';
import { PayReason } from './pay-reason.tsx';
import { PromoField } from './promo-field.tsx';
import './refill.css';

/** The refill form. */
export function RefillForm() {
  const { t } = useTranslation();
  const countries = useCountries();
  const fallback = useDefaultCountry().data?.iso;
  const [iso, setIso] = useState<string | null>(null);
  const list = countries.data ?? [];
  const country = list.find((c) => c.iso === (iso ?? fallback)) ?? list[0];
  if (countries.isPending) return <Spinner />;
  if (!country) return <p className="refill-form">{t('refill.noMethods')}</p>;
  // Re-mounted per country: amount, direction and fields start from that country's defaults.
  return <CountryForm key={country.iso} countries={list} country={country} onCountry={setIso} />;
}

function CountryForm({
  countries,
  country,
  onCountry,
}: {
  countries: readonly PayCountry[];
  country: PayCountry;
  onCountry: (iso: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const priceText = usePriceText();
  const mobile = useIsMobile();
  const start = useStartPayment();
  const toastError = useErrorToast();
  const sandbox = useConfig()?.paymentsSandbox === true;
  const directions = country.directions.paymentDirectionData;
  const [directionId, setDirectionId] = useState(directions[0]?.paymentDirectionId ?? '');
  const direction = directions.find((d) => d.paymentDirectionId === directionId) ?? directions[0];
  const [amountText, setAmountText] = useState(String(country.currency.preliminaryAmount));
  const [fields, setFields] = useState<Record<string, string>>({});
  // Set by a press with something missing: every field's reason shows from then on (issue 31).
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    setFields({});
    setAttempted(false);
  }, [directionId]);

  const currency = country.currency;
  const amount = Number(amountText.replace(',', '.'));
  // The player's change-min-sum variant may raise a RUB direction's minimum (spec 001 §7), as the server does.
  const changedMin = useChangedMinSum();
  const ownLimits = amountLimits(direction);
  const limits =
    changedMin !== null && currency.code === 'RUB'
      ? { ...ownLimits, min: Math.max(ownLimits.min, changedMin) }
      : ownLimits;
  const amountOk = withinAmountLimits(amount, limits);
  const info = direction?.additionalInfo ?? [];
  const values = Object.fromEntries(info.map((f) => [f.name, fields[f.name] ?? f.defaultValue]));
  const fieldErrors = validateAdditionalInfo(
    info.map((f) => ({ ...f, default_value: f.defaultValue }) as AdditionalField),
    values,
    country.iso,
  );
  const errorOf = (name: string): FieldError | undefined =>
    (fieldErrors as Partial<Record<string, FieldError>>)[name];
  const valid = amountOk && direction !== undefined && Object.keys(fieldErrors).length === 0;
  const creditKopecks = amountOk ? toCreditKopecks(amount, currency.rate) : 0;
  const roubles = creditKopecks / 100;
  // The level's extra, the direction's bonus and the waiting promo code's, as the server credits them.
  const credit = useDepositCredit(creditKopecks, direction?.bonusPercent ?? 0);
  const bonus = (credit.total - creditKopecks) / 100;
  const money = (v: number) =>
    currency.code === 'RUB' ? priceText(v) : `${v.toLocaleString()} ${currency.symbol}`;
  const sums = mobile
    ? country.buttons.countrySumButtonData.mobile
    : country.buttons.countrySumButtonData.desktop;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!valid) {
      // Pressable on purpose: say why, and take the player to the first thing to fix.
      setAttempted(true);
      const first = amountOk ? info.find((f) => errorOf(f.name))?.name : 'amount';
      const el = first ? e.currentTarget.elements.namedItem(first) : null;
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    start.mutate(
      {
        paymentDirectionId: direction.paymentDirectionId,
        amount,
        country: country.iso,
        additionalInfo: values,
      },
      { onSuccess: (res) => window.location.assign(res.redirectUrl), onError: toastError },
    );
  };

  return (
    <form
      className="refill-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      // The shop checks the fields itself and says why beside the button (issue 31).
      noValidate
    >
      <h1 id={`${id}-title`} className="refill-form__title">
        {t('refill.title')}
      </h1>
      {sandbox && (
        <p className="refill-form__sandbox" role="note">
          <strong>{t('sandbox.badge')}</strong> — {t('sandbox.hint')}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('refill.country')}</label>
        <select
          id={`${id}-country`}
          value={country.iso}
          onChange={(e) => onCountry(e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.iso} value={c.iso}>
              {t(`refill.countries.${c.name}`, c.name)} · {c.currency.code}
            </option>
          ))}
        </select>
      </div>
      <DirectionPicker
        directions={directions}
        value={direction?.paymentDirectionId ?? ''}
        onChange={setDirectionId}
      />
      <div className="refill-form__quick" role="group" aria-label={t('refill.quickSums')}>
        {sums.map((sum) => (
          <Button
            key={sum}
            size="sm"
            variant="secondary"
            aria-pressed={amount === sum}
            onClick={() => setAmountText(String(sum))}
          >
            {money(sum)}
          </Button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('refill.amount')}</label>
        <div className="refill-form__amount">
          <input
            id={`${id}-amount`}
            name="amount"
            aria-required="true"
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value.replace(/[^\d.,]/g, ''))}
            aria-invalid={!amountOk}
            aria-describedby={`${id}-limits`}
          />
          <span aria-hidden="true">{currency.symbol}</span>
        </div>
        <small
          id={`${id}-limits`}
          className={amountOk ? 'field__hint' : 'field__hint field__hint--error'}
        >
          {limits.max === 0
            ? t('refill.limitsFrom', { min: money(limits.min) })
            : t('refill.limits', { min: money(limits.min), max: money(limits.max) })}
          {currency.code !== 'RUB' &&
            ` · ${t('refill.rate', { rate: priceText(currency.rate), code: currency.code })}`}
        </small>
      </div>
      <AdditionalFields
        fields={info}
        values={values}
        errors={fieldErrors}
        showEmpty={attempted}
        onChange={(name, v) => setFields((f) => ({ ...f, [name]: v }))}
      />
      <PromoField />
      <BonusProgress roubles={roubles} />
      <div className="refill-form__summary">
        <span>{t('refill.credited')}</span>
        <strong>{priceText(credit.total / 100)}</strong>
        {bonus > 0 && <small>{t('refill.withBonus', { amount: priceText(bonus) })}</small>}
      </div>
      <PayReason
        id={`${id}-reason`}
        amountOk={amountOk}
        missing={info.filter((f) => errorOf(f.name) === 'required').map((f) => f.label)}
        invalid={info
          .filter((f) => errorOf(f.name) && errorOf(f.name) !== 'required')
          .map((f) => f.label)}
      />
      <Button
        type="submit"
        size="lg"
        busy={start.isPending}
        aria-describedby={valid ? undefined : `${id}-reason`}
      >
        {amountOk ? t('refill.payAmount', { amount: money(amount) }) : t('refill.pay')}
      </Button>
    </form>
  );
}
