/**
 * Steam bot provider fixtures (issue 46): the provider's settings for a local fake Steam (test/steam-fake.ts) and a
 * Steam bot over the real steamcommunity / steam-tradeoffer-manager client talking HTTP to it, signed in with the
 * fake's cookies.
 */
import type { SteamConfig } from '../trade-config.ts';
import type { MarketItem } from '../modules/withdrawals/market/bot.ts';
import { createSteamBot } from '../modules/withdrawals/steam/bot.ts';
import { createSteamClient } from '../modules/withdrawals/steam/client.ts';
import type { SteamFake } from './steam-fake.ts';

/** The provider's settings for `fake`: a request every ms, a 2 s time limit, 10 s polls, messages `test-w<id>`. */
export function steamConfig(fake: SteamFake, over: Partial<SteamConfig> = {}): SteamConfig {
  return {
    communityUrl: fake.url,
    apiUrl: fake.url,
    appId: 570,
    signIn: { kind: 'cookies', cookies: fake.cookies },
    identitySecret: fake.identitySecret,
    ratePerS: 1000,
    timeoutMs: 2_000,
    circuit: { failures: 5, openMs: 30_000 },
    pollMs: 10_000,
    messagePrefix: 'test',
    ...over,
  };
}

/** A Steam bot on `fake`; `now` is the bot's clock (ms), `itemOf` what it is asked about an inventory row. */
export function steamBot(
  fake: SteamFake,
  now: () => number,
  itemOf: (id: number) => Promise<MarketItem | null>,
  over: Partial<SteamConfig> = {},
) {
  const cfg = steamConfig(fake, over);
  const signIns: number[] = [];
  const trade = createSteamClient({
    ...cfg,
    signIn: () => {
      signIns.push(now());
      return Promise.resolve(fake.cookies);
    },
    timeOffset: () => Promise.resolve(0),
    now,
    // Retried reads wait a millisecond, not half a second.
    retry: { backoffMs: 1 },
  });
  const bot = createSteamBot({
    trade,
    itemOf,
    pollMs: cfg.pollMs,
    timeoutMs: cfg.timeoutMs,
    messagePrefix: cfg.messagePrefix,
    now,
  });
  return { bot, trade, cfg, signIns };
}
