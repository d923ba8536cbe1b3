import { describe, expect, it } from 'vitest';
import { GAME_PROJECTS, PROJECTS, steamMarketUrl } from './projects.ts';

describe('game projects', () => {
  it('names Dota 2 (570) first, then Counter-Strike 2 (730)', () => {
    expect(GAME_PROJECTS[0]).toBe('dota');
    expect(PROJECTS.dota.appId).toBe(570);
    expect(PROJECTS.cs.appId).toBe(730);
  });

  it('builds the market listing of a name, percent-encoding what a path cannot hold', () => {
    expect(steamMarketUrl(570, 'Dragonclaw Hook')).toBe(
      'https://steamcommunity.com/market/listings/570/Dragonclaw%20Hook',
    );
    expect(steamMarketUrl(730, '★ Karambit | Doppler (Factory New)')).toBe(
      'https://steamcommunity.com/market/listings/730/%E2%98%85%20Karambit%20%7C%20Doppler%20(Factory%20New)',
    );
    expect(steamMarketUrl(570, 'A/B?c#d')).toBe(
      'https://steamcommunity.com/market/listings/570/A%2FB%3Fc%23d',
    );
  });
});

describe("each project's rarities and slots", () => {
  it('ranks a rarity within its own game, lowest 0', async () => {
    const { rarityRank, PROJECT_VOCABULARY, rarity, itemSlot } = await import('./catalog.ts');
    expect(rarityRank('common')).toBe(0);
    expect(rarityRank('arcana')).toBe(6);
    expect(rarityRank('consumer')).toBe(0);
    expect(rarityRank('covert')).toBe(5);
    expect(rarityRank('contraband')).toBe(7);
    expect(rarityRank('no-such')).toBe(0);
    // Every project's vocabulary is on the wire, and the two games share no rarity.
    for (const { rarities, slots } of Object.values(PROJECT_VOCABULARY)) {
      for (const r of rarities) expect(rarity.safeParse(r).success).toBe(true);
      for (const s of slots) expect(itemSlot.safeParse(s).success).toBe(true);
    }
    const dota = new Set<string>(PROJECT_VOCABULARY.dota.rarities);
    expect(PROJECT_VOCABULARY.cs.rarities.filter((r) => dota.has(r))).toEqual([]);
    expect(PROJECT_VOCABULARY.cs.slots).toContain('knife');
    expect(PROJECT_VOCABULARY.dota.slots).not.toContain('knife');
  });
});
