/**
 * 404 page for unmatched routes (spec 000 §2 "Unmatched route: 404 Page not found").
 */
import { useTranslation } from 'react-i18next';
import { NoticePage } from '../../shared/notice-page.tsx';

/** "Страница не найдена" with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <NoticePage code="404" title={t('notFound.title')} text={t('notFound.text')} homeLink />;
}
