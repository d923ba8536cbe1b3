/**
 * The boot check of the upgrade's max ratio (issue 11): a ratio the 0.1 % chance floor cannot carry
 * under the house edge (domain `maxRatioLimit`) stops the server with a message naming the variable
 * and the limit; the defaults and the limit itself are accepted.
 */
import { maxRatioLimit, UPGRADE_BASE_CHANCE_DIMINISHER } from '@cases/domain/upgrade';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadItemGamesConfig } from './item-games-config.ts';

describe('UPGRADE_MAX_RATIO at boot', () => {
  it('accepts the default (×80 under an 8 % edge)', () => {
    expect(loadItemGamesConfig({}).upgrade).toMatchObject({ houseEdge: 0.08, maxRatio: 80 });
    expect(loadConfig({}).itemGames.upgrade.maxRatio).toBe(80);
  });

  it('accepts the limit itself and refuses one above it with a clear message', () => {
    const limit = Math.floor(maxRatioLimit(0.08, UPGRADE_BASE_CHANCE_DIMINISHER));
    expect(limit).toBe(920);
    expect(loadItemGamesConfig({ UPGRADE_MAX_RATIO: String(limit) }).upgrade.maxRatio).toBe(920);
    const message =
      /UPGRADE_MAX_RATIO 921 is above 920: the 0\.1 % chance floor would pay more than the house edge allows/;
    expect(() => loadItemGamesConfig({ UPGRADE_MAX_RATIO: '921' })).toThrow(message);
    expect(() => loadConfig({ UPGRADE_MAX_RATIO: '921' })).toThrow(message);
  });

  it('follows the house edge: a ratio fine at 8 % is refused at 50 %', () => {
    expect(loadItemGamesConfig({ UPGRADE_MAX_RATIO: '900' }).upgrade.maxRatio).toBe(900);
    expect(() =>
      loadItemGamesConfig({ UPGRADE_MAX_RATIO: '900', UPGRADE_HOUSE_EDGE: '0.5' }),
    ).toThrow(/UPGRADE_MAX_RATIO 900 is above 500/);
  });
});
