/**
 * The games /provably-fair/check can recompute, one tab each (`?game=`): every random outcome of
 * the shop is checkable in the browser with the same `packages/domain` code the server rolled with.
 * A game adds its tab here: a key for the URL, a label key under `fairness.games`, and its component
 * (which keeps its own inputs in the URL's query).
 */
import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import { BattleCheck } from './battle-check.tsx';
import { CaseCheck } from './case-check.tsx';
import { ContractCheck } from './contract-check.tsx';
import { MinesCheck } from './mines-check.tsx';
import { RaffleCheck } from './raffle-check.tsx';
import { UpgradeCheck } from './upgrade-check.tsx';

export interface CheckTab {
  /** The `game` query value. */
  key: string;
  /** i18n key of the tab's label. */
  label: ParseKeys;
  Component: ComponentType;
}

export const CHECK_TABS: readonly CheckTab[] = [
  { key: 'case', label: 'fairness.games.case', Component: CaseCheck },
  { key: 'upgrade', label: 'fairness.games.upgrade', Component: UpgradeCheck },
  { key: 'contract', label: 'fairness.games.contract', Component: ContractCheck },
  { key: 'mines', label: 'fairness.games.mines', Component: MinesCheck },
  { key: 'battle', label: 'fairness.games.battle', Component: BattleCheck },
  { key: 'raffle', label: 'fairness.games.raffle', Component: RaffleCheck },
];
