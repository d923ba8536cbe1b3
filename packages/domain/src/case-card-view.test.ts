/**
 * A case card's accessible name (spec 000 §3 Case card; issue 48): a claimed free case cooling down is named by when it
 * is free again, never "Бесплатно" (it is locked) and never by its ticking countdown; a case's window keeps its clock.
 */
import { describe, expect, it } from 'vitest';
import { cardExtras, cardTexts, type CardView, type Translate } from './case-card-view.ts';
import { FREE_CASE_PERIOD_MS } from './case-constants.ts';

const TEXTS: Record<string, string> = {
  'cases.cardName': '{{name}}, {{price}}',
  'cases.free': 'Бесплатно',
  'cases.freeAgainAt': 'снова бесплатно в {{time}}',
  'cases.freeAgainLater': 'снова бесплатно позже',
  'cases.endsIn': 'До конца',
  'time.daySuffix': 'д',
};
const t: Translate = (key, vars = {}) =>
  (TEXTS[key] ?? key).replace(/{{(\w+)}}/g, (_, k: string) => String(vars[k]));

const card = (over: Partial<CardView>): CardView => ({
  name: 'Ежедневный подарок',
  available: true,
  isOffer: false,
  isCoinCase: false,
  price: 0,
  oldPrice: null,
  counterStart: null,
  counterEnd: null,
  opensLimit: null,
  opensRemaining: null,
  multifixNumber: null,
  multicastRange: null,
  tastyCoins: null,
  freeOpens: 0,
  everyNOpenFree: null,
  labelType: null,
  labelName: null,
  depositRequired: false,
  locked: false,
  level: 0,
  ...over,
});
const now = Date.parse('2026-12-02T12:00:00Z');
const format = { priceText: (r: number) => `${r} ₽`, coinsText: (c: number) => String(c) };

describe('a case card’s name', () => {
  const reopensAt = now + 2 * 3_600_000 + 5 * 60_000;
  const cooling = card({
    counterStart: new Date(reopensAt - FREE_CASE_PERIOD_MS).toISOString(),
    counterEnd: new Date(reopensAt).toISOString(),
  });

  it('names a cooling free case by when it is free again, not free and without the countdown', () => {
    const texts = cardTexts(cooling, t, now, { ...format, timeText: () => '14:05' });
    expect(texts.cooling).toBe(true);
    expect(texts.ariaLabel).toBe('Ежедневный подарок, снова бесплатно в 14:05');
    // A second later the name is the same: nothing in it ticks.
    expect(
      cardTexts(cooling, t, now + 1_000, { ...format, timeText: () => '14:05' }).ariaLabel,
    ).toBe(texts.ariaLabel);
    expect(cardTexts(cooling, t, now, format).ariaLabel).toBe(
      'Ежедневный подарок, снова бесплатно позже',
    );
  });

  it('keeps "Бесплатно" for a free case ready to open, and the clock of a case’s window', () => {
    expect(cardTexts(card({}), t, now, format).ariaLabel).toBe('Ежедневный подарок, Бесплатно');
    const timed = card({
      name: 'Ивент',
      price: 49,
      counterEnd: new Date(now + 3_600_000).toISOString(),
    });
    expect(cardTexts(timed, t, now, format).ariaLabel).toBe('Ивент, 49 ₽, До конца 1:00:00');
  });
});

describe('a case card’s stock counter (spec 000 §3 "turning low at 10%", §9)', () => {
  const stock = (remaining: number, limit: number | null) =>
    cardExtras(card({ opensLimit: limit, opensRemaining: remaining }), t, now).stock;

  it('turns low at 10 % of the limit left, not before', () => {
    expect(stock(11, 100)).toEqual({ text: '11 / 100', share: 0.11, low: false });
    expect(stock(10, 100)).toEqual({ text: '10 / 100', share: 0.1, low: true });
    expect(stock(0, 100)).toEqual({ text: '0 / 100', share: 0, low: true });
    expect(stock(1, 9)).toMatchObject({ low: false });
    expect(stock(0, 9)).toMatchObject({ low: true });
  });

  it('counts without a bar, never low, when the case has no limit', () => {
    expect(stock(3, null)).toEqual({ text: 'cases.remaining', share: null, low: false });
  });
});
