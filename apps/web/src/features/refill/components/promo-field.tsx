/**
 * The promo code field of the refill page (spec 001 §3 Promo info, §7): the waiting code with a reset,
 * or an input with a live lookup (after a short pause) describing what the code gives, and Apply.
 * An instant code credits at once; common and blogger codes wait for this deposit.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePromoCode, PROMO_CODE_PATTERN } from '@cases/domain/payments/promo';
import { isApiError } from '../../../api/api-error.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { Button } from '../../../ui/button.tsx';
import { usePriceText } from '../../../ui/price.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import {
  useApplyPromo,
  usePromoInfo,
  useResetPromo,
  type PromoInfoData,
} from '../../../api/endpoints/promo.ts';

const LOOKUP_DELAY_MS = 400;

function useDescribe() {
  const { t } = useTranslation();
  const priceText = usePriceText();
  return (info: PromoInfoData) => {
    switch (info.type) {
      case 'instant':
        return t(
          info.requiresDeposit ? 'refill.promo.instantAfterDeposit' : 'refill.promo.instant',
          {
            amount: priceText(info.sum),
          },
        );
      case 'common':
        return t('refill.promo.common', { percent: info.percent });
      case 'blogger':
        return t('refill.promo.blogger', {
          offers: info.flexOffers
            .map((o) =>
              t('refill.promo.offer', {
                from: priceText(o.priceFrom),
                percent: Math.round(o.moneyFactor * 100),
                case: o.case.name,
              }),
            )
            .join('; '),
        });
    }
  };
}

export function PromoField() {
  const { t } = useTranslation();
  const id = useId();
  const me = useMe().data;
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const info = usePromoInfo(typed);
  const apply = useApplyPromo();
  const reset = useResetPromo();
  const toastError = useErrorToast();
  const describe = useDescribe();
  const priceText = usePriceText();

  if (me?.promo)
    return (
      <div className="promo-field promo-field--active" role="status">
        <span>
          {t('refill.promo.active', { code: me.promo.code })}{' '}
          <span className="promo-field__kind">{t(`refill.promo.kind.${me.promo.type}`)}</span>
        </span>
        <Button size="sm" variant="ghost" busy={reset.isPending} onClick={() => reset.mutate()}>
          {t('refill.promo.reset')}
        </Button>
      </div>
    );

  const code = normalizePromoCode(typed);
  const lookup = PROMO_CODE_PATTERN.test(code)
    ? info.data
      ? describe(info.data)
      : info.isError
        ? t(
            isApiError(info.error) && info.error.code === 'promo_not_found'
              ? 'errors.promo_not_found'
              : 'errors.unknown',
          )
        : null
    : null;
  return (
    <div className="promo-field">
      <label htmlFor={`${id}-promo`}>{t('refill.promo.label')}</label>
      <div className="promo-field__row">
        <input
          id={`${id}-promo`}
          value={text}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('refill.promo.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          size="md"
          variant="secondary"
          disabled={!info.data}
          busy={apply.isPending}
          onClick={() =>
            apply.mutate(text, {
              onSuccess: (res) => {
                setText('');
                showToast({
                  type: 'success',
                  message:
                    res.balance !== null
                      ? t('refill.promo.credited', { amount: priceText(res.balance) })
                      : t('refill.promo.applied'),
                });
              },
              onError: toastError,
            })
          }
        >
          {t('refill.promo.apply')}
        </Button>
      </div>
      {lookup && (
        <small
          className={
            info.data ? 'field__hint promo-field__found' : 'field__hint field__hint--error'
          }
        >
          {lookup}
        </small>
      )}
    </div>
  );
}
