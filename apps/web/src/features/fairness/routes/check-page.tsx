/**
 * /provably-fair/check (spec 000 §2 provably-fair layout): one tab per game (checks/registry.tsx);
 * the browser recomputes the outcome from revealed seeds. Public: anyone can verify (see
 * docs/spec-deviations.md — the spec's guard sends visitors away).
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHECK_TABS } from '../checks/registry.tsx';
import '../components/fairness.css';

/** The check page. */
export function FairnessCheckPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = CHECK_TABS.find((tab) => tab.key === params.get('game')) ?? CHECK_TABS[0]!;
  const { Component } = active;

  return (
    <div className="page fairness">
      <header className="fairness__intro">
        <h1>{t('fairness.title')}</h1>
        <p>{t('fairness.intro')}</p>
      </header>
      {CHECK_TABS.length > 1 && (
        <div className="fairness__tabs" role="tablist" aria-label={t('fairness.gamesLabel')}>
          {CHECK_TABS.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`check-tab-${tab.key}`}
              aria-selected={tab === active}
              aria-controls="check-panel"
              className="fairness__tab"
              onClick={() =>
                setParams(tab.key === CHECK_TABS[0]!.key ? {} : { game: tab.key }, {
                  replace: true,
                  preventScrollReset: true,
                })
              }
            >
              {t(tab.label)}
            </button>
          ))}
        </div>
      )}
      <div
        id="check-panel"
        className="fairness__panel-wrap"
        role={CHECK_TABS.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={CHECK_TABS.length > 1 ? `check-tab-${active.key}` : undefined}
      >
        <Component />
      </div>
    </div>
  );
}
