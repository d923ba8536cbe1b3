/**
 * Footer statistics strip: opened, users, upgrades, battles, online, arcanes (spec 000 §2).
 */
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/locale.ts';
import { useFooterStats } from '../api/get-footer-stats.ts';
import type { FooterStatsData } from '../api/get-footer-stats.ts';
import './live.css';
import { numberFormat } from '../../../i18n/intl-formats.ts';

const COUNTERS = [
  'opened',
  'users',
  'upgrades',
  'battles',
  'online',
  'arcanes',
] as const satisfies readonly (keyof FooterStatsData)[];

/** Six counters, grouped with spaces in the current locale. */
export function StatsStrip() {
  const { t, i18n } = useTranslation();
  const { data } = useFooterStats();
  const nf = numberFormat(intlLocale(i18n.language));
  return (
    <dl className="stats-strip" aria-label={t('stats.title')}>
      {COUNTERS.map((key) => (
        <div key={key} className={`stats-strip__item stats-strip__item--${key}`}>
          <dt>{t(`stats.${key}`)}</dt>
          <dd>{data ? nf.format(data[key]) : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
