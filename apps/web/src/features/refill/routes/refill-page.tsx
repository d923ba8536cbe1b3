/**
 * /refill (spec 000 §2): visitors go to /refill/unauth; players see the top-up form.
 */
import { Navigate } from 'react-router';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { RefillForm } from '../components/refill-form.tsx';

/** The top-up page. */
export function RefillPage() {
  if (!useSignedIn()) return <Navigate to={paths.refillUnauth()} replace />;
  return <RefillForm />;
}
