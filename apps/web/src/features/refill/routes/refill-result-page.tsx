/**
 * /refill/result?orderId= (spec 000 §2; spec 001 §4 Payment status mapping): polls the payment until it
 * is final — waiting, then success (common, or blogger with its sum, coins and prize) or failure — and
 * refreshes the player so the header balance is current. A status that cannot be read says "Error while receiving
 * payment info" (spec 001 §8).
 */
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentOutcome } from '@cases/domain/payments/bonus';
import { meQueryOptions } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { isFinalStatus, usePaymentStatus } from '../api/get-payment-status.ts';
import '../components/refill.css';

/** Payment result page. */
export function RefillResultPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const orderId = useSearchParams()[0].get('orderId') ?? '';
  const status = usePaymentStatus(orderId);
  const queryClient = useQueryClient();
  const priceText = usePriceText();
  const final = isFinalStatus(status.data);

  useEffect(() => {
    if (final) void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  }, [final, queryClient]);

  if (!signedIn) return <Navigate to={paths.refillUnauth()} replace />;

  const body = () => {
    if (!orderId) return <p>{t('refill.noOrder')}</p>;
    // Spec 001 §8 "Error while receiving payment info".
    if (status.isError) return <p role="alert">{t('alerts.paymentInfo')}</p>;
    switch (status.data?.status) {
      case undefined:
      case 'pending':
        return (
          <>
            <Spinner />
            <p role="status">{t('refill.pending')}</p>
          </>
        );
      case 'success': {
        const bonus = status.data.bonus;
        // Spec 001 §4: success with a bonus is the blogger outcome, shown with the promo sum.
        if (paymentOutcome('success', bonus) === 'blogger' && bonus)
          return (
            <div role="status" className="refill-card__blogger">
              <p className="refill-card__ok">{t('refill.result.bloggerTitle')}</p>
              <p>
                {t('refill.result.sumPromo', {
                  amount: priceText(bonus.sumPromo ?? status.data.value),
                })}
              </p>
              {bonus.coins > 0 && <p>{t('refill.result.coins', { count: bonus.coins })}</p>}
              {bonus.prize && (
                <p className="refill-card__prize">
                  <img src={bonus.prize.icon} alt="" />
                  {t('refill.result.prize', { title: bonus.prize.title })}
                </p>
              )}
            </div>
          );
        return (
          <p role="status" className="refill-card__ok">
            {t('refill.success', { amount: priceText(status.data.credited) })}
          </p>
        );
      }
      case 'fail':
        return (
          <p role="alert" className="refill-card__fail">
            {t('refill.fail')}
          </p>
        );
    }
  };

  return (
    <div className="refill-card">
      <h1 className="refill-form__title">{t('refill.resultTitle')}</h1>
      {body()}
      <div className="refill-card__actions">
        <Link to={paths.home()} className="btn btn--primary btn--md">
          {t('refill.toCases')}
        </Link>
        <Link to={paths.refill()} className="btn btn--secondary btn--md">
          {t('refill.again')}
        </Link>
      </div>
    </div>
  );
}
