/**
 * The install-as-app bonus, spec 000 §4 "Install bonus", §9 (200 coins; the pushPWA mission of the bonus
 * page pays it through the same claim): granted once per player however often it is claimed — the
 * claim row's primary key decides, in the transaction that credits the coins. `GET /v1/bonus/pwa`.
 */
import { pwaBonusResponse } from '@cases/domain/api/users';
import { bonusClaims } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth.ts';
import { credit } from '../../platform/ledger.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { getUser } from '../../kernel/players/users.ts';

const PWA_BONUS_COINS = 200;

/** Grants the bonus if this player never had it; returns whether this call granted it and the coin balance. */
export async function claimPwaBonus(
  db: Db,
  userId: number,
): Promise<{ grantedNow: boolean; coinBalance: number | null }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(bonusClaims)
      .values({ userId, kind: 'pwa' })
      .onConflictDoNothing()
      .returning({ userId: bonusClaims.userId });
    if (inserted.length === 0) return { grantedNow: false, coinBalance: null };
    const coinBalance = await credit(tx, {
      userId,
      amount: PWA_BONUS_COINS,
      reason: 'bonus_pwa',
      reference: 'bonus:pwa',
      currency: 'COIN',
    });
    return { grantedNow: true, coinBalance };
  });
}

export function installBonusRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/bonus/pwa',
    { config: { auth: 'required' }, schema: { response: { 200: pwaBonusResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      const r = await claimPwaBonus(db, userId);
      const coinBalance = r.coinBalance ?? (await getUser(db, userId)).coinBalance;
      // `status` says the bonus is granted to this player (now or before); `granted_now` whether this call did it.
      return {
        status: true,
        data: {
          status: true,
          granted_now: r.grantedNow,
          coins: PWA_BONUS_COINS,
          coin_balance: coinBalance,
        },
      };
    },
  );
}
