// @vitest-environment happy-dom
/**
 * The usage record (spec 000 §3, §4, §9): a landing campaign's utm tags are kept a month, the analytics session is
 * renewed after 30 minutes idle or by a new campaign, and a page view carries the language, the landing page and
 * the screen's size. Time is an input (the system clock faked, `touchSession`'s `now`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveCampaign, touchSession, usageInfo } from './campaign.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-12-03T10:00:00Z');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

describe('the landing campaign', () => {
  it('is kept for a month, then forgotten', () => {
    expect(resolveCampaign('?utm_source=news&utm_campaign=spring')).toEqual({
      utm: { utm_source: 'news', utm_campaign: 'spring' },
      fresh: true,
    });
    vi.setSystemTime(start + 29 * DAY);
    expect(resolveCampaign('')).toEqual({
      utm: { utm_source: 'news', utm_campaign: 'spring' },
      fresh: false,
    });
    vi.setSystemTime(start + 30 * DAY + 1);
    expect(resolveCampaign('')).toEqual({ utm: {}, fresh: false });
  });

  it('is fresh only when the landing brings a different one', () => {
    resolveCampaign('?utm_source=news');
    expect(resolveCampaign('?utm_source=news').fresh).toBe(false);
    expect(resolveCampaign('?utm_source=blog').fresh).toBe(true);
  });
});

describe('the analytics session', () => {
  it('lasts while the visitor is active and renews after 30 minutes idle', () => {
    const first = touchSession(false, start);
    expect(touchSession(false, start + 29 * 60_000)).toBe(first);
    // Each event moves the idle clock: 29 more minutes after the last one is still the same session.
    expect(touchSession(false, start + 58 * 60_000)).toBe(first);
    const renewed = touchSession(false, start + 58 * 60_000 + 30 * 60_000);
    expect(renewed).not.toBe(first);
  });

  it('renews with a new campaign', () => {
    const first = touchSession(false, start);
    expect(touchSession(true, start + 1000)).not.toBe(first);
  });
});

describe('the usage record', () => {
  it('names the language, the landing page and the screen size', () => {
    expect(
      usageInfo({ pathname: '/faq', search: '?utm_source=news' }, 'ru', {
        width: 390.4,
        height: 844,
      }),
    ).toEqual({
      language: 'ru',
      landing_page: '/faq?utm_source=news',
      screen_width: 390,
      screen_height: 844,
    });
  });
});
