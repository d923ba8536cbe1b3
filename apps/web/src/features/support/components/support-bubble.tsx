/**
 * The support chat bubble (issue 30 "Support"; spec 000 §1 support chat widget): a round button fixed in the
 * corner of every shop page (above the phones' bottom menu, under banners and the cookie bar so it never covers
 * their controls; hidden on a battle's reels on phones; stepping aside while a button lies under it, issue 48:
 * lib/use-step-aside.ts), opening the chat panel. The badge counts staff replies
 * that arrived while the panel was closed. Mounted by the shop's frame (app/layouts/site-shell.tsx).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isBattleReels } from '../lib/battle-reels.ts';
import { setPanelOpen, useUnread } from '../lib/unread.ts';
import { useStepAside } from '../lib/use-step-aside.ts';
import './support.css';

// The panel (the chat, its form and the domain's limits, zod with them) loads when first opened: the
// bubble is on every page's first screen, the chat rarely is.
const SupportPanel = lazy(() =>
  import('./support-panel.tsx').then((m) => ({ default: m.SupportPanel })),
);

export function SupportBubble() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useUnread();
  const aside = useStepAside(button, open);

  useEffect(() => setPanelOpen(open), [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) close();
  };

  return (
    <div
      className={`support${isBattleReels(pathname) ? ' support--reels' : ''}${aside ? ' support--aside' : ''}`}
      onKeyDown={onKeyDown}
    >
      {open && (
        <Suspense fallback={null}>
          <SupportPanel id={`${id}-panel`} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="support-bubble"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={unread > 0 ? t('support.openUnread', { count: unread }) : t('support.open')}
        onClick={() => setOpen((o) => !o)}
        data-testid="support-bubble"
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {open ? (
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
              fill="currentColor"
            />
          )}
        </svg>
        {unread > 0 && (
          <span className="support-bubble__badge" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
    </div>
  );
}
