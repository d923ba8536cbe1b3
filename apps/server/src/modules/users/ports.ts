/**
 * What the users area asks of others for a player's profile, wired in app.ts (ARCHITECTURE "a port
 * from the composition root"): the waiting promo code (promo) and the level cases (cases). The play
 * figures of the dashboard, the win rate and the statistic are the player's counters (kernel/players/
 * counters.ts, decision 023), asked of no area.
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
}
