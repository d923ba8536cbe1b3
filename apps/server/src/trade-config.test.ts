/**
 * TRADE_PROVIDER (issue 46, trade-config.ts): the simulated bot by default; the marketplace only with its key, a
 * missing key refusing to start with a message naming it; the project's marketplace by default; bounds on the rate.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadTradeConfig } from './trade-config.ts';

describe('the trade provider setting (issue 46)', () => {
  it('is the simulated bot unless told otherwise', () => {
    expect(loadConfig({}).withdrawals.trade).toEqual({ providers: ['simulated'] });
  });

  it('refuses the marketplace without its key, naming what is missing', () => {
    expect(() => loadConfig({ TRADE_PROVIDER: 'market' })).toThrow(/MARKET_API_KEY/);
    expect(() => loadTradeConfig({ TRADE_PROVIDER: 'bitskins' }, 'dota')).toThrow(/TRADE_PROVIDER/);
  });

  it("takes the marketplace with its key: the project's API, the ceiling, the balance floor in kopecks", () => {
    const dota = loadTradeConfig({ TRADE_PROVIDER: 'market', MARKET_API_KEY: 'k' }, 'dota');
    expect(dota).toMatchObject({
      providers: ['market'],
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

  it('refuses the Steam bot without its identity secret or its account, naming what is missing', () => {
    expect(() => loadTradeConfig({ TRADE_PROVIDER: 'steam' }, 'dota')).toThrow(
      /STEAM_BOT_IDENTITY_SECRET/,
    );
    expect(() =>
      loadTradeConfig(
        { TRADE_PROVIDER: 'steam', STEAM_BOT_IDENTITY_SECRET: 's', STEAM_BOT_ACCOUNT_NAME: 'bot' },
        'dota',
      ),
    ).toThrow(/STEAM_BOT_PASSWORD, STEAM_BOT_SHARED_SECRET/);
    expect(() =>
      loadTradeConfig(
        {
          TRADE_PROVIDER: 'steam',
          STEAM_BOT_IDENTITY_SECRET: 's',
          STEAM_BOT_WEB_COOKIES: 'sessionid=1',
        },
        'dota',
      ),
    ).toThrow(/steamLoginSecure/);
  });

  it('takes the Steam bot with its account or its cookies, the game’s app id, and an order of providers', () => {
    const account = loadTradeConfig(
      {
        TRADE_PROVIDER: 'steam, market',
        MARKET_API_KEY: 'k',
        STEAM_BOT_IDENTITY_SECRET: 'id',
        STEAM_BOT_ACCOUNT_NAME: 'bot',
        STEAM_BOT_PASSWORD: 'pw',
        STEAM_BOT_SHARED_SECRET: 'ss',
      },
      'cs',
    );
    expect(account).toMatchObject({
      providers: ['steam', 'market'],
      market: { apiKey: 'k' },
      steam: {
        appId: 730,
        communityUrl: 'https://steamcommunity.com',
        apiUrl: 'https://api.steampowered.com',
        identitySecret: 'id',
        signIn: { kind: 'account', accountName: 'bot', password: 'pw', sharedSecret: 'ss' },
        circuit: { failures: 5, openMs: 30_000 },
        messagePrefix: 'cs',
      },
    });
    const cookies = loadTradeConfig(
      {
        TRADE_PROVIDER: 'steam',
        STEAM_BOT_IDENTITY_SECRET: 'id',
        STEAM_BOT_WEB_COOKIES: 'steamLoginSecure=76561198000000001%7C%7Ctoken; sessionid=abc',
        STEAM_COMMUNITY_URL: 'http://127.0.0.1:9/',
      },
      'dota',
    );
    expect(cookies.steam).toMatchObject({
      appId: 570,
      communityUrl: 'http://127.0.0.1:9',
      signIn: {
        kind: 'cookies',
        cookies: ['steamLoginSecure=76561198000000001%7C%7Ctoken', 'sessionid=abc'],
      },
    });
    expect(cookies.market).toBeUndefined();
    // A provider named twice, or the simulated bot beside a real one, is refused.
    for (const bad of ['market,market', 'simulated,market', ''])
      expect(() => loadTradeConfig({ TRADE_PROVIDER: bad, MARKET_API_KEY: 'k' }, 'dota')).toThrow(
        /TRADE_PROVIDER/,
      );
  });
});
