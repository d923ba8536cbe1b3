/**
 * What the daily area asks of others, wired in app.ts (ARCHITECTURE "a port from the composition
 * root"): the deposit-today case opens through the cases area's opening (every guard and error of
 * `POST /v1/cases/{id}/open`), the popup shows the leaderboard prize the player has not seen, and the
 * triggers list carries the player's personal offers (the offers area).
 */
import type { RewardDrop } from '@cases/domain/api/leaderboards';
import type { OfferTrigger } from '@cases/domain/api/offers';
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
  /** The player's running personal offers as `GET /v1/triggers` entries (issue 29; offers look at triggers). */
  offerTriggers: (db: Db, userId: number) => Promise<OfferTrigger[]>;
}
