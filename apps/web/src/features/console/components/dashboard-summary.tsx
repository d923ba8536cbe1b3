/**
 * The dashboard's summary figures for the chosen period (issue 30 "Dashboard"): deposits, withdrawals (with what the
 * marketplace charged for those it delivered and their margin, issue 46), gross
 * gaming revenue, the realised and expected house edge over every game, active players on the last day and new
 * players in all.
 */
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../api/endpoints/get-console-dashboard.ts';
import { useConsoleFormat } from '../lib/format.ts';

const percent = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(2)} %`);

export function DashboardSummary({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const sum = (pick: (d: Dashboard['days'][number]) => number) =>
    data.days.reduce((s, d) => s + pick(d), 0);
  const stakes = data.totals.reduce((s, g) => s + g.stakes, 0);
  const ggr = data.totals.reduce((s, g) => s + g.ggr, 0);
  const expected = data.totals.reduce((s, g) => s + (g.expectedEdge ?? 0) * g.stakes, 0);
  const last = data.days[data.days.length - 1];
  const figures: [string, string][] = [
    [t('console.dashboard.deposits'), f.rub(sum((d) => d.deposits))],
    [t('console.dashboard.withdrawals'), f.rub(sum((d) => d.withdrawals))],
    [t('console.dashboard.withdrawalsCost'), f.rub(sum((d) => d.withdrawalsCost))],
    [t('console.dashboard.withdrawalsMargin'), f.rub(sum((d) => d.withdrawalsMargin))],
    [t('console.dashboard.ggr'), f.rub(ggr)],
    [t('console.dashboard.edge'), percent(stakes > 0 ? ggr / stakes : null)],
    [t('console.dashboard.expectedEdge'), percent(stakes > 0 ? expected / stakes : null)],
    [t('console.dashboard.activeToday'), String(last?.activePlayers ?? 0)],
    [t('console.dashboard.newPlayers'), String(sum((d) => d.newPlayers))],
  ];
  return (
    <section className="console-panel" aria-label={t('console.dashboard.summary')}>
      <dl className="console-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="console-figures__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
