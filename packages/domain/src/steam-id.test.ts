import { describe, expect, it } from 'vitest';
import {
  canonicalSteamId64,
  canonicalTradeUrl,
  parseTradeUrl,
  steamId64FromId32,
} from './steam-id.ts';
import { checkSteamTradeUrl } from './validation.ts';

const link = (partner: string) =>
  `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=AbC-d_9x`;

describe('Steam identities', () => {
  it('reads a partner written with leading zeros as the same account', () => {
    const ids = ['424242', '0424242', '00424242', '0000000000424242'].map(
      (p) => parseTradeUrl(link(p))?.steamId64,
    );
    expect(new Set(ids)).toEqual(new Set(['76561197960689970']));
    expect(
      canonicalTradeUrl(
        parseTradeUrl(`www.steamcommunity.com/tradeoffer/new?partner=007&token=xxxxxxxx`)!,
      ),
    ).toBe('https://steamcommunity.com/tradeoffer/new/?partner=7&token=xxxxxxxx');
  });

  it('refuses zero and partners past 2^32 - 1', () => {
    expect(steamId64FromId32('1')).toBe('76561197960265729');
    expect(steamId64FromId32('4294967295')).toBe('76561202255233023');
    for (const bad of ['0', '000', '4294967296', '99999999999999999999', '']) {
      expect(steamId64FromId32(bad), bad).toBeNull();
      if (bad !== '') expect(checkSteamTradeUrl(link(bad)), bad).toBe('steamUrlValidation');
    }
    expect(checkSteamTradeUrl(link('0424242'))).toBeNull();
  });

  it('takes a sign-in SteamID64 only for an individual account, without leading zeros', () => {
    expect(canonicalSteamId64('076561197960689970')).toBe('76561197960689970');
    expect(canonicalSteamId64('76561197960265728')).toBeNull();
    expect(canonicalSteamId64('76561202255233024')).toBeNull();
    expect(canonicalSteamId64('123')).toBeNull();
  });
});
