/**
 * /admin/texts (issue 30 "Running the shop"; right content): the FAQ and each page's title and description, in
 * Russian and English; the shop shows a save within seconds.
 */
import { useTranslation } from 'react-i18next';
import { useConsoleFaq } from '../../../api/endpoints/get-console-faq.ts';
import { useConsoleSeo } from '../../../api/endpoints/get-console-seo.ts';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { FaqEditor } from '../components/content/faq-editor.tsx';
import { SeoEditor } from '../components/content/seo-editor.tsx';
import '../components/content/content.css';

function TextsSection() {
  const { t } = useTranslation();
  const faq = useConsoleFaq();
  const seo = useConsoleSeo();
  return (
    <>
      <header className="console-head">
        <h1>{t('console.content.texts.title')}</h1>
      </header>
      <p className="console-lead">{t('console.content.texts.lead')}</p>
      {faq.data ? (
        <FaqEditor key={JSON.stringify(faq.data)} current={faq.data} />
      ) : (
        <QueryFallback query={faq} />
      )}
      {seo.data ? <SeoEditor pages={seo.data.pages} /> : <QueryFallback query={seo} />}
    </>
  );
}

export function TextsPage() {
  return (
    <RequireRight right="content">
      <TextsSection />
    </RequireRight>
  );
}
