/**
 * App-wide, once (spec 000 §3): saves the query of every landing into `saved-query`, and when the
 * visitor signs in, goes to the page stored under `authredirect` by a guard.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignedIn } from '../../../api/token.ts';
import { saveQuery, takeAuthRedirect } from '../lib/saved-query.ts';

/** Renders nothing. */
export function AuthRedirect() {
  const { search } = useLocation();
  const signedIn = useSignedIn();
  const wasSignedIn = useRef(signedIn);
  const navigate = useNavigate();

  useEffect(() => saveQuery(search), [search]);

  useEffect(() => {
    if (signedIn && !wasSignedIn.current) {
      const to = takeAuthRedirect();
      if (to) void navigate(to, { replace: true });
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, navigate]);
  return null;
}
