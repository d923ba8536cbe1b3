/**
 * Replaces the app with a tech-work page while the monitoring status says offline (spec 000 §2 overlays; issue 30:
 * the console's switch), with the operator's message when there is one.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../api/get-status.ts';

/** Renders `children`, or the maintenance notice when the shop is offline. */
export function TechWorkGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSiteStatus();
  if (!status.offline) return children;
  return (
    <main className="page page--center" data-testid="tech-work">
      <div className="notice">
        <h1>{t('techWork.title')}</h1>
        <p>{status.message ?? t('techWork.text')}</p>
      </div>
    </main>
  );
}
