/**
 * Front page (spec 000 §2 "/"): the main-page sections with their case cards, then what the app
 * composes below them (the leaderboard widget, spec 001 §2).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevels } from '../../../api/endpoints/get-levels.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSections } from '../../../api/endpoints/get-sections.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CaseSection } from '../components/case-section.tsx';

/** Lists every section; the player's level locks higher-level cases. `children` follow the sections. */
export function FrontPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const sections = useSections();
  const me = useMe().data;
  const levels = useLevels(me?.userId);

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
      {children}
    </div>
  );
}
