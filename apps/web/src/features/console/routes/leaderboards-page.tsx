/**
 * /admin/leaderboards (issue 30 "Running the shop"; right content): each leaderboard series with its board open
 * now, opened to change its texts, minimum and prizes for the next windows (and, if asked, the open board before
 * it settles; settled boards never change).
 */
import { useTranslation } from 'react-i18next';
import { useConsoleLeaderboards } from '../../../api/endpoints/get-console-leaderboards.ts';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { BoardSeriesForm } from '../components/content/board-series-form.tsx';
import '../components/content/content.css';

function LeaderboardsSection() {
  const { t } = useTranslation();
  const boards = useConsoleLeaderboards();
  return (
    <>
      <header className="console-head">
        <h1>{t('console.content.boards.title')}</h1>
      </header>
      <p className="console-lead">{t('console.content.boards.lead')}</p>
      {boards.data ? (
        <section className="console-panel" aria-label={t('console.content.boards.title')}>
          <ul className="content-list">
            {boards.data.series.map((s) => (
              <li key={JSON.stringify(s)}>
                <details className="content-item">
                  <summary>
                    {s.title}
                    <span className="console-dim">
                      {s.slug} · {t(`console.content.boards.periods.${s.period}`)}
                    </span>
                    {s.edited && (
                      <span className="console-badge console-badge--ok">
                        {t('console.content.boards.edited')}
                      </span>
                    )}
                  </summary>
                  <div className="content-item__body">
                    <BoardSeriesForm series={s} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <QueryFallback query={boards} />
      )}
    </>
  );
}

export function LeaderboardsPage() {
  return (
    <RequireRight right="content">
      <LeaderboardsSection />
    </RequireRight>
  );
}
