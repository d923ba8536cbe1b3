/**
 * Modal dialog on the native <dialog> element: focus trap, Escape to close, role "dialog"
 * named by its title (so tests and screen readers find it by name).
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackOpenModal } from './open-modals.ts';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `wide`: up to 640 px, for a table (the console's publish confirmation); default 440 px. */
  size?: 'wide';
}

/** Shows `children` in a centred dialog while `open`; closes on Escape, the × button or a backdrop click. */
export function Modal({ open, title, onClose, children, size }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Other overlays (scammer warning, cookie bar) wait while a dialog is open.
  useEffect(() => (open ? trackOpenModal() : undefined), [open]);

  return (
    <dialog
      ref={ref}
      className={size === 'wide' ? 'modal modal--wide' : 'modal'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="modal__close"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
