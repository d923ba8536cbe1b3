/**
 * Global route rules (spec 000 §2): trailing slashes are removed by redirect; any request with a
 * u_tm query parameter goes to /refill. Also scrolls to the top on navigation.
 */
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '../paths.ts';

/** Root route element applying the rules before rendering the matched layout. */
export function RouteRules() {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  if (params.has('u_tm') && pathname !== paths.refill())
    return <Navigate to={paths.refill()} replace />;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return (
      <Navigate to={{ pathname: pathname.replace(/\/+$/, '') || '/', search, hash }} replace />
    );
  }
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
