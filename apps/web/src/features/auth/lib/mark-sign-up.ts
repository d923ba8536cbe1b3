/**
 * The sign-up mark (spec 000 §2 `new_user=1`, spec 001 §7 `sign_up`; issue 31): the analytics event with the
 * way the account was made (`quick`, or the provider), and `new_user=1` added to the address in place, so the
 * next page view carries it. Used after a quick registration and after a provider sign-in that created the
 * account.
 */
import type { NavigateFunction } from 'react-router';
import { trackEvent } from '../../../shared/analytics/track-event.ts';

/** Reports the sign-up and marks the address; `method` is `quick`, `steam`, `google` or `vk`. */
export function markSignUp(method: string, navigate: NavigateFunction): void {
  trackEvent('sign_up', { method });
  const search = new URLSearchParams(window.location.search);
  search.set('new_user', '1');
  void navigate({ search: `?${search.toString()}`, hash: window.location.hash }, { replace: true });
}
