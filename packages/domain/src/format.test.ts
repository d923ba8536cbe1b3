import { describe, expect, it } from 'vitest';
import { formatAmount, formatCompact, roundAmount } from './format.ts';

describe('amount formatting (spec 000 §5)', () => {
  it('rounds RUB to 2 decimals and floors from one million', () => {
    expect(roundAmount(10.005)).toBe(10.01);
    expect(roundAmount(12.344)).toBe(12.34);
    expect(roundAmount(1_000_000.99)).toBe(1_000_000);
    expect(roundAmount(2_345_678.5)).toBe(2_345_678);
  });

  it('groups thousands by spaces only above 9999', () => {
    expect(formatAmount(9999)).toBe('9999');
    expect(formatAmount(10000)).toBe('10 000');
    expect(formatAmount(1234567.89)).toBe('1 234 567');
    expect(formatAmount(12345.5)).toBe('12 345,50');
    expect(formatAmount(0.1 + 0.2)).toBe('0,30');
    expect(formatAmount(12345.5, 'en')).toBe('12 345.50');
  });

  it('formats compactly with k and m and one decimal', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1500)).toBe('1.5k');
    expect(formatCompact(2000)).toBe('2k');
    expect(formatCompact(2_340_000)).toBe('2.3m');
  });
});
