import { describe, expect, it } from 'vitest';
import { isCalmPage } from './calm-page.ts';

describe('isCalmPage (issue 48)', () => {
  it('lets an offer open on the front page and the profile only', () => {
    for (const path of ['/', '/profile', '/profile/42'])
      expect(isCalmPage(path, false), path).toBe(true);
    for (const path of [
      '/open/starter',
      '/battles/01J0000000000000000000000A',
      '/battles',
      '/upgrades',
      '/techies',
      '/contracts',
      '/refill',
      '/refill/result',
      '/event',
      '/profiles',
    ])
      expect(isCalmPage(path, false), path).toBe(false);
  });

  it('never during tech work', () => {
    expect(isCalmPage('/', true)).toBe(false);
    expect(isCalmPage('/profile', true)).toBe(false);
  });
});
