/** GET /v2/top/history (spec 001 §3 History entry, §7): the player's past places and prizes, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { historyResponse, type HistoryEntry } from '@cases/domain/api/leaderboards';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type PastPlace = Camel<HistoryEntry>;

export const historyQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboards', 'history'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v2/top/history', { schema: historyResponse, query: { limit: 20 }, signal }),
  });

export function useHistory() {
  return useQuery({ ...historyQueryOptions(), enabled: useSignedIn() });
}
