/**
 * Event layout (spec 000 §2 "/event…"; spec 001 §2 Event page and tabs): the site shell around the
 * season's frame (hero, countdown, tabs from the settings) and the routed tab page.
 */
import { Outlet } from 'react-router';
import { EventFrame } from '../../features/event/components/event-frame.tsx';
import { SiteShell } from './site-shell.tsx';

/** The season's overview and its tabs. */
export function EventLayout() {
  return (
    <SiteShell layout="event">
      <EventFrame>
        <Outlet />
      </EventFrame>
    </SiteShell>
  );
}
