/**
 * Front page (spec 000 §2 "/"): the main-page sections with their case cards, then what the app
 * composes below them (the leaderboard widget, spec 001 §2), with the season's banners (spec 001 §7
 * `GET /v1/event/banners`) and the battles and free-cases banners between them while their flags are on
 * (spec 000 §1).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../../api/endpoints/get-config.ts';
import { useEventBanners } from '../../../api/endpoints/get-event-banners.ts';
import { useLevels } from '../../../api/endpoints/get-levels.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSections } from '../../../api/endpoints/get-sections.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { withTexts } from '../../../i18n/i18n.ts';
import { CaseSection } from '../components/case-section.tsx';

// Below the sections, so the first screen the server writes (which has no banners) keeps its place; a chunk
// of its own with its texts, fetched only when a banner is on.
const FrontBanners = lazy(
  withTexts(
    () =>
      import('../components/front-banners.tsx').then((m) => ({
        default: m.FrontBanners,
      })),
    'front',
  ),
);

/** Lists every section; the player's level locks higher-level cases. `children` follow the sections. */
export function FrontPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const sections = useSections();
  const me = useMe().data;
  const levels = useLevels(me?.userId);
  const battlesOn = useFeature('battles');
  // A banner for battles only while the battles themselves are on.
  const battlesBanner = useFeature('battles_banner') && battlesOn;
  const freeCasesBanner = useFeature('free_cases_banner');
  const season = useEventBanners().data?.banners ?? [];

  if (sections.isPending) return <Spinner />;
  if (sections.isError) {
    return (
      <div className="page page--center">
        <div className="notice">
          <p>{t('cases.loadError')}</p>
          <Button variant="secondary" onClick={() => void sections.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="page front-page">
      {sections.data.map((section) => (
        <CaseSection key={section.id} section={section} userLevel={levels.data?.userLevel} />
      ))}
      {(battlesBanner || freeCasesBanner || season.length > 0) && (
        <Suspense fallback={null}>
          <FrontBanners battles={battlesBanner} freeCases={freeCasesBanner} season={season} />
        </Suspense>
      )}
      {children}
    </div>
  );
}
