/**
 * The centred notice that stands in for a page (not found, unavailable, errors):
 * optional code or kicker, the title, an optional text, then a link home or the given actions.
 * Shared by the app's own routes and the features' pages.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from './paths.ts';

/** `homeLink` adds the "to the home page" button after `children`. */
export function NoticePage({
  code,
  kicker,
  title,
  text,
  homeLink = false,
  children,
}: {
  /** Big decorative code above the title (e.g. 404), hidden from screen readers. */
  code?: string;
  kicker?: string;
  title: string;
  text?: string;
  homeLink?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page page--center">
      <div className="notice">
        {code && (
          <p className="notice__code" aria-hidden="true">
            {code}
          </p>
        )}
        {kicker && <p className="notice__kicker">{kicker}</p>}
        <h1>{title}</h1>
        {text && <p>{text}</p>}
        {children}
        {homeLink && (
          <Link to={paths.home()} className="btn btn--primary btn--md">
            {t('common.toHome')}
          </Link>
        )}
      </div>
    </div>
  );
}
