import { describe, expect, it } from 'vitest';
import { PUSH_BANNER_DISMISS_MS, shouldShowPushBanner, type PushBannerState } from './push.ts';

const base: PushBannerState = {
  available: true,
  signedIn: true,
  subscribed: false,
  dismissedAt: null,
  rewardClaimed: false,
  ios: false,
  standalone: false,
  country: 'RU',
  excludedCountries: ['DE'],
  scrollY: 0,
  now: 10 * PUSH_BANNER_DISMISS_MS,
};

describe('push banner rule (spec 001 §4)', () => {
  it('shows for a signed-in, unsubscribed player with the reward unclaimed', () => {
    expect(shouldShowPushBanner(base)).toBe(true);
  });

  it('hides for each failed condition', () => {
    for (const change of [
      { available: false },
      { signedIn: false },
      { subscribed: true },
      { rewardClaimed: true },
      { dismissedAt: base.now - PUSH_BANNER_DISMISS_MS + 1 },
      { ios: true },
      { country: 'de' },
      { scrollY: 55 },
    ] satisfies Partial<PushBannerState>[])
      expect(shouldShowPushBanner({ ...base, ...change }), JSON.stringify(change)).toBe(false);
  });

  it('shows again after the dismiss interval, on iOS when installed, at exactly 54 px', () => {
    expect(shouldShowPushBanner({ ...base, dismissedAt: base.now - PUSH_BANNER_DISMISS_MS })).toBe(
      true,
    );
    expect(shouldShowPushBanner({ ...base, ios: true, standalone: true })).toBe(true);
    expect(shouldShowPushBanner({ ...base, scrollY: 54 })).toBe(true);
  });
});
