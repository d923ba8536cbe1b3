/**
 * A player's support conversation (issue 30 "Support"; spec 000 §1: the contact is the nickname and the user
 * id): who they write as, the messages (staff replies arrive live through the app's realtime channel,
 * features/support/api/support-realtime.ts), a note when staff closed it (the next message opens a new one),
 * and the composer (Enter sends, Shift+Enter breaks the line).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@cases/domain/api/support';
import { useSupportConversation } from '../../../api/endpoints/get-support-conversation.ts';
import { useSendSupportMessage } from '../../../api/endpoints/send-support-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { dateTimeFormat } from '../../../i18n/intl-formats.ts';

export function SupportChat() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const q = useSupportConversation(true);
  const send = useSendSupportMessage();
  const toast = useErrorToast();
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const messages = q.data?.conversation?.messages ?? [];
  const closed = q.data?.conversation?.status === 'closed';
  const time = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = draft.trim();
    if (body === '' || send.isPending) return;
    send.mutate(body, { onSuccess: () => setDraft(''), onError: toast });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit();
  };

  if (!q.data) {
    return (
      <div className="support-panel__state">
        {q.isError ? (
          <>
            <p role="alert">{t('support.loadError')}</p>
            <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
              {t('support.retry')}
            </Button>
          </>
        ) : (
          <Spinner />
        )}
      </div>
    );
  }
  const { contact } = q.data;
  return (
    <>
      <p className="support-panel__contact" data-testid="support-contact">
        {t('support.writingAs', { nickname: contact.nickname, id: contact.userId })}
      </p>
      <ol
        ref={list}
        className="support-thread"
        aria-label={t('support.thread')}
        aria-live="polite"
        tabIndex={0}
      >
        {messages.length === 0 && <li className="support-thread__empty">{t('support.empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className={`support-msg support-msg--${m.fromStaff ? 'staff' : 'mine'}`}>
            <span className="visually-hidden">
              {m.fromStaff ? t('support.staff') : t('support.you')}:{' '}
            </span>
            <p className="support-msg__body">{m.body}</p>
            <time className="support-msg__time" dateTime={m.createdAt}>
              {time.format(new Date(m.createdAt))}
            </time>
          </li>
        ))}
      </ol>
      {closed && (
        <p className="support-panel__closed" role="status">
          {t('support.closedNote')}
        </p>
      )}
      <form className="support-composer" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${id}-message`}>
          {t('support.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="support-composer__input"
          rows={2}
          maxLength={SUPPORT_MESSAGE_MAX}
          placeholder={t('support.placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="sm" busy={send.isPending} disabled={draft.trim() === ''}>
          {t('support.send')}
        </Button>
      </form>
    </>
  );
}
