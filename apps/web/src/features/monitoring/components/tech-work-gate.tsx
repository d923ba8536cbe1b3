/**
 * Replaces the app with a tech-work page while the monitoring status says offline (spec 000 §2 overlays).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../api/get-status.ts';

/** Renders `children`, or the maintenance notice when the shop is offline. */
export function TechWorkGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!useIsOffline()) return children;
  return (
    <main className="page page--center">
      <div className="notice">
        <h1>{t('techWork.title')}</h1>
        <p>{t('techWork.text')}</p>
      </div>
    </main>
  );
}
