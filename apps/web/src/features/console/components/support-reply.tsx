/**
 * The reply box of a support conversation (issue 30 "Support"): 1–2000 characters, Ctrl+Enter or the button
 * sends; the player sees it live. Errors as a toast (409 support_closed when a colleague closed it meanwhile).
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@cases/domain/api/support';
import { useReplySupport } from '../../../api/endpoints/console-support-reply.ts';
import { Button } from '../../../ui/button.tsx';
import { useConsoleError } from '../lib/use-console-error.ts';

export function SupportReply({ id }: { id: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const reply = useReplySupport(id);
  const onError = useConsoleError();
  const [draft, setDraft] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = draft.trim();
    if (body === '' || reply.isPending) return;
    reply.mutate(body, { onSuccess: () => setDraft(''), onError });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
  };
  return (
    <form className="console-panel console-form console-support__reply" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${fieldId}-reply`}>{t('console.support.reply')}</label>
        <textarea
          id={`${fieldId}-reply`}
          rows={3}
          maxLength={SUPPORT_MESSAGE_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${fieldId}-hint`}
        />
        <p id={`${fieldId}-hint`} className="field__hint">
          {t('console.support.replyHint')}
        </p>
      </div>
      <Button type="submit" busy={reply.isPending} disabled={draft.trim() === ''}>
        {t('console.support.send')}
      </Button>
    </form>
  );
}
