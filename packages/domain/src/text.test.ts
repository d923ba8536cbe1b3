import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, safeText } from './text.ts';

describe('the wire text rule', () => {
  it('refuses NUL and lone surrogates, keeps real text and emoji', () => {
    for (const ok of ['', 'player_1', 'Привет', '🎁 box', 'a\tb\nc', '\ud83d\ude00'])
      expect(isSafeText(ok)).toBe(true);
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\ude00\ud83d', 'end\ud83d'])
      expect(isSafeText(bad)).toBe(false);
  });

  it('finds the first unsafe value at any depth, keys included', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'fine' }], c: 1, d: null })).toBeNull();
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(findUnsafeText({ ['k\ud800']: 1 }, 'query')).toBe('query.<key>');
    expect(findUnsafeText('\udfff')).toBe('/');
  });

  it('as a zod schema', () => {
    expect(safeText(5).safeParse('abc').success).toBe(true);
    expect(safeText(5).safeParse('abcdef').success).toBe(false);
    expect(safeText(5).safeParse('a\u0000').success).toBe(false);
  });
});
