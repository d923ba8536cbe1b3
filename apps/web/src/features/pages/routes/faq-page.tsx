/**
 * /faq (spec 000 §2): categories with expandable questions from GET /v1/page/faq. A deep link
 * `?type=N` opens and scrolls to one question ("FAQ type 3 points to category 5, question 19").
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFaq } from '../api/get-faq.ts';
import '../components/pages.css';

/** FAQ types of deep links → category and question ids. */
const FAQ_TYPES: Record<string, { category: number; question: number }> = {
  '3': { category: 5, question: 19 },
};

const anchor = (category: number, question: number) => `faq-${category}-${question}`;

/** The FAQ page. */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const faq = useFaq(i18n.language);
  const [params] = useSearchParams();
  const target = FAQ_TYPES[params.get('type') ?? ''];
  const targetId = target ? anchor(target.category, target.question) : null;

  useEffect(() => {
    if (targetId && faq.data)
      document.getElementById(targetId)?.scrollIntoView({ block: 'center' });
  }, [targetId, faq.data]);

  return (
    <div className="page static-page faq">
      <h1>{t('faq.title')}</h1>
      {faq.isPending && <Spinner />}
      {faq.isError && <p role="alert">{t('faq.loadError')}</p>}
      {faq.data?.categories.map((c) => (
        <section key={c.id} className="faq__category" aria-labelledby={`faq-cat-${c.id}`}>
          <h2 id={`faq-cat-${c.id}`}>{c.title}</h2>
          {c.questions.map((q) => {
            const id = anchor(c.id, q.id);
            return (
              <details key={q.id} id={id} className="faq__item" open={id === targetId}>
                <summary>{q.question}</summary>
                <p>{q.answer}</p>
              </details>
            );
          })}
        </section>
      ))}
    </div>
  );
}
