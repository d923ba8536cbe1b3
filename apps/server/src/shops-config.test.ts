/**
 * The shops' boot check (issue 29): defaults as documented (5 % exchange margin, every trigger on, personal offers
 * for 24 h, the secret shop from level 3), a trigger list of known names, and readable refusals of unknown
 * triggers and inverted ranges.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadShopsConfig } from './shops-config.ts';

describe('shops configuration', () => {
  it('has the documented defaults', () => {
    const c = loadShopsConfig({});
    expect(c.exchange.margin).toBe(0.05);
    expect(c.offers.triggers).toEqual(['first_deposit', 'losing_streak', 'comeback', 'new_level']);
    expect(c.offers.personalTtlMs).toBe(24 * 3_600_000);
    expect(c.secretShop).toMatchObject({ minLevel: 3, slots: 8, perPlayer: 3 });
    expect(loadConfig({}).shops.exchange.margin).toBe(0.05);
  });

  it('reads a trigger list, `none`, and refuses unknown triggers and inverted ranges', () => {
    expect(loadShopsConfig({ OFFER_TRIGGERS: 'comeback, new_level' }).offers.triggers).toEqual([
      'comeback',
      'new_level',
    ]);
    expect(loadShopsConfig({ OFFER_TRIGGERS: 'none' }).offers.triggers).toEqual([]);
    expect(() => loadShopsConfig({ OFFER_TRIGGERS: 'birthday' })).toThrow(
      /unknown triggers: birthday/,
    );
    expect(() =>
      loadShopsConfig({ SECRET_SHOP_DISCOUNT_MIN: '0.5', SECRET_SHOP_DISCOUNT_MAX: '0.2' }),
    ).toThrow(/SECRET_SHOP_DISCOUNT_MIN/);
    expect(() => loadShopsConfig({ EXCHANGE_MARGIN: '0.9' })).toThrow(/EXCHANGE_MARGIN/);
  });
});
