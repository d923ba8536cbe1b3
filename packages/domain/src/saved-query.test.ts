import { describe, expect, it } from 'vitest';
import { isSafeRedirect, parseSavedQuery, safeRedirectPath, savedQueryOf } from './saved-query.ts';

describe('saved query (spec 000 §3)', () => {
  it('keeps the parameters, offerId and rollId among them, and trims a ?u_tm= suffix', () => {
    expect(savedQueryOf('?offerId=12?u_tm=abc&rollId=9&utm_source=vk')).toEqual({
      offerId: '12',
      rollId: '9',
      utm_source: 'vk',
    });
  });

  it('merges over what was saved before and drops u_tm itself', () => {
    expect(savedQueryOf('?rollId=5&u_tm=1', { offerId: '3', rollId: '1' })).toEqual({
      offerId: '3',
      rollId: '5',
    });
    expect(savedQueryOf('?u_tm=1')).toBeNull();
    expect(savedQueryOf('')).toBeNull();
  });

  it('reads the cookie back, ignoring malformed content', () => {
    expect(parseSavedQuery(JSON.stringify({ a: '1', b: 2 }))).toEqual({ a: '1' });
    expect(parseSavedQuery('{nope')).toEqual({});
    expect(parseSavedQuery('[1]')).toEqual({});
    expect(parseSavedQuery(null)).toEqual({});
  });

  it('follows only same-site paths after login', () => {
    expect(isSafeRedirect('/battles/create')).toBe(true);
    expect(isSafeRedirect('//evil.test/x')).toBe(false);
    expect(isSafeRedirect('https://evil.test')).toBe(false);
    expect(isSafeRedirect('/\\evil.test')).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });

  it('judges a redirect by parsing it as a URL against the site (issue 8)', () => {
    const site = 'https://cases.example';
    expect(safeRedirectPath('/profile?x=1#top', site)).toBe('/profile?x=1#top');
    for (const bad of [
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r\n/evil.com',
      '/\u0000/evil.com',
      '//evil.com',
      '/\\evil.com',
      '\\/evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      ' /x',
      '',
    ])
      expect(safeRedirectPath(bad, site)).toBe('/');
    expect(safeRedirectPath(undefined, site)).toBe('/');
    // Characters a header cannot carry come back percent-encoded, on the site.
    expect(safeRedirectPath('/профиль?q=ё', site)).toBe(
      '/%D0%BF%D1%80%D0%BE%D1%84%D0%B8%D0%BB%D1%8C?q=%D1%91',
    );
    expect(safeRedirectPath('/a\tb', site)).toBe('/');
    expect(isSafeRedirect('/a\tb')).toBe(false);
  });
});
