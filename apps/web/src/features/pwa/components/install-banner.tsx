/**
 * The install banner, spec 000 §4 "Install bonus" and §9: offered to signed-in players when the
 * browser allows installing (beforeinstallprompt) or, on iOS Safari, as an "Add to Home Screen"
 * hint; never inside the installed app, and not on the game routes the caller marks `suppressed`.
 * Closing stores the time; the banner re-shows after 86,400,000 ms.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../../api/stored-value.ts';
import { useSignedIn } from '../../../api/token.ts';
import { Button } from '../../../ui/button.tsx';
import { isIosSafari, isStandalone } from '../lib/display-mode.ts';
import { promptInstall, useInstallPromptAvailable } from '../lib/install-prompt.ts';
import { useInstallBonus } from '../lib/use-install-bonus.ts';
import './pwa.css';

export const INSTALL_BANNER_KEY = 'install-banner';
const TYPE = 'install-banner';
/** Spec 000 §9 "banner re-show 86,400,000 ms". */
export const BANNER_RESHOW_MS = 86_400_000;

/** The banner, plus the one-time bonus claim when the app runs installed. */
export function InstallBanner({ suppressed }: { suppressed: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const canPrompt = useInstallPromptAvailable();
  const [closedAt, setClosedAt] = useState(() => readStored<number>(INSTALL_BANNER_KEY, TYPE));
  const [ios] = useState(isIosSafari);
  const [standalone] = useState(isStandalone);
  useInstallBonus();

  const recentlyClosed = closedAt !== null && Date.now() - closedAt < BANNER_RESHOW_MS;
  if (!signedIn || suppressed || standalone || recentlyClosed || !(canPrompt || ios)) return null;

  const close = () => {
    const now = Date.now();
    writeStored(INSTALL_BANNER_KEY, TYPE, now, BANNER_RESHOW_MS);
    setClosedAt(now);
  };

  return (
    <section className="install-banner" aria-label={t('pwa.bannerLabel')}>
      <img className="install-banner__icon" src="/icon-192.svg" alt="" width={40} height={40} />
      <p className="install-banner__text">
        <strong>{t('pwa.title')}</strong>
        <span>{canPrompt ? t('pwa.text') : t('pwa.iosHint')}</span>
      </p>
      {canPrompt && (
        <Button variant="primary" size="sm" onClick={() => void promptInstall()}>
          {t('pwa.install')}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={close} aria-label={t('pwa.close')}>
        ×
      </Button>
    </section>
  );
}
