/**
 * POST /v1/upgrades/upgrade-items { item_ids, target_ids, balance_amount? } → the upgrade result
 * (spec 001 §3 Upgrade result, §7): win_prize or pity_prize and coins_prize, the chance and the roll
 * with the seed pair's hash, client seed and nonce. Errors keyed by spec 001 §8 (upgrade_*,
 * invalidItem, balance_error, self_excluded, game_in_progress). The balance goes into the me query;
 * inventory, levels and the history are marked stale. `chance` is the chance the page shows: when the
 * server's differs (a target repriced), it answers upgrade_not_found_outdated and both lists and the
 * terms are reloaded.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { upgradeResponse, type UpgradeResponse } from '@cases/domain/api/upgrades';
import { ApiError } from '../../../api/api-error.ts';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import { trackEvent } from '../../../shared/analytics/track-event.ts';

export type UpgradeResult = Camel<UpgradeResponse>;
export interface UpgradeRequest {
  itemIds: string[];
  targetIds: string[];
  /** Roubles; omitted when 0. */
  balanceAmount?: number;
  /** The chance shown to the player (a fraction), rolled at only if the server's is the same. */
  chance: number;
}

/** True for the refusal that means the page's prices or items are out of date. */
export const isOutdated = (e: unknown) =>
  e instanceof ApiError && e.code === 'upgrade_not_found_outdated';

export function upgradeItems(req: UpgradeRequest): Promise<UpgradeResult> {
  return apiPost('/v1/upgrades/upgrade-items', { schema: upgradeResponse, body: req });
}

/** The upgrade mutation (the caches are refreshed after the wheel has stopped, see `refresh`). */
export function useUpgradeItems() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: upgradeItems,
    // The `upgrade` analytics event (spec 001 §7): the outcome and its terms, nothing of the player.
    onSuccess: (res, req) =>
      trackEvent('upgrade', {
        result: res.success ? 'win' : 'loss',
        chance: res.chance,
        stake_items: req.itemIds.length,
        balance_amount: req.balanceAmount ?? 0,
        targets: req.targetIds.length,
      }),
    onError: (e) => {
      if (!isOutdated(e)) return;
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      void queryClient.invalidateQueries({ queryKey: ['unique-items'] });
      void queryClient.invalidateQueries({ queryKey: ['upgrades', 'info'] });
    },
  });
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
