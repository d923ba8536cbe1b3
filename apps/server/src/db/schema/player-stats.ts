/**
 * A player's lifetime figures (issues 43 and 45; decision 023): what the profile's win rate, dashboard and
 * statistics show, kept as counters in the statements that record each play, never recounted per request.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `player_stats`: the counting triggers of migrations 0039 (on `inventory_items`, `battles`, `upgrades`) and 0046
 *   (case drops on `inventory_items`, case coins on `ledger`);
 *   read through kernel/players/counters.ts
 */
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

/**
 * One counter per player and kind (kernel/players/counters.ts `PlayerCounterKind`): `item:<status>` inventory
 * rows in that status; `case_win`, `case_lose` paid case drops (`paid` > 0) worth at least / less than paid;
 * `case_profit` kopecks those drops were worth over what they cost (negative when they lost); `battles`,
 * `battle_wins` finished battles played and won; `battle_max_win` kopecks the best of them paid (a maximum,
 * not a sum); `upgrades` upgrades played; `case_drops:<case id>` case drops from that case (free ones too);
 * `coins:case:<slug>` season coins that case's openings paid. A missing row reads as 0; a row may hold 0.
 */
export const playerStats = pgTable(
  'player_stats',
  {
    userId: userRef(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
