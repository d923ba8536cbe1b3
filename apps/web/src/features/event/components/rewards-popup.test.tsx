/**
 * The pass's rewards popup (spec 001 §3 "Info popup rewards: challenge levels plus dailyCase"): the levels that
 * pay, and the daily case as `GET /v1/popup/info` names it — ready now or later — or the general line for a visitor.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LevelData } from '../../../api/endpoints/get-challenge.ts';
import { renderRu } from '../../../test/render.tsx';
import { RewardsPopup } from './rewards-popup.tsx';

const level = (n: number, money: number): LevelData => ({
  level: n,
  cost: n * 10,
  active: false,
  current: false,
  done: false,
  received: false,
  balanceData: { coins: 0, money },
  caseData: [],
  tasks: [],
});

const popup = (daily?: { name: string; ready: boolean }) =>
  renderRu(
    <RewardsPopup
      open
      onClose={() => undefined}
      levels={[level(1, 0), level(5, 1)]}
      dailyImage="/season/icon-case.svg"
      daily={daily}
    />,
    { bundles: ['event'] },
  );

describe('the rewards popup', () => {
  it('lists only the levels that pay', () => {
    popup();
    const dialog = screen.getByRole('dialog', { name: 'Награды пропуска' });
    const levels = within(dialog)
      .getAllByRole('listitem')
      .map((r) => r.textContent ?? '')
      .filter((text) => text.startsWith('Уровень'));
    expect(levels).toEqual([expect.stringMatching(/^Уровень 5\s*1\s₽$/)]);
  });

  it("names the player's daily case: ready now, or later", () => {
    const { unmount } = popup({ name: 'Ежедневный подарок', ready: true });
    expect(screen.getByRole('link', { name: /Ежедневный кейс/ }).textContent).toContain(
      'Можно открыть сейчас: Ежедневный подарок',
    );
    unmount();
    popup({ name: 'Кейс за уровень', ready: false });
    expect(screen.getByRole('link', { name: /Ежедневный кейс/ }).textContent).toContain(
      'Откроется позже: Кейс за уровень',
    );
  });

  it('tells a visitor about daily cases in general', () => {
    popup();
    expect(screen.getByRole('link', { name: /Ежедневный кейс/ }).textContent).toContain(
      'Бесплатный кейс каждый день',
    );
  });
});
