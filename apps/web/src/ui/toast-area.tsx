/**
 * The toast stack in the corner of the screen (spec 000 §9: 360 px wide on desktop, 320 px small).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayTurn } from './overlay-queue.ts';
import { dismissToast, setToastsOnScreen, useToasts } from './toast-store.ts';
import './toast.css';

/** Renders the open toasts; errors are announced assertively, successes politely. */
export function ToastArea() {
  const toasts = useToasts();
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const newest = toasts.at(-1)?.id;
  // One overlay at a time (issue 31): the toasts wait for the new player's dialogs and push the
  // standing bars aside while they show.
  const onScreen = useOverlayTurn('toasts', toasts.length > 0);
  useEffect(() => setToastsOnScreen(onScreen), [onScreen]);
  // In the top layer (a manual popover), re-shown for each new toast so that it lands above any open
  // dialog instead of dimmed behind its backdrop (issue 9).
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (newest !== undefined && onScreen) el.showPopover();
  }, [newest, onScreen]);
  return (
    <section ref={ref} popover="manual" className="toasts" aria-label={t('common.notifications')}>
      {(onScreen ? toasts : []).map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <div className="toast__text">
            {toast.title && <strong className="toast__title">{toast.title}</strong>}
            <span>{toast.message}</span>
          </div>
          <button
            type="button"
            className="toast__close"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
