/**
 * Error page of the router: title, description, button to home (spec 000 §2 global overlays).
 * Bots are not shown it: crawlers get a plain, neutral fallback instead.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths.ts';
import { NotFoundPage } from './not-found.tsx';
import { NoticePage } from '../../shared/notice-page.tsx';
import { reportError } from '../../shared/error-reporting/report.ts';

const BOT = /bot|crawler|spider/i;

/** Shown when a route throws; a 404 response renders the not-found page. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) reportError(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (BOT.test(navigator.userAgent)) return <div className="page" />;
  console.error(error);
  // A plain link: after a crash the home page loads afresh.
  return (
    <NoticePage title={t('errorPage.title')} text={t('errorPage.text')}>
      <a href={paths.home()} className="btn btn--primary btn--md">
        {t('common.toHome')}
      </a>
    </NoticePage>
  );
}
