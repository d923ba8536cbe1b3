/**
 * /admin/dashboard (issue 30 "Dashboard"; right reports; docs/console.md "Dashboard"): the last 7, 30 or 90 days
 * (in the URL as `?days=`) — summary figures, charts of money per day, GGR per game per day and players per day
 * (Chart.js, in the console's lazy chunk only), and the per-game table.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_GAMES } from '@cases/domain/api/admin-site';
import {
  useConsoleDashboard,
  type Dashboard,
} from '../../../api/endpoints/get-console-dashboard.ts';
import { paths } from '../../../shared/paths.ts';
import { ConsoleChart } from '../components/console-chart.tsx';
import { DashboardGames } from '../components/dashboard-games.tsx';
import { DashboardSummary } from '../components/dashboard-summary.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import '../components/dashboard.css';

const PERIODS = [7, 30, 90] as const;

function Charts({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const charts = useMemo(() => {
    const labels = data.days.map((d) => d.day.slice(5));
    return [
      {
        key: 'money' as const,
        kind: 'line' as const,
        labels,
        series: [
          { label: t('console.dashboard.deposits'), data: data.days.map((d) => d.deposits) },
          { label: t('console.dashboard.withdrawals'), data: data.days.map((d) => d.withdrawals) },
          {
            label: t('console.dashboard.ggr'),
            data: data.days.map((d) => d.games.reduce((s, g) => s + g.ggr, 0)),
          },
        ],
      },
      {
        key: 'ggrByGame' as const,
        kind: 'bar' as const,
        stacked: true,
        labels,
        series: DASHBOARD_GAMES.map((game) => ({
          label: t(`console.dashboard.games.${game}`),
          data: data.days.map((d) => d.games.find((g) => g.game === game)?.ggr ?? 0),
        })),
      },
      {
        key: 'players' as const,
        kind: 'line' as const,
        labels,
        series: [
          { label: t('console.dashboard.active'), data: data.days.map((d) => d.activePlayers) },
          { label: t('console.dashboard.newPlayers'), data: data.days.map((d) => d.newPlayers) },
        ],
      },
    ];
  }, [data, t]);
  return (
    <div className="console-dashboard__charts">
      {charts.map((c) => (
        <section className="console-panel" key={c.key} aria-labelledby={`chart-${c.key}`}>
          <h2 id={`chart-${c.key}`}>{t(`console.dashboard.chart.${c.key}`)}</h2>
          <ConsoleChart
            kind={c.kind}
            stacked={c.stacked}
            labels={c.labels}
            series={c.series}
            label={t(`console.dashboard.chart.${c.key}`)}
          />
        </section>
      ))}
    </div>
  );
}

function DashboardSection() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = Number(search.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const state = useConsoleDashboard(days);
  return (
    <>
      <header className="console-head">
        <h1>{t('console.dashboard.title')}</h1>
      </header>
      <p className="console-lead">{t('console.dashboard.lead')}</p>
      <nav className="console-dashboard__days" aria-label={t('console.dashboard.period')}>
        {PERIODS.map((p) => (
          <Link
            key={p}
            className={`btn btn--sm ${p === days ? 'btn--primary' : 'btn--secondary'}`}
            to={`${paths.consoleDashboard()}?days=${p}`}
            aria-current={p === days ? 'page' : undefined}
          >
            {t('console.dashboard.days', { count: p })}
          </Link>
        ))}
      </nav>
      {state.data ? (
        <>
          <DashboardSummary data={state.data} />
          <Charts data={state.data} />
          <DashboardGames totals={state.data.totals} />
        </>
      ) : (
        <QueryFallback query={state} />
      )}
    </>
  );
}

export function DashboardPage() {
  return (
    <RequireRight right="reports">
      <DashboardSection />
    </RequireRight>
  );
}
