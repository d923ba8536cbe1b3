import { describe, expect, it } from 'vitest';
import {
  chanceFractionDigits,
  formatAmount,
  formatClock,
  formatCompact,
  roundAmount,
} from './format.ts';

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
    expect(formatAmount(-12345.5)).toBe('-12 345,50');
    expect(formatAmount(-7)).toBe('-7');
  });

  it('writes what Intl.NumberFormat writes, for amounts across the range', () => {
    const intl = (value: number, locale: string) => {
      const v = roundAmount(value);
      const whole = Number.isInteger(v);
      const text = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
        useGrouping: Math.abs(v) > 9999,
      }).format(v);
      return locale === 'ru' ? text.replace(/[\u00a0\u202f]/g, ' ') : text.replace(/,/g, ' ');
    };
    let x = 0.005;
    for (let i = 0; i < 400; i += 1) {
      x = x * 1.09 + (i % 7) * 0.013;
      for (const v of [x, -x, Math.round(x), Math.round(x * 100) / 100])
        for (const locale of ['ru', 'en'])
          expect(formatAmount(v, locale), `${v} ${locale}`).toBe(intl(v, locale));
    }
  });

  it('formats compactly with k and m and one decimal', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1500)).toBe('1.5k');
    expect(formatCompact(2000)).toBe('2k');
    expect(formatCompact(2_340_000)).toBe('2.3m');
  });

  it('shows a time left as a clock, days apart, never negative', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock(-5)).toBe('0:00:00');
    expect(formatClock(59.2)).toBe('0:01:00');
    expect(formatClock(3661)).toBe('1:01:01');
    expect(formatClock(86_399)).toBe('23:59:59');
    expect(formatClock(90_061, 'д')).toBe('1д 1:01:01');
  });

  it('shows rare chances with enough decimals, never as zero', () => {
    expect(chanceFractionDigits(0.125)).toBe(2);
    expect(chanceFractionDigits(0.0001)).toBe(2);
    expect(chanceFractionDigits(0.000034)).toBe(4);
    expect(chanceFractionDigits(0.0000099)).toBe(5);
    expect(chanceFractionDigits(1e-12)).toBe(6);
    expect(chanceFractionDigits(0)).toBe(2);
    expect((0.000034 * 100).toFixed(chanceFractionDigits(0.000034))).toBe('0.0034');
  });
});
