/**
 * The `profile_view` analytics event (spec 001 §7): once per profile shown, whether it is the viewer's own and
 * whether the viewer is signed in; the viewed id only for another player's public profile.
 */
import { useEffect } from 'react';
import { trackEvent } from '../../../shared/analytics/track-event.ts';

/** Sends the event when `ready` turns true for `userId`. */
export function useProfileViewEvent(
  userId: string,
  own: boolean,
  signedIn: boolean,
  ready: boolean,
) {
  useEffect(() => {
    if (!ready || userId === '') return;
    trackEvent('profile_view', { own, signed_in: signedIn, viewed_id: own ? null : userId });
  }, [userId, own, signedIn, ready]);
}
