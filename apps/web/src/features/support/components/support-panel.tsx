/**
 * The support chat's panel (issue 30 "Support"): a non-modal dialog above the bubble — for a visitor the prompt
 * to sign in (the header's sign-in dialog, `#reg`), for a player their conversation (support-chat.tsx). It takes
 * the focus as it opens; the close button (and Escape, support-bubble.tsx) close it.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../api/token.ts';
import { SupportChat } from './support-chat.tsx';

export function SupportPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const self = useRef<HTMLElement>(null);
  // Focus moves into the panel as it opens, so the keyboard (and Escape, support-bubble.tsx) works there.
  useEffect(() => self.current?.focus(), []);
  return (
    <section
      id={id}
      className="support-panel"
      role="dialog"
      aria-labelledby={`${id}-title`}
      ref={self}
      tabIndex={-1}
      data-testid="support-panel"
    >
      <header className="support-panel__head">
        <h2 id={`${id}-title`} className="support-panel__title">
          {t('support.title')}
        </h2>
        <button
          type="button"
          className="support-panel__close"
          aria-label={t('support.close')}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </header>
      {signedIn ? (
        <SupportChat />
      ) : (
        <div className="support-panel__guest">
          <p>{t('support.signInText')}</p>
          <Link
            className="btn btn--primary btn--md"
            to={{ pathname, search, hash: '#reg' }}
            onClick={onClose}
          >
            {t('support.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}
