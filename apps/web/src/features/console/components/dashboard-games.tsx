/**
 * The dashboard's per-game table for the period (issue 30 "Dashboard"): plays, stakes, payouts at item value,
 * GGR, realised and expected edge; cards on phones.
 */
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../api/endpoints/get-console-dashboard.ts';
import { useConsoleFormat } from '../lib/format.ts';

const percent = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(2)} %`);

export function DashboardGames({ totals }: { totals: Dashboard['totals'] }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const cols = ['plays', 'stakes', 'payouts', 'ggr', 'edge', 'expectedEdge'] as const;
  return (
    <section className="console-panel" aria-labelledby="dashboard-games">
      <h2 id="dashboard-games">{t('console.dashboard.byGame')}</h2>
      <div className="console-table-wrap">
        <table className="console-table console-table--cards">
          <thead>
            <tr>
              <th scope="col">{t('console.dashboard.game')}</th>
              {cols.map((c) => (
                <th scope="col" className="console-num" key={c}>
                  {t(`console.dashboard.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totals.map((g) => (
              <tr key={g.game}>
                <th scope="row">{t(`console.dashboard.games.${g.game}`)}</th>
                <td className="console-num" data-label={t('console.dashboard.plays')}>
                  {g.plays}
                </td>
                <td className="console-num" data-label={t('console.dashboard.stakes')}>
                  {f.rub(g.stakes)}
                </td>
                <td className="console-num" data-label={t('console.dashboard.payouts')}>
                  {f.rub(g.payouts)}
                </td>
                <td className="console-num" data-label={t('console.dashboard.ggr')}>
                  {f.rub(g.ggr)}
                </td>
                <td className="console-num" data-label={t('console.dashboard.edge')}>
                  {percent(g.edge)}
                </td>
                <td className="console-num" data-label={t('console.dashboard.expectedEdge')}>
                  {percent(g.expectedEdge)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
