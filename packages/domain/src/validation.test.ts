import { describe, expect, it } from 'vitest';
import {
  checkSteamLogin,
  checkSteamTradeUrl,
  formatPhone,
  isEmail,
  normalizePromoCode,
} from './validation.ts';

describe('validation (spec 000 §5)', () => {
  it('checks Steam trade URLs', () => {
    expect(checkSteamTradeUrl('')).toBe('steamUrlEmpty');
    expect(
      checkSteamTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=12345&token=Ab-_9xyz'),
    ).toBeNull();
    // Steam's tokens are 8 characters: shorter or longer is no trade link (issue 48).
    for (const token of ['abc', 'Ab-_9xy', 'Ab-_9xyz1'])
      expect(
        checkSteamTradeUrl(
          `https://steamcommunity.com/tradeoffer/new/?partner=12345&token=${token}`,
        ),
        token,
      ).toBe('steamUrlValidation');
    expect(
      checkSteamTradeUrl('steamcommunity.com/tradeoffer/new/?partner=1&token=xxxxxxxx'),
    ).toBeNull();
    expect(
      checkSteamTradeUrl('http://www.steamcommunity.com/tradeoffer/new/?partner=1&token=xxxxxxxx'),
    ).toBeNull();
    expect(
      checkSteamTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=abc&token=xxxxxxxx'),
    ).toBe('steamUrlValidation');
    expect(checkSteamTradeUrl('https://evil.com/tradeoffer/new/?partner=1&token=xxxxxxxx')).toBe(
      'steamUrlValidation',
    );
  });

  it('checks Steam logins with each message key', () => {
    expect(checkSteamLogin('')).toBe('steamLoginEmpty');
    expect(checkSteamLogin('a'.repeat(33))).toBe('steamLoginLength');
    expect(checkSteamLogin('ab')).toBe('steamLoginShort');
    expect(checkSteamLogin('ab-c')).toBe('steamLoginValid');
    expect(checkSteamLogin('1abc')).toBe('steamLoginLatinFirst');
    expect(checkSteamLogin('_abc')).toBe('steamLoginLatinFirst');
    expect(checkSteamLogin('gaben_1')).toBeNull();
  });

  it('checks emails, phones and promo codes', () => {
    expect(isEmail('a@b.ru')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(formatPhone('8 912 345-67-89')).toBe('+7 912 345 67 89');
    expect(formatPhone('+7 912 345 67 89', '00')).toBe('+7 912 345 67 89');
    expect(formatPhone('030 123456', 'DE')).toBe('+49 30 123456');
    expect(formatPhone('12')).toBeNull();
    expect(normalizePromoCode('  dota2024 ')).toBe('DOTA2024');
  });
});
