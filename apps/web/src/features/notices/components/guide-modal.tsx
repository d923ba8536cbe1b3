/**
 * The guide modal (spec 000 §2 "a guide modal"): how the shop works in four steps — top up, open a case with
 * published odds, keep, sell or withdraw the item, and play on — each with a link to where it happens. Opened
 * from the footer's "how it works" link (`#guide`, `paths.guide()`) on any page; texts in the `notices` bundle.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../../api/endpoints/get-config.ts';
import { paths } from '../../../shared/paths.ts';
import { Modal } from '../../../ui/modal.tsx';
import './notices.css';

/** The four steps in a dialog; each step's link closes it on the way. */
export function GuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The games step leads to the battles while they are on (spec 000 §1 flag), else to the upgrades.
  const battles = useFeature('battles');
  const steps = [
    { key: 'refill', to: paths.refill() },
    { key: 'open', to: paths.home() },
    { key: 'item', to: paths.profile() },
    { key: 'play', to: battles ? paths.battles() : paths.upgrades() },
  ] as const;
  return (
    <Modal open={open} onClose={onClose} title={t('guide.title')}>
      <p className="guide__lead">{t('guide.lead')}</p>
      <ol className="guide">
        {steps.map((step) => (
          <li key={step.key} className="guide__step">
            <h3 className="guide__title">{t(`guide.steps.${step.key}.title`)}</h3>
            <p className="guide__text">{t(`guide.steps.${step.key}.text`)}</p>
            <Link to={step.to} className="guide__link" onClick={onClose}>
              {t(`guide.steps.${step.key}.action`)}
            </Link>
          </li>
        ))}
      </ol>
      <p className="guide__fair">
        {t('guide.fair')}{' '}
        <Link to={paths.fairnessCheck()} onClick={onClose}>
          {t('guide.fairLink')}
        </Link>
      </p>
    </Modal>
  );
}
