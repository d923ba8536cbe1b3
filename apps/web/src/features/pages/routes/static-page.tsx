/**
 * Short text pages (spec 000 §2): /cookies, /contacts, /user-agreement, /event-condition.
 * Their text lives in the i18n files (`static.<page>.body`, one paragraph per entry).
 */
import { useTranslation } from 'react-i18next';
import '../components/pages.css';

export type StaticPageName = 'cookies' | 'contacts' | 'userAgreement' | 'eventCondition';

/** Title and paragraphs of one text page. */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation();
  const body = t(`static.${page}.body`, { returnObjects: true });
  return (
    <article className="page static-page">
      <h1>{t(`static.${page}.title`)}</h1>
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
