/**
 * The "new" badge beside the season's menu item (spec 001 §4: an event is new for 168 hours after its start,
 * §9), from `GET /v1/event/current`'s `event_start_unix_time`; nothing while loading or with no season.
 */
import { isNewEvent } from '@cases/domain/event-rules';
import { useTranslation } from 'react-i18next';
import { useEventCurrent } from '../../api/endpoints/get-event-current.ts';

export function NewEventBadge() {
  const { t } = useTranslation();
  const season = useEventCurrent().data;
  if (!season?.currentEvent || !isNewEvent(season.eventStartUnixTime, Date.now())) return null;
  // The space keeps the link's name two words ("Новинки новое").
  return (
    <>
      {' '}
      <span className="new-badge">{t('menu.newBadge')}</span>
    </>
  );
}
