/**
 * A support conversation's messages as staff see them (issue 30 "Support"): oldest first, the player's on the
 * left, staff's (with the staff member's nickname) on the right, each with its time; kept scrolled to the newest.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportThread as Thread } from '../../../api/endpoints/get-console-support-thread.ts';
import { useConsoleFormat } from '../lib/format.ts';

export function SupportThread({ messages }: { messages: Thread['messages'] }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  return (
    <section className="console-panel">
      <h2 className="console-support__thread-title">{t('console.support.thread')}</h2>
      {messages.length === 0 ? (
        <p className="console-empty">{t('console.support.noMessages')}</p>
      ) : (
        <ol
          ref={list}
          className="console-support__thread"
          aria-label={t('console.support.thread')}
          tabIndex={0}
          data-testid="support-thread"
        >
          {messages.map((m) => (
            <li
              key={m.id}
              className={`console-support__msg console-support__msg--${m.fromStaff ? 'staff' : 'player'}`}
            >
              <p className="console-support__msg-meta">
                <span>
                  {m.fromStaff
                    ? t('console.support.staffAuthor', { name: m.authorNickname })
                    : m.authorNickname}
                </span>
                <time dateTime={m.createdAt}>{f.dateTime(m.createdAt)}</time>
              </p>
              <p className="console-support__msg-body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
