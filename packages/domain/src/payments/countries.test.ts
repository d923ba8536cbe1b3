/**
 * What a top-up in each country's currency credits (spec 000 §1 currencies; spec 001 §5 payment rules; issue 45):
 * `amount × rate` roubles, exact to the kopeck, for every sum button and both limits of every direction.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByIso, toCreditKopecks } from './countries.ts';

describe('country currencies', () => {
  it('credit amount × rate roubles in whole kopecks', () => {
    expect(toCreditKopecks(10, countryByIso('US')!.currency.rate)).toBe(92_000);
    expect(toCreditKopecks(50, countryByIso('BR')!.currency.rate)).toBe(80_000);
    expect(toCreditKopecks(1000, countryByIso('IN')!.currency.rate)).toBe(110_000);
    expect(toCreditKopecks(2500, countryByIso('KZ')!.currency.rate)).toBe(47_500);
    expect(toCreditKopecks(0.01, countryByIso('IN')!.currency.rate)).toBe(1);
  });

  it('give every country its own currency, sum buttons within its directions, and a positive rate', () => {
    expect(COUNTRIES.map((c) => c.currency.code)).toEqual([
      'RUB',
      'KZT',
      'AZN',
      'EUR',
      'USD',
      'BRL',
      'INR',
    ]);
    for (const c of COUNTRIES) {
      expect(c.currency.rate).toBeGreaterThan(0);
      const min = Math.min(...c.directions.map((d) => d.minimal_amount));
      const max = Math.max(...c.directions.map((d) => d.maximal_amount));
      for (const sum of [
        ...c.buttons.country_sum_button_data.desktop,
        ...c.buttons.country_sum_button_data.mobile,
        c.currency.preliminary_amount,
      ]) {
        expect(sum, `${c.iso} ${sum}`).toBeGreaterThanOrEqual(min);
        expect(sum, `${c.iso} ${sum}`).toBeLessThanOrEqual(max);
        const kopecks = toCreditKopecks(sum, c.currency.rate);
        expect(kopecks, `${c.iso} ${sum}`).toBe(Math.round(kopecks));
      }
    }
  });
});
