/**
 * /event/coin-cases and /event/new-cases (spec 001 §2 "spend coins" tab, new cases): the season's coin
 * cases (priced in the season's coin, opened like any case) or its new cases, from
 * `GET /v1/event/cases`, titled by the settings' `casesSectionTitles`.
 */
import { useTranslation } from 'react-i18next';
import { useEventCases } from '../../../api/endpoints/get-event-cases.ts';
import { useEventCurrent } from '../../../api/endpoints/get-event-current.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { EventCaseGrid } from '../components/event-case-grid.tsx';
import { pickSection } from '../lib/sections.ts';

export function EventCasesPage({ kind }: { kind: 'coin' | 'new' }) {
  const { t } = useTranslation();
  const season = useEventCurrent().data;
  const cases = useEventCases();
  if (cases.isPending) return <Spinner page />;
  const section = pickSection(cases.data?.sections ?? [], kind, season?.casesSectionTitles);
  const title =
    season?.casesSectionTitles[kind] ||
    section?.name ||
    t(kind === 'coin' ? 'season.tabs.coinCases' : 'season.tabs.newCases');
  return (
    <div className="page">
      {section && section.cases.length > 0 ? (
        <EventCaseGrid section={section} title={title} headingId={`season-${kind}-cases`} />
      ) : (
        <>
          <h2 className="season-h2">{title}</h2>
          <p className="season-note">{t('season.empty')}</p>
        </>
      )}
    </div>
  );
}
