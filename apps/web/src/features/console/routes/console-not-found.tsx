/**
 * Any other /admin/… path (issue 30): the console's own "section not found", inside its frame.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';

export function ConsoleNotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="console-panel console-state">
      <h1 className="console-state__title">{t('console.notFound.title')}</h1>
      <p className="console-state__text">{t('console.notFound.text')}</p>
      <Link to={paths.console()}>{t('console.notFound.back')}</Link>
    </section>
  );
}
