/**
 * /admin/season?id= (issue 30 "Running the shop"; right catalog): a season (the running one unless the URL names
 * another) — its window and main settings, the battle pass's levels and its tasks; every save marks the season
 * edited, so seeding leaves it alone.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleSeason } from '../../../api/endpoints/get-console-season.ts';
import { useConsoleSeasons } from '../../../api/endpoints/get-console-seasons.ts';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { SeasonLevels } from '../components/content/season-levels.tsx';
import { SeasonSettingsForm } from '../components/content/season-settings-form.tsx';
import { SeasonTasks } from '../components/content/season-tasks.tsx';
import '../components/content/content.css';

function SeasonDetail({ id }: { id: string }) {
  const season = useConsoleSeason(id);
  if (!season.data) return <QueryFallback query={season} />;
  const s = season.data;
  return (
    <>
      <SeasonSettingsForm key={JSON.stringify(s.season)} season={s.season} />
      <SeasonLevels seasonId={s.season.id} levels={s.levels} />
      <SeasonTasks seasonId={s.season.id} tasks={s.tasks} />
    </>
  );
}

function SeasonSection() {
  const { t } = useTranslation();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const list = useConsoleSeasons();
  const seasons = list.data?.seasons ?? [];
  const chosen = params.get('id') ?? (seasons.find((s) => s.running) ?? seasons.at(-1))?.id ?? null;
  return (
    <>
      <header className="console-head">
        <h1>{t('console.content.season.title')}</h1>
      </header>
      <p className="console-lead">{t('console.content.season.lead')}</p>
      {seasons.length > 1 && (
        <div className="console-panel field">
          <label htmlFor={selectId}>{t('console.content.season.pick')}</label>
          <select
            id={selectId}
            value={chosen ?? ''}
            onChange={(e) => setParams({ id: e.target.value })}
          >
            {seasons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.slug}
                {s.running ? ` · ${t('console.content.season.running')}` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      {list.data ? (
        chosen ? (
          <SeasonDetail id={chosen} />
        ) : (
          <p className="console-panel console-empty">{t('console.content.season.none')}</p>
        )
      ) : (
        <QueryFallback query={list} />
      )}
    </>
  );
}

export function SeasonPage() {
  return (
    <RequireRight right="catalog">
      <SeasonSection />
    </RequireRight>
  );
}
