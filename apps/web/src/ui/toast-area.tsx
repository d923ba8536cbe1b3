/**
 * The toast stack in the corner of the screen (spec 000 §9: 360 px wide on desktop, 320 px small).
 */
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast-store.ts';
import './toast.css';

/** Renders the open toasts; errors are announced assertively, successes politely. */
export function ToastArea() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
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
