import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes.ts';

describe('page routes (spec 000 §2)', () => {
  it('knows the route table, its aliases, params, the /en prefix and trailing slashes', () => {
    for (const p of [
      '/',
      '/en',
      '/en/',
      '/faq',
      '/techies',
      '/open/starter',
      '/en/open/starter',
      '/profile/12',
      '/battles/01HX',
      '/provably-fair/case-history/3',
      '/contract/',
      '/privacy-policy',
    ])
      expect(isPagePath(p), p).toBe(true);
    for (const p of [
      '/nope',
      '/open',
      '/open/a/b',
      '/profile/1/2',
      '/fr/faq',
      '/enx',
      '/adminx',
      '/admin-panel',
      // The operator console answers as an unknown path (issue 44).
      '/admin',
      '/admin/players/12',
      '/en/admin/audit',
    ])
      expect(isPagePath(p), p).toBe(false);
  });
});
