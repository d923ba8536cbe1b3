/**
 * The leaderboard widget on the pages of other features (spec 001 §2 Leaderboard widgets; issue 13):
 * the front page and /bonuses get it as children, since features do not import each other. Its code
 * is a chunk of its own, requested only after the page's first render, so the entry does not carry it
 * and the first screen does not wait for it; its texts (the leaderboards bundle) come with it; until
 * it has its data it renders nothing.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../i18n/i18n.ts';

const LeaderboardWidget = lazy(
  withTexts(
    () =>
      import('../features/leaderboards/components/leaderboard-widget.tsx').then((m) => ({
        default: m.LeaderboardWidget,
      })),
    'leaderboards',
  ),
);

export function LeaderboardWidgetSlot() {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LeaderboardWidget title={t('leaderboards.widget.title')} />
    </Suspense>
  );
}
