/**
 * Issue 48: a claimed pass reward says what it paid — a coin reward never says money reached the balance, a case
 * reward is a free opening on the case's card (the server grants openings, not inventory items) — in both languages.
 */
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/event/en.json';
import ru from '../../../i18n/event/ru.json';

vi.mock('../../../shared/sound/sound.ts', () => ({ play: vi.fn() }));
const { CLAIMED_TEXT } = await import('./use-claim.ts');

describe('the claimed reward’s message', () => {
  it('names what each kind of reward paid, in Russian and English', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { translation: ru }, en: { translation: en } } });
    const say = (lng: string, type: keyof typeof CLAIMED_TEXT) =>
      i18n.getFixedT(lng)(CLAIMED_TEXT[type]);
    expect(say('ru', 'coins')).toMatch(/Монеты/);
    expect(say('ru', 'coins')).not.toMatch(/на ваш баланс/);
    expect(say('ru', 'money')).toMatch(/Деньги зачислены на ваш баланс/);
    expect(say('ru', 'cases')).toMatch(/бесплатное открытие/i);
    expect(say('ru', 'cases')).not.toMatch(/инвентар/);
    expect(say('en', 'coins')).toMatch(/coins/);
    expect(say('en', 'cases')).toMatch(/free opening/);
    for (const type of Object.keys(CLAIMED_TEXT) as (keyof typeof CLAIMED_TEXT)[])
      for (const lng of ['ru', 'en']) expect(say(lng, type)).not.toBe(CLAIMED_TEXT[type]);
  });
});
