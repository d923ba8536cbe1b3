/**
 * Default layout (spec 000 §2): the shared frame around the routed page.
 */
import { Outlet } from 'react-router';
import { SiteShell } from './site-shell.tsx';

/** Layout for profile, open, provably-fair and 404 pages. */
export function DefaultLayout() {
  return (
    <SiteShell layout="default">
      <Outlet />
    </SiteShell>
  );
}
