/**
 * GET /battles-api/battle for the check page's battle tab (issue 10): the revealed battle — seeds,
 * cases with their drop lists, rounds and winners — that the browser recomputes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { battleResponse, battleUlid } from '@cases/domain/api/battles';
import { apiGet } from '../../../api/client.ts';

export const battleForCheckQueryOptions = (ulid: string, key: string) =>
  queryOptions({
    queryKey: ['fairness', 'battle', ulid, key] as const,
    queryFn: ({ signal }) =>
      apiGet('/battles-api/battle', {
        schema: battleResponse,
        query: { ulid, key: key || undefined },
        signal,
      }).then((r) => r.battle),
    retry: false,
  });

/** The battle to check, once `ulid` looks like one. */
export function useBattleForCheck(ulid: string, key: string) {
  return useQuery({
    ...battleForCheckQueryOptions(ulid, key),
    enabled: battleUlid.safeParse(ulid).success,
  });
}
