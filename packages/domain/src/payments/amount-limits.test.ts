import { describe, expect, it } from 'vitest';
import { countriesResponse } from '../api/payments.ts';
import { amountLimits, withinAmountLimits } from './amount-limits.ts';

/** One country with one direction as the wire could carry it, `direction` merged over the full one. */
function wireCountry(direction: Record<string, unknown>) {
  return [
    {
      iso: 'RU',
      name: 'Россия',
      currency: { code: 'RUB', preliminary_amount: 500, rate: 1, symbol: '₽' },
      buttons: { country_sum_button_data: { desktop: [500], mobile: [500] } },
      directions: {
        payment_direction_data: [
          {
            payment_direction_id: 'visa',
            name: 'Visa',
            system_name: 'visa',
            img: '/payments/visa.svg',
            type: 1,
            default_minimal_amount: 10,
            bonus_percent: 0,
            payment_direction_type_name: 'common',
            sort: { desktop: 1, mobile: 1 },
            additional_info: [],
            ...direction,
          },
        ],
      },
    },
  ];
}

describe('a direction’s amount limits (spec 001 §5)', () => {
  it('reads a missing minimum as 1, a missing maximum as 0 and a missing field label as empty', () => {
    const parsed = countriesResponse.parse(
      wireCountry({
        additional_info: [{ name: 'email', default_value: '', options: [], required: true }],
      }),
    );
    const d = parsed[0]!.directions.payment_direction_data[0]!;
    expect(d.minimal_amount).toBe(1);
    expect(d.maximal_amount).toBe(0);
    expect(d.additional_info[0]!.label).toBe('');
    expect(
      amountLimits({ minimalAmount: d.minimal_amount, maximalAmount: d.maximal_amount }),
    ).toEqual({ min: 1, max: 0 });
    expect(amountLimits(undefined)).toEqual({ min: 1, max: 0 });
  });

  it('keeps the limits the direction gives', () => {
    const parsed = countriesResponse.parse(
      wireCountry({ minimal_amount: 10, maximal_amount: 100_000 }),
    );
    const d = parsed[0]!.directions.payment_direction_data[0]!;
    expect(
      amountLimits({ minimalAmount: d.minimal_amount, maximalAmount: d.maximal_amount }),
    ).toEqual({ min: 10, max: 100_000 });
  });

  it('checks an amount against the limits, a maximum of 0 setting no upper limit', () => {
    const capped = { min: 10, max: 1000 };
    expect(withinAmountLimits(10, capped)).toBe(true);
    expect(withinAmountLimits(1000, capped)).toBe(true);
    expect(withinAmountLimits(9.99, capped)).toBe(false);
    expect(withinAmountLimits(1000.01, capped)).toBe(false);
    expect(withinAmountLimits(10.555, capped)).toBe(false);
    expect(withinAmountLimits(Number.NaN, capped)).toBe(false);
    const open = { min: 1, max: 0 };
    expect(withinAmountLimits(1, open)).toBe(true);
    expect(withinAmountLimits(5_000_000, open)).toBe(true);
    expect(withinAmountLimits(0.99, open)).toBe(false);
    expect(withinAmountLimits(Number.POSITIVE_INFINITY, open)).toBe(false);
  });
});
