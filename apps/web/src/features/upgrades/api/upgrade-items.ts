/**
 * POST /v1/upgrades/upgrade-items { item_ids, target_ids, balance_amount? } → the upgrade result
 * (spec 001 §3 Upgrade result, §7): win_prize or pity_prize and coins_prize, the chance and the roll
 * with the seed pair's hash, client seed and nonce. Errors keyed by spec 001 §8 (upgrade_*,
 * invalidItem, balance_error, self_excluded, game_in_progress). The balance goes into the me query;
 * inventory, levels and the history are marked stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { upgradeResponse, type UpgradeResponse } from '@cases/domain/api/upgrades';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';

export type UpgradeResult = Camel<UpgradeResponse>;
export interface UpgradeRequest {
  itemIds: string[];
  targetIds: string[];
  /** Roubles; omitted when 0. */
  balanceAmount?: number;
}

export function upgradeItems(req: UpgradeRequest): Promise<UpgradeResult> {
  return apiPost('/v1/upgrades/upgrade-items', { schema: upgradeResponse, body: req });
}

/** The upgrade mutation (the caches are refreshed after the wheel has stopped, see `refresh`). */
export function useUpgradeItems() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: upgradeItems });
  /** Applies a result to the caches: balance, inventory, levels, history and figures. */
  const refresh = (res: UpgradeResult) => {
    setMeBalance(queryClient, res.balance);
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    void queryClient.invalidateQueries({ queryKey: ['levels'] });
    void queryClient.invalidateQueries({ queryKey: ['upgrades', 'history'] });
  };
  return { ...mutation, refresh };
}
