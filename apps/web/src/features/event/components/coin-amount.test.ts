/**
 * Issue 48: screen readers hear a season-coin amount in the language's plural form ("231 монета сезона", never
 * "231 монет сезона"), from the event bundle's texts as CoinAmount asks for them.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/event/en.json';
import ru from '../../../i18n/event/ru.json';

async function say(lng: 'ru' | 'en', value: number) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { ru: { translation: ru }, en: { translation: en } },
  });
  return i18n.t('season.coinsValue', { count: value, value: String(value) });
}

describe('a season-coin amount read aloud', () => {
  it('takes the Russian plural form of its number', async () => {
    expect(await say('ru', 231)).toBe('231 монета сезона');
    expect(await say('ru', 232)).toBe('232 монеты сезона');
    expect(await say('ru', 235)).toBe('235 монет сезона');
    expect(await say('ru', 11)).toBe('11 монет сезона');
    expect(await say('ru', 0)).toBe('0 монет сезона');
  });

  it('and the English one', async () => {
    expect(await say('en', 1)).toBe('1 season coin');
    expect(await say('en', 231)).toBe('231 season coins');
  });
});
