/**
 * Scammer warning modal (spec 001 §2 overlays, §4 "Scammer popup"): shown to a signed-in player
 * unless dismissed for good or closed less than 24 h ago. Closing stores the time (kept 24 h);
 * with "не показывать снова" ticked the dismissal is kept for a year.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useOpenModalCount } from '../../../ui/open-modals.ts';
import { useOverlayTurn } from '../../../ui/overlay-queue.ts';
import { readStored, writeStored } from '../../../api/stored-value.ts';
import './notices.css';

export const SCAMMER_KEY = 'scammer-warning';
const TYPE = 'scammer';
const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;
const LINES = ['line1', 'line2', 'line3', 'line4', 'line5'] as const;
/** How long no other dialog must be open before the warning shows (ms). */
const SETTLE_MS = 600;

interface Dismissal {
  closedAt: number;
  forever: boolean;
}

/** The modal; renders nothing for visitors or while dismissed. */
export function ScammerWarning() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const checkboxId = useId();
  const [dismissed, setDismissed] = useState(() => readStored<Dismissal>(SCAMMER_KEY, TYPE));
  const [forever, setForever] = useState(false);
  const hidden =
    dismissed !== null && (dismissed.forever || Date.now() - dismissed.closedAt < DAY_MS);
  // One overlay at a time: wait until no other dialog (the new player's credentials) is open;
  // once shown it stays until closed.
  const [shown, setShown] = useState(false);
  const openDialogs = useOpenModalCount();
  const eligible = signedIn && !hidden;
  // Its turn in the overlay queue (issue 31): after the new player's credentials, before the push
  // banner, toasts and the cookie bar, which wait while it asks.
  const turn = useOverlayTurn('scammer', eligible);
  // Wait a moment with no dialog open: right after sign-up the credentials dialog opens a beat later.
  useEffect(() => {
    if (!turn || shown || openDialogs > 0) return;
    const timer = setTimeout(() => setShown(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [turn, shown, openDialogs]);
  if (!turn || !shown) return null;

  const close = () => {
    const value: Dismissal = { closedAt: Date.now(), forever };
    writeStored(SCAMMER_KEY, TYPE, value, forever ? YEAR_MS : DAY_MS);
    setDismissed(value);
  };

  return (
    <Modal open title={t('scammer.title')} onClose={close}>
      <div className="scammer">
        <p>{t('scammer.description')}</p>
        <ul className="scammer__list">
          {LINES.map((line) => (
            <li key={line}>{t(`scammer.${line}`)}</li>
          ))}
        </ul>
        <label className="scammer__check" htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={forever}
            onChange={(e) => setForever(e.target.checked)}
          />
          {t('scammer.dontShow')}
        </label>
        <Button variant="primary" size="md" onClick={close}>
          {t('scammer.ok')}
        </Button>
      </div>
    </Modal>
  );
}
