/**
 * The leaderboard reward popup's calls (spec 001 §2, §3 Reward drop): GET /v2/top/rewards (won prizes
 * not yet shown), POST /v2/top/rewards/seen { ids }, and POST /v1/inventory/sell { id } for its sell
 * button.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { okResponse } from '@cases/domain/api/auth';
import { sellResponse } from '@cases/domain/api/inventory';
import { rewardsResponse, type RewardDrop } from '@cases/domain/api/leaderboards';
import { apiGet, apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';

export type Reward = Camel<RewardDrop>;

export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboards', 'rewards'] as const,
    queryFn: ({ signal }) => apiGet('/v2/top/rewards', { schema: rewardsResponse, signal }),
    staleTime: 60_000,
  });

export function useRewards() {
  return useQuery({ ...rewardsQueryOptions(), enabled: useSignedIn() });
}

/** Marks rewards as shown; they leave the cached list at once. */
export function useMarkRewardsSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiPost('/v2/top/rewards/seen', { schema: okResponse, body: { ids } }),
    onMutate: (ids) =>
      client.setQueryData(rewardsQueryOptions().queryKey, (list) =>
        list?.filter((r) => !ids.includes(r.id)),
      ),
  });
}

/** Sells the prize item; the balance in the header follows. */
export function useSellReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost('/v1/inventory/sell', { schema: sellResponse, body: { id } }),
    onSuccess: (r) => {
      setMeBalance(client, r.balance);
      void client.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}
