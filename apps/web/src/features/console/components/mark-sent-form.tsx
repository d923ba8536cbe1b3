/**
 * "Sent by hand" for one withdrawal (issue 30 "The withdrawal queue"): the trade offer's id (optional) and a
 * note for the audit log (3–300 characters), then the withdrawal is done and the item STEAM_WITHDRAWN.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkWithdrawalSent } from '../../../api/endpoints/console-mark-withdrawal-sent.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';

export function MarkSentForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [offer, setOffer] = useState('');
  const [note, setNote] = useState('');
  const mark = useMarkWithdrawalSent();
  const onError = useConsoleError();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim().length < 3) return;
    mark.mutate(
      { id, tradeOfferId: offer.trim(), note: note.trim() },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('console.money.queue.done.markSent') });
          onDone();
        },
        onError,
      },
    );
  };
  return (
    <form className="console-row-actions__form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${uid}-offer`}>{t('console.money.queue.offerId')}</label>
        <input
          id={`${uid}-offer`}
          maxLength={100}
          value={offer}
          onChange={(e) => setOffer(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${uid}-note`}>{t('console.money.queue.note')}</label>
        <input
          id={`${uid}-note`}
          required
          minLength={3}
          maxLength={300}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="console-row-actions">
        <Button type="submit" size="sm" busy={mark.isPending} disabled={note.trim().length < 3}>
          {t('console.money.queue.markSentSubmit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('console.money.queue.back')}
        </Button>
      </div>
    </form>
  );
}
