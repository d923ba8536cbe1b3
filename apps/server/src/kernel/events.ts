/**
 * The event map of the shop (docs/architecture.md "Events"): what one area tells the others after its
 * transaction commits, by name. Published on `app.events` (platform/events.ts); each area subscribes
 * in its own module. Amounts in kopecks.
 *
 * | event                  | published by           | subscribed by            |
 * | ---------------------- | ---------------------- | ------------------------ |
 * | `case.opened`          | cases, daily           | live (the drop feed), season (pass tasks) |
 * | `withdrawal.delivered` | withdrawals            | push                     |
 * | `leaderboard.prize_won`| leaderboards           | push                     |
 * | `daily.case_ready`     | daily                  | push (and mail)          |
 *
 * Listeners are best effort: a process that dies right after a commit loses them. Leaderboard scores,
 * prizes, payouts and anything else that must happen exactly once are counted from the tables or
 * written as a job in the same transaction, never left to a listener. An event joins this map with
 * its first subscriber. The battle pass listens to `case.opened` only to pay sooner: its tasks are
 * counted from the tables and paid once by a unique row, so a lost event costs nothing (decision 017).
 */
import type { EventBus } from '../platform/events.ts';
import type { CaseRow, ItemRow } from './catalog/snapshot.ts';

export interface AppEvents {
  /** A case was opened (paid, free or daily): its drops, now inventory items of `userId`. */
  'case.opened': {
    userId: number;
    nickname: string;
    caseRow: CaseRow;
    drops: { inventoryItemId: number; item: ItemRow }[];
  };
  /** An item reached the player's Steam inventory. */
  'withdrawal.delivered': { userId: number; inventoryItemId: number };
  /** A settled board gave `userId` its prize for place `position`. */
  'leaderboard.prize_won': {
    userId: number;
    boardTitle: string;
    position: number;
    itemName: string;
  };
  /** A daily case of `userId` can be opened again; tell them on the channels they asked for. */
  'daily.case_ready': {
    userId: number;
    lang: string;
    caseName: string;
    push: boolean;
    /** The confirmed address to mail, or null. */
    email: string | null;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's event bus (kernel/events.ts names the events). */
    events: EventBus<AppEvents>;
  }
}
