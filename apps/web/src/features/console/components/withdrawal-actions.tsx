/**
 * What an operator may do with one withdrawal of the queue (issue 30): retry (open or failed), cancel with a
 * confirmation step (open ones: the item back to the player), mark sent by hand (open or failed). A finished one
 * has none. A refusal (409 withdrawal_state: it moved meanwhile) shows as a toast and the queue reloads.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleWithdrawal } from '../../../api/endpoints/get-console-withdrawals.ts';
import { useCancelWithdrawal } from '../../../api/endpoints/console-cancel-withdrawal.ts';
import { useRetryWithdrawal } from '../../../api/endpoints/console-retry-withdrawal.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { MarkSentForm } from './mark-sent-form.tsx';

export function WithdrawalActions({ w }: { w: ConsoleWithdrawal }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'cancel' | 'sent'>('idle');
  const retry = useRetryWithdrawal();
  const cancel = useCancelWithdrawal();
  const onError = useConsoleError();
  const open = w.state === 'PREPARING' || w.state === 'send';
  if (!open && w.state !== 'failed') return t('console.dash');
  const done = (key: 'retry' | 'cancel') => () =>
    showToast({ type: 'success', message: t(`console.money.queue.done.${key}`) });
  if (step === 'sent') return <MarkSentForm id={w.id} onDone={() => setStep('idle')} />;
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
    </div>
  );
}
