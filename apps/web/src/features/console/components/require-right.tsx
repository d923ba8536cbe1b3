/**
 * A console page behind one right (ROLE_RIGHTS): its children, or the "no access" notice for a role
 * without it (the server would answer 403 console_forbidden anyway).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRight } from '@cases/domain/api/admin';
import { useConsoleMe } from '../../../api/endpoints/get-console-me.ts';

export function RequireRight({ right, children }: { right: StaffRight; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useConsoleMe().data;
  if (me?.rights.includes(right)) return children;
  return (
    <section className="console-panel console-state">
      <h1 className="console-state__title">{t('console.forbidden.title')}</h1>
      <p className="console-state__text">{t('console.forbidden.text')}</p>
    </section>
  );
}
