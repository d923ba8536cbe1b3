/**
 * The campaign's promo code as a button that copies it (spec 001 §8 "Copying a promo shows a success toast"): a
 * click puts the code on the clipboard and shows the success toast; a browser that refuses the clipboard shows
 * nothing (the code stays readable on the button).
 */
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast-store.ts';

export function PromoCodeCopy({ code }: { code: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => showToast({ type: 'success', message: t('promoPopup.copied', { code }) }),
      () => undefined,
    );
  return (
    <button
      type="button"
      className="promo-popup__code"
      aria-label={t('promoPopup.copy', { code })}
      onClick={() => void copy()}
    >
      {code}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        className="promo-popup__copy"
      >
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
        />
      </svg>
    </button>
  );
}
