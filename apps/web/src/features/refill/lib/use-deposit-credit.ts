/**
 * What a deposit of `kopecks` through a direction with `directionPercent` credits, as the server's
 * settlement will (issue 31: the total left out the waiting promo code): the domain's depositCredit
 * over the bonus levels in force and the terms of the player's waiting code (its lookup).
 */
import {
  depositCredit,
  type DepositCredit,
  type DepositPromoTerms,
} from '@cases/domain/payments/deposit-credit';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { usePromoInfo, type PromoInfoData } from '../../../api/endpoints/promo.ts';
import { useBonusLevels } from '../api/get-bonus-levels.ts';

function termsOf(info: PromoInfoData | undefined): DepositPromoTerms | null {
  switch (info?.type) {
    case 'common':
      return { kind: 'common', percent: info.percent };
    case 'blogger':
      return {
        kind: 'blogger',
        offers: info.flexOffers.map((o) => ({
          price_from: o.priceFrom,
          money_factor: o.moneyFactor,
        })),
      };
    case 'instant':
    case undefined:
      return null;
  }
}

/** The parts of the credit and their total, in kopecks. */
export function useDepositCredit(kopecks: number, directionPercent: number): DepositCredit {
  const levels = useBonusLevels().data ?? [];
  const waiting = useMe().data?.promo?.code ?? '';
  const info = usePromoInfo(waiting).data;
  return depositCredit(kopecks, {
    levels: levels.map((l) => ({ limit: l.limit, bonus_multiplier: l.bonusMultiplier })),
    directionPercent,
    promo: waiting ? termsOf(info) : null,
  });
}
