/**
 * GAME_PROJECT (issue 34, decision 019): Dota 2 by default, Counter-Strike 2 on request; anything else is refused.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('GAME_PROJECT', () => {
  it('serves Dota 2 (Steam app 570) by default, for the market links and the icon look-ups', () => {
    const config = loadConfig({});
    expect(config.project).toEqual({ id: 'dota', appId: 570 });
    expect(config.steamIcons.appId).toBe(570);
    expect(loadConfig({ GAME_PROJECT: 'dota' }).project.id).toBe('dota');
  });

  it('serves Counter-Strike 2 (730) on request, and refuses an unknown project', () => {
    const config = loadConfig({ GAME_PROJECT: 'cs' });
    expect(config.project).toEqual({ id: 'cs', appId: 730 });
    expect(config.steamIcons.appId).toBe(730);
    expect(() => loadConfig({ GAME_PROJECT: 'csgo' })).toThrow();
  });
});
