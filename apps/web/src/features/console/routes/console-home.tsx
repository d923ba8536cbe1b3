/**
 * /admin (issue 30): opens the first section the staff member's rights allow (the dashboard for roles with
 * `reports`); a role with none is told so.
 */
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleMe } from '../../../api/endpoints/get-console-me.ts';
import { sectionsFor } from '../lib/sections.ts';

export function ConsoleHomePage() {
  const { t } = useTranslation();
  const first = sectionsFor(useConsoleMe().data?.rights ?? [])[0];
  if (first) return <Navigate to={first.path} replace />;
  return (
    <section className="console-panel console-state">
      <h1 className="console-state__title">{t('console.home.noSections')}</h1>
      <p className="console-state__text">{t('console.home.noSectionsText')}</p>
    </section>
  );
}
