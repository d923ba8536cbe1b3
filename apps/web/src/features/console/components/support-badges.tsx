/**
 * Small marks of the support inbox (issue 30 "Support"): whether the page is live, and a conversation's status.
 */
import { useTranslation } from 'react-i18next';

export function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`console-badge ${live ? 'console-badge--ok' : 'console-badge--bad'}`}
      role="status"
      data-testid="support-live"
    >
      {live ? t('console.support.live') : t('console.support.offline')}
    </span>
  );
}

export function StatusBadge({ status }: { status: 'open' | 'closed' }) {
  const { t } = useTranslation();
  return (
    <span className={`console-badge${status === 'open' ? ' console-badge--ok' : ''}`}>
      {t(`console.support.${status}`)}
    </span>
  );
}
