/**
 * Block and unblock (issue 30 "Players"; right players.write): a block needs a reason (3–300 characters)
 * and ends every session of the player; a blocked player shows the reason and "unblock".
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockPlayer } from '../../../api/endpoints/console-block-player.ts';
import { useUnblockPlayer } from '../../../api/endpoints/console-unblock-player.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleError } from '../lib/use-console-error.ts';

export function BlockForm({
  id,
  blocked,
  reason,
}: {
  id: string;
  blocked: boolean;
  reason: string | null;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [draft, setDraft] = useState('');
  const block = useBlockPlayer(id);
  const unblock = useUnblockPlayer(id);
  const onError = useConsoleError();
  const tooShort = draft.trim().length < 3;

  if (blocked)
    return (
      <section className="console-panel console-form" aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`}>{t('console.block.title')}</h2>
        <p className="console-dim">
          {t('console.block.blockedLead', { reason: reason ?? t('console.dash') })}
        </p>
        <div className="console-form__actions">
          <Button
            variant="secondary"
            busy={unblock.isPending}
            onClick={() =>
              unblock.mutate(undefined, {
                onSuccess: () =>
                  showToast({ type: 'success', message: t('console.block.unblocked') }),
                onError,
              })
            }
          >
            {t('console.block.unblock')}
          </Button>
        </div>
      </section>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooShort) return;
    block.mutate(draft.trim(), {
      onSuccess: () => {
        setDraft('');
        showToast({ type: 'success', message: t('console.block.done') });
      },
      onError,
    });
  };
  return (
    <form className="console-panel console-form" onSubmit={submit} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{t('console.block.title')}</h2>
      <p className="console-dim">{t('console.block.lead')}</p>
      <div className="field">
        <label htmlFor={`${uid}-reason`}>{t('console.block.reason')}</label>
        <input
          id={`${uid}-reason`}
          required
          minLength={3}
          maxLength={300}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <div className="console-form__actions">
        <Button type="submit" variant="danger" busy={block.isPending} disabled={tooShort}>
          {t('console.block.submit')}
        </Button>
      </div>
    </form>
  );
}
