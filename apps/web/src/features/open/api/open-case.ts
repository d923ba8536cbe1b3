/**
 * POST /v1/cases/{slug}/open { multi_open: 1..5 } → { drops, balance, coins, coin_balance, amount_exp,
 * current_exp } (spec 000 §7; issue 28: `coins` this opening paid, `coin_balance` after it). Errors:
 * 402 balance_error (money, or coins for a coin case), 404 caseNotFound, 409 case_not_available (also
 * a free case reopened within 24 h), 403 deposit_required, 429 fastOpen (another opening in flight),
 * 401 authentication. The new balance and coin balance go into the me query at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { openResponse } from '@cases/domain/api/cases';
import type { OpenResponse } from '@cases/domain/api/cases';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance, setMeCoinBalance } from '../../../api/endpoints/get-me.ts';

export type OpenResult = Camel<OpenResponse>;
export type DropData = OpenResult['drops'][number];

/** Opens `multiOpen` copies of the case `slug`. */
export function openCase(slug: string, multiOpen: number): Promise<OpenResult> {
  return apiPost(`/v1/cases/${encodeURIComponent(slug)}/open`, {
    schema: openResponse,
    body: { multiOpen },
  });
}

/** Open mutation; updates the balance and coins and marks case, level and inventory data stale. */
export function useOpenCase(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (multiOpen: number) => openCase(slug, multiOpen),
    onSuccess: (res) => {
      setMeBalance(queryClient, res.balance);
      setMeCoinBalance(queryClient, res.coinBalance);
      void queryClient.invalidateQueries({ queryKey: ['case', slug] });
      // Free cases count down on their cards once claimed.
      void queryClient.invalidateQueries({ queryKey: ['sections'] });
      void queryClient.invalidateQueries({ queryKey: ['levels'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      // The season's figures (coins earned, the pass) count openings.
      void queryClient.invalidateQueries({ queryKey: ['event'] });
    },
  });
}
