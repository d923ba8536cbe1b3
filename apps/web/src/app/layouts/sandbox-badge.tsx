/**
 * "Тестовые платежи": shown in the header on every page while the sandbox payment provider is on
 * (issue 8), so nobody mistakes test money for real payments.
 */
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../api/endpoints/get-config.ts';

export function SandboxBadge() {
  const { t } = useTranslation();
  if (!useConfig()?.paymentsSandbox) return null;
  return (
    <span
      className="sandbox-badge"
      role="note"
      title={t('sandbox.hint')}
      aria-label={t('sandbox.badge')}
    >
      <span className="sandbox-badge__long">{t('sandbox.badge')}</span>
      <span className="sandbox-badge__short" aria-hidden="true">
        {t('sandbox.short')}
      </span>
    </span>
  );
}
