/**
 * What the users area asks of others for a player's profile, wired in app.ts (ARCHITECTURE "a port
 * from the composition root"): the waiting promo code (promo), the level cases (cases), and the play
 * figures of the dashboard and win rate (upgrades, battles). Amounts in kopecks.
 */
import type { Language } from '@cases/domain/api/site-web';
import type { DbOrTx } from '../../db/client.ts';

export interface UsersPorts {
  /** The player's promo code waiting for a deposit, or null. */
  activePromo: (db: DbOrTx, userId: number) => Promise<{ code: string; kind: string } | null>;
  /**
   * A player's level cases (spec 000 §3 User levels): the next locked one, those that open now, and
   * when the earliest claimed one opens again (ISO), case names in `lang`.
   */
  levelCaseStatus: (
    db: DbOrTx,
    userId: number,
    userLevel: number,
    lang: Language,
  ) => Promise<{
    next: { caseName: string; link: string; id: string } | null;
    available: { caseName: string; link: string }[];
    nearest: string | null;
  }>;
  /** How many upgrades the player played. */
  upgradesCount: (db: DbOrTx, userId: number) => Promise<number>;
  /** The player's finished battles: played, won, and the most one paid them (kopecks). */
  battleFigures: (
    db: DbOrTx,
    userId: number,
  ) => Promise<{ allCount: number; winsCount: number; maxWin: number }>;
}
