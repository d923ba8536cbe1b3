/**
 * Route guard (spec 000 §2 "Route guards"): a visitor is sent to `to` with replace; a player sees
 * the nested route.
 */
import { Navigate, Outlet } from 'react-router';
import { useSignedIn } from '../../api/token.ts';

/** Layout-less guard route element. */
export function RequireAuth({ to }: { to: string }) {
  if (!useSignedIn()) return <Navigate to={to} replace />;
  return <Outlet />;
}
