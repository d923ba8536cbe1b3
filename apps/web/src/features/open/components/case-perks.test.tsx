/**
 * The open page's chips (issue 28) with the signed-in player's progress on the case (spec 001 §7 personal progress,
 * issue 45): how many they opened, in the language's plural form, and the coins they earned when the case pays
 * coins; a visitor sees the case's own chips only.
 */
import { describe, expect, it } from 'vitest';
import type { CaseDetailData } from '../../../api/endpoints/get-case.ts';
import { renderRu } from '../../../test/render.tsx';
import { CasePerks } from './case-perks.tsx';

const card = (coins: { min: number; max: number } | null) =>
  ({
    tastyCoins: coins,
    multicastData: null,
    multifixNumber: null,
    everyNOpenFree: null,
    labelData: null,
    statisticData: { opensLimit: null, opensRemaining: null },
  }) as unknown as CaseDetailData;

const chips = (c: CaseDetailData, progress?: { openedCount: number; coinsEarned: number }) => {
  const r = renderRu(<CasePerks card={c} time={{ kind: 'none' }} progress={progress} />);
  const texts = [...r.container.querySelectorAll('li')].map((li) =>
    li.textContent?.replace(/\s/g, ' '),
  );
  r.unmount();
  return texts;
};

describe('the open page’s chips with the player’s progress', () => {
  it('name how many times the player opened the case and the coins it paid them', () => {
    expect(chips(card({ min: 5, max: 14 }), { openedCount: 4, coinsEarned: 37 })).toEqual([
      '+5–14 монет за каждое открытие',
      'Вы открыли его 4 раза',
      'Заработано на нём: 37 монет',
    ]);
    expect(chips(card({ min: 5, max: 14 }), { openedCount: 1, coinsEarned: 21 })).toEqual([
      '+5–14 монет за каждое открытие',
      'Вы открыли его 1 раз',
      'Заработано на нём: 21 монета',
    ]);
  });

  it('leave the coins out for a case that pays none, and everything out for a visitor', () => {
    expect(chips(card(null), { openedCount: 0, coinsEarned: 0 })).toEqual(['Вы открыли его 0 раз']);
    expect(chips(card({ min: 5, max: 14 }))).toEqual(['+5–14 монет за каждое открытие']);
    expect(chips(card(null))).toEqual([]);
  });
});
