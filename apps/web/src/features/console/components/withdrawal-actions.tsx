/**
 * What an operator may do with one withdrawal of the queue (issue 30): retry (open or failed), cancel with a
 * confirmation step (open ones: the item back to the player), mark sent by hand (open or failed), and, where the shop
 * runs several trade providers, give a waiting one to another provider (issue 46). A finished one has none. A
 * refusal (409 withdrawal_state: it moved meanwhile) shows as a toast and the queue reloads.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleWithdrawal } from '../../../api/endpoints/get-console-withdrawals.ts';
import { useCancelWithdrawal } from '../../../api/endpoints/console-cancel-withdrawal.ts';
import { useRetryWithdrawal } from '../../../api/endpoints/console-retry-withdrawal.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import type { TRADE_PROVIDER_NAMES } from '@cases/domain/api/admin-withdrawals';
import { MarkSentForm } from './mark-sent-form.tsx';
import { ProviderSwitchForm } from './provider-switch-form.tsx';

export function WithdrawalActions({
  w,
  providers = [],
}: {
  w: ConsoleWithdrawal;
  /** The trade providers the shop runs, in their order (a switch is offered with two or more). */
  providers?: readonly (typeof TRADE_PROVIDER_NAMES)[number][];
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'cancel' | 'sent' | 'provider'>('idle');
  const retry = useRetryWithdrawal();
  const cancel = useCancelWithdrawal();
  const onError = useConsoleError();
  const open = w.state === 'PREPARING' || w.state === 'send';
  // Nobody asked to deliver it yet: no provider, or held back by one (a hold comes before any delivery). A provider
  // with no hold is delivering (an offer or a purchase on its way): the server would refuse the switch.
  const switchable =
    w.state === 'PREPARING' &&
    providers.length > 1 &&
    (w.provider === null || w.holdReason !== null);
  if (!open && w.state !== 'failed') return t('console.dash');
  const done = (key: 'retry' | 'cancel') => () =>
    showToast({ type: 'success', message: t(`console.money.queue.done.${key}`) });
  if (step === 'sent') return <MarkSentForm id={w.id} onDone={() => setStep('idle')} />;
  if (step === 'provider')
    return (
      <ProviderSwitchForm
        id={w.id}
        providers={providers}
        current={w.pinnedProvider ?? w.provider}
        onDone={() => setStep('idle')}
      />
    );
  if (step === 'cancel')
    return (
      <div className="console-row-actions">
        <span>{t('console.money.queue.cancelConfirm', { item: w.itemName })}</span>
        <Button
          variant="danger"
          size="sm"
          busy={cancel.isPending}
          onClick={() => cancel.mutate(w.id, { onSuccess: done('cancel'), onError })}
        >
          {t('console.money.queue.cancelSubmit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setStep('idle')}>
          {t('console.money.queue.back')}
        </Button>
      </div>
    );
  return (
    <div className="console-row-actions">
      <Button
        variant="secondary"
        size="sm"
        busy={retry.isPending}
        onClick={() => retry.mutate(w.id, { onSuccess: done('retry'), onError })}
      >
        {t('console.money.queue.retry')}
      </Button>
      {open && (
        <Button variant="danger" size="sm" onClick={() => setStep('cancel')}>
          {t('console.money.queue.cancel')}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => setStep('sent')}>
        {t('console.money.queue.markSent')}
      </Button>
      {switchable && (
        <Button variant="secondary" size="sm" onClick={() => setStep('provider')}>
          {t('console.money.queue.switch')}
        </Button>
      )}
    </div>
  );
}
