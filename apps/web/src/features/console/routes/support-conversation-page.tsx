/**
 * /admin/support/:id (issue 30 "Support"; right support): one conversation — the player (a link to their
 * console page), opened / closed, the assignee, the messages oldest first with their authors, the reply box
 * (Ctrl+Enter sends), "assign to me" and "close". Live: the player's new messages appear by themselves.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useConsoleMe } from '../../../api/endpoints/get-console-me.ts';
import { useConsoleSupportThread } from '../../../api/endpoints/get-console-support-thread.ts';
import { useAssignSupport } from '../../../api/endpoints/console-support-assign.ts';
import { useCloseSupport } from '../../../api/endpoints/console-support-close.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { LiveBadge, StatusBadge } from '../components/support-badges.tsx';
import { SupportReply } from '../components/support-reply.tsx';
import { SupportThread } from '../components/support-thread.tsx';
import { useConsoleFormat } from '../lib/format.ts';
import { useConsoleError } from '../lib/use-console-error.ts';
import { useInboxLive } from '../lib/use-inbox-live.ts';
import '../components/support.css';

function ConversationSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const live = useInboxLive();
  const me = useConsoleMe().data;
  const thread = useConsoleSupportThread(id);
  const assign = useAssignSupport(id);
  const close = useCloseSupport(id);
  const onError = useConsoleError();
  const back = (
    <Link className="console-back" to={paths.consoleSupport()}>
      ← {t('console.support.back')}
    </Link>
  );
  if (isApiError(thread.error) && thread.error.code === 'support_not_found')
    return (
      <>
        {back}
        <section className="console-panel console-state">
          <h1 className="console-state__title">{t('console.support.notFound')}</h1>
        </section>
      </>
    );
  if (!thread.data)
    return (
      <>
        {back}
        <QueryFallback query={thread} />
      </>
    );
  const { conversation: c, messages } = thread.data;
  const open = c.status === 'open';
  const mine = me !== null && me !== undefined && c.assignedTo === me.userId;
  return (
    <div className="console-support" data-live={live ? 'on' : 'off'}>
      {back}
      <header className="console-head">
        <h1>{t('console.support.conversation', { id: c.id })}</h1>
        <StatusBadge status={c.status} />
        <LiveBadge live={live} />
      </header>
      <section className="console-panel console-support__about">
        <p>
          <Link to={paths.consolePlayer(c.userId)}>
            {t('console.support.playerLink', { nickname: c.nickname, id: c.userId })}
          </Link>
        </p>
        <p className="console-support__meta console-dim">
          <span>{t('console.support.opened', { at: f.dateTime(c.createdAt) })}</span>
          {c.closedAt && (
            <span>{t('console.support.closedAt', { at: f.dateTime(c.closedAt) })}</span>
          )}
          <span>
            {t('console.support.assignedTo', {
              name: c.assignedNickname ?? t('console.support.nobody'),
            })}
          </span>
        </p>
        {open && (
          <div className="console-support__actions">
            <Button
              variant="secondary"
              size="sm"
              disabled={mine}
              busy={assign.isPending}
              onClick={() =>
                assign.mutate(undefined, {
                  onSuccess: () =>
                    showToast({ type: 'success', message: t('console.support.assigned') }),
                  onError,
                })
              }
            >
              {t('console.support.assignMe')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              busy={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () =>
                    showToast({ type: 'success', message: t('console.support.closeDone') }),
                  onError,
                })
              }
            >
              {t('console.support.close')}
            </Button>
          </div>
        )}
      </section>
      <SupportThread messages={messages} />
      {open ? (
        <SupportReply id={id} />
      ) : (
        <p className="console-panel console-empty" role="status">
          {t('console.support.closedText')}
        </p>
      )}
    </div>
  );
}

function ConversationRoute() {
  const { id = '' } = useParams();
  return <ConversationSection key={id} id={id} />;
}

export function SupportConversationPage() {
  return (
    <RequireRight right="support">
      <ConversationRoute />
    </RequireRight>
  );
}
