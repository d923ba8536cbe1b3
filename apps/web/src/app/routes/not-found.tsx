/**
 * 404 page for unmatched routes (spec 000 §2 "Unmatched route: 404 Page not found").
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths.ts';

/** "Страница не найдена" with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--center">
      <div className="notice">
        <p className="notice__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to={paths.home()} className="btn btn--primary btn--md">
          {t('common.toHome')}
        </Link>
      </div>
    </div>
  );
}
