/**
 * Route guard (spec 000 §2 "Route guards"): a visitor is sent to `to` with replace, and the page is
 * remembered under `authredirect` so that signing in returns to it (spec 000 §3); a player sees the
 * nested route.
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../../api/token.ts';
import { rememberAuthRedirect } from '../../features/auth/lib/saved-query.ts';

/** Layout-less guard route element. */
export function RequireAuth({ to }: { to: string }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!signedIn) rememberAuthRedirect(pathname + search);
  }, [signedIn, pathname, search]);
  if (!signedIn) return <Navigate to={to} replace />;
  return <Outlet />;
}
