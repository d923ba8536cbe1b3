/**
 * /admin/support?status&page (issue 30 "Support"; right support): the inbox — open conversations first, newest
 * activity first, 50 a page, filtered all / open / closed (kept in the URL); each row the player (nickname and
 * id), the last message, the status and the assignee, linking to the conversation. Live: a player's message or
 * a colleague's action refreshes it (use-inbox-live.ts).
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useConsoleSupportInbox,
  type InboxFilter,
} from '../../../api/endpoints/get-console-support-inbox.ts';
import { paths } from '../../../shared/paths.ts';
import { Pager } from '../components/pager.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { LiveBadge, StatusBadge } from '../components/support-badges.tsx';
import { useConsoleFormat } from '../lib/format.ts';
import { useInboxLive } from '../lib/use-inbox-live.ts';
import '../components/support.css';

const FILTERS: readonly InboxFilter[] = ['all', 'open', 'closed'];
const PAGE_SIZE = 50;

function InboxSection() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const live = useInboxLive();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: InboxFilter = FILTERS.includes(raw as InboxFilter) ? (raw as InboxFilter) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useConsoleSupportInbox(status, page);
  const link = (s: InboxFilter, p = 1) => paths.consoleSupport(s === 'all' ? undefined : s, p);
  return (
    <div className="console-support" data-live={live ? 'on' : 'off'}>
      <header className="console-head">
        <h1>{t('console.support.title')}</h1>
        <LiveBadge live={live} />
        {inbox.data && (
          <p className="console-dim">{t('console.support.total', { count: inbox.data.total })}</p>
        )}
      </header>
      <p className="console-lead">{t('console.support.lead')}</p>
      <nav className="console-support__filters" aria-label={t('console.support.filter')}>
        {FILTERS.map((s) => (
          <Link
            key={s}
            to={link(s)}
            className="console-support__filter"
            aria-current={s === status ? 'page' : undefined}
          >
            {t(`console.support.filters.${s}`)}
          </Link>
        ))}
      </nav>
      {inbox.data ? (
        inbox.data.conversations.length === 0 ? (
          <p className="console-panel console-empty">{t('console.support.empty')}</p>
        ) : (
          <>
            <ul className="console-support__list" aria-label={t('console.support.table')}>
              {inbox.data.conversations.map((c) => {
                const waiting = c.status === 'open' && c.lastMessage && !c.lastMessage.fromStaff;
                return (
                  <li key={c.id} className="console-panel console-support__row">
                    <div className="console-support__row-head">
                      <Link
                        to={paths.consoleSupportConversation(c.id)}
                        className="console-support__who"
                      >
                        {c.nickname}
                      </Link>
                      <span className="console-dim">#{c.userId}</span>
                      <StatusBadge status={c.status} />
                      {waiting && (
                        <span className="console-badge console-badge--bad">
                          {t('console.support.waiting')}
                        </span>
                      )}
                    </div>
                    <p className="console-support__last">
                      {c.lastMessage ? (
                        <>
                          {c.lastMessage.fromStaff && (
                            <span className="console-dim">{t('console.support.fromStaff')}</span>
                          )}
                          {c.lastMessage.body}
                        </>
                      ) : (
                        <span className="console-dim">{t('console.support.noMessages')}</span>
                      )}
                    </p>
                    <p className="console-support__meta console-dim">
                      <span>
                        {t('console.support.assignedTo', {
                          name: c.assignedNickname ?? t('console.support.nobody'),
                        })}
                      </span>
                      <span>
                        {t('console.support.activity')}: {f.dateTime(c.lastMessageAt)}
                      </span>
                    </p>
                  </li>
                );
              })}
            </ul>
            <Pager
              page={inbox.data.page}
              total={inbox.data.total}
              pageSize={PAGE_SIZE}
              onPage={(p) => void navigate(link(status, p))}
            />
          </>
        )
      ) : (
        <QueryFallback query={inbox} />
      )}
    </div>
  );
}

export function SupportInboxPage() {
  return (
    <RequireRight right="support">
      <InboxSection />
    </RequireRight>
  );
}
