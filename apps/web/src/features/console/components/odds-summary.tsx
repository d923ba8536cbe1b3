/**
 * The draft's odds while editing (issue 30 "Catalog and odds"): total weight, expected value of one drop, RTP
 * against the bounds a paid case must keep to be published — computed in the browser with the domain's formula,
 * the same the server checks on save.
 */
import { useTranslation } from 'react-i18next';
import type { Draft } from '../lib/case-draft.ts';
import { oddsOf } from '../lib/case-draft.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { RtpBadge } from './rtp-badge.tsx';

export function OddsSummary({ draft, min, max }: { draft: Draft; min: number; max: number }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const odds = oddsOf(draft);
  const outside = odds.rtp !== null && (odds.rtp < min || odds.rtp > max);
  return (
    <section className="console-panel odds-summary" aria-live="polite" aria-labelledby="odds-title">
      <h2 id="odds-title">{t('console.catalog.odds')}</h2>
      <dl className="console-figures">
        <div className="console-figures__item">
          <dt>{t('console.catalog.totalWeight')}</dt>
          <dd data-testid="odds-total">{odds.valid ? odds.totalWeight : t('console.dash')}</dd>
        </div>
        <div className="console-figures__item">
          <dt>{t('console.catalog.ev')}</dt>
          <dd data-testid="odds-ev">{odds.valid ? f.rub(Math.round(odds.ev * 100) / 100) : '—'}</dd>
        </div>
        <div className="console-figures__item">
          <dt>{t('console.catalog.rtp')}</dt>
          <dd data-testid="odds-rtp">
            <RtpBadge rtp={odds.rtp} min={min} max={max} />
          </dd>
        </div>
      </dl>
      {outside && (
        <p className="console-status console-status--bad" role="alert">
          {t('console.catalog.outside', {
            min: Math.round(min * 1000) / 10,
            max: Math.round(max * 1000) / 10,
          })}
        </p>
      )}
    </section>
  );
}
