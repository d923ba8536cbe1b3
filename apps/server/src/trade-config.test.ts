/**
 * TRADE_PROVIDER (issue 46, trade-config.ts): the simulated bot by default; the marketplace only with its key, a
 * missing key refusing to start with a message naming it; the project's marketplace by default; bounds on the rate.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadTradeConfig } from './trade-config.ts';

describe('the trade provider setting (issue 46)', () => {
  it('is the simulated bot unless told otherwise', () => {
    expect(loadConfig({}).withdrawals.trade).toEqual({ provider: 'simulated' });
  });

  it('refuses the marketplace without its key, naming what is missing', () => {
    expect(() => loadConfig({ TRADE_PROVIDER: 'market' })).toThrow(/MARKET_API_KEY/);
    expect(() => loadTradeConfig({ TRADE_PROVIDER: 'steam' }, 'dota')).toThrow(/TRADE_PROVIDER/);
  });

  it("takes the marketplace with its key: the project's API, the ceiling, the balance floor in kopecks", () => {
    const dota = loadTradeConfig({ TRADE_PROVIDER: 'market', MARKET_API_KEY: 'k' }, 'dota');
    expect(dota).toMatchObject({
      provider: 'market',
      market: {
        apiUrl: 'https://market.dota2.net/api/v2',
        apiKey: 'k',
        priceCeiling: 1.15,
        minBalanceKopecks: 50_000,
        ratePerS: 4,
        customIdPrefix: 'dota',
      },
    });
    const cs = loadTradeConfig(
      {
        TRADE_PROVIDER: 'market',
        MARKET_API_KEY: 'k',
        MARKET_API_URL: 'http://127.0.0.1:9/api/v2/',
        MARKET_MIN_BALANCE_RUB: '12.34',
      },
      'cs',
    );
    expect(cs).toMatchObject({
      market: {
        apiUrl: 'http://127.0.0.1:9/api/v2',
        minBalanceKopecks: 1234,
        customIdPrefix: 'cs',
      },
    });
    expect(() =>
      loadTradeConfig(
        { TRADE_PROVIDER: 'market', MARKET_API_KEY: 'k', MARKET_RATE_PER_S: '6' },
        'dota',
      ),
    ).toThrow(/MARKET_RATE_PER_S/);
  });
});
