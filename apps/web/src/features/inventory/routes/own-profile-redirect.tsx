/**
 * /profile without id goes to the player's own /profile/{id} once loaded, or home when not signed
 * in or on failure (spec 000 §2 route guards).
 */
import { Navigate } from 'react-router';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { Spinner } from '../../../ui/spinner.tsx';

/** Redirect-only route element. */
export function OwnProfileRedirect() {
  const signedIn = useSignedIn();
  const me = useMe();
  if (!signedIn || me.isError) return <Navigate to={paths.home()} replace />;
  if (!me.data) return <Spinner page />;
  return <Navigate to={paths.profileOf(me.data.userId)} replace />;
}
