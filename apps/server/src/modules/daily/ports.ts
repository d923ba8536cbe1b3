/**
 * What the daily area asks of others, wired in app.ts (ARCHITECTURE "a port from the composition
 * root"): the deposit-today case opens through the cases area's opening (every guard and error of
 * `POST /v1/cases/{id}/open`), and the popup shows the leaderboard prize the player has not seen.
 */
import type { RewardDrop } from '@cases/domain/api/leaderboards';
import type { Language } from '@cases/domain/api/site-web';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CaseEntry, ItemRow } from '../../kernel/catalog/snapshot.ts';

export interface DailyPorts {
  /** Opens `count` of the case `key` for `userId` under `rules`; the drops and the opener's state. */
  openCase: (
    db: Db,
    userId: number,
    key: string,
    count: number,
    rules: { freeCaseDepositDays: number; dailyDepositMinKopecks?: number },
  ) => Promise<{
    nickname: string;
    caseEntry: CaseEntry;
    drops: { inventoryItemId: number; item: ItemRow }[];
    currentExp: number;
  }>;
  /** The leaderboard prizes `userId` has not seen in the popup yet, oldest first. */
  unseenRewards: (db: DbOrTx, userId: number, lang: Language) => Promise<RewardDrop[]>;
}
