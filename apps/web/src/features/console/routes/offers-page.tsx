/**
 * /admin/offers (issue 30 "Running the shop"; right catalog): shop offers and personal-offer templates with
 * price, sold of stock and state, each opened to edit; a new shop offer at the end. The shop's offers follow a
 * save at once.
 */
import { useTranslation } from 'react-i18next';
import { useConsoleOffers } from '../../../api/endpoints/get-console-offers.ts';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { OfferForm } from '../components/content/offer-form.tsx';
import { useConsoleFormat } from '../lib/format.ts';
import '../components/content/content.css';

function OffersSection() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const offers = useConsoleOffers();
  return (
    <>
      <header className="console-head">
        <h1>{t('console.content.offers.title')}</h1>
      </header>
      <p className="console-lead">{t('console.content.offers.lead')}</p>
      {offers.data ? (
        <section className="console-panel" aria-label={t('console.content.offers.title')}>
          <ul className="content-list">
            {offers.data.offers.map((o) => (
              <li key={JSON.stringify(o)}>
                <details className="content-item">
                  <summary>
                    {o.title}
                    <span className="console-dim">
                      {o.slug} · {f.rub(o.price)} ·{' '}
                      {t('console.content.offers.soldOf', { sold: o.sold, stock: o.stock ?? '∞' })}
                      {o.triggerType &&
                        ` · ${t('console.content.offers.personal', { trigger: o.triggerType })}`}
                    </span>
                    <span className={`console-badge console-badge--${o.active ? 'ok' : 'bad'}`}>
                      {o.active ? t('console.content.offers.on') : t('console.content.offers.off')}
                    </span>
                  </summary>
                  <div className="content-item__body">
                    <OfferForm offer={o} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
          <details className="content-item">
            <summary>{t('console.content.offers.new')}</summary>
            <div className="content-item__body">
              <OfferForm key={offers.data.offers.length} offer={null} />
            </div>
          </details>
        </section>
      ) : (
        <QueryFallback query={offers} />
      )}
    </>
  );
}

export function OffersPage() {
  return (
    <RequireRight right="catalog">
      <OffersSection />
    </RequireRight>
  );
}
