import { describe, expect, it } from 'vitest';
import { eventTabs } from './tabs.ts';

describe('event tabs (spec 001 §2)', () => {
  it('the overview first, then the listed tabs in the page order', () => {
    expect(eventTabs(['Top', 'FreeCases', 'NewCases', 'TastyBattlePass']).map((t) => t.to)).toEqual(
      ['/event', '/event/new-cases', '/event/coin-cases', '/event/battle-pass', '/event/top'],
    );
  });
  it('only the overview when settings list none', () => {
    expect(eventTabs([]).map((t) => t.key)).toEqual(['overview']);
  });
});
