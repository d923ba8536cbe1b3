/**
 * Event layout (spec 000 §2 "/event, /event/top, /event/new-cases, /event/coin-cases"; spec 001
 * §2 event tabs: overview, tops, new cases, spend coins).
 */
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths.ts';
import { AreaLayout } from './area-layout.tsx';

/** Event overview and its tabs. */
export function EventLayout() {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.event(), label: t('event.overview'), end: true },
    { to: paths.eventTop(), label: t('event.top') },
    { to: paths.eventNewCases(), label: t('event.newCases') },
    { to: paths.eventCoinCases(), label: t('event.coinCases') },
  ];
  return <AreaLayout layout="event" title={t('menu.event')} tabs={tabs} />;
}
