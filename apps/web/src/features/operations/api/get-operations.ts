/**
 * GET /v1/users/operations?page&per_page (signed in; issue 9): the player's operations history,
 * newest first, loaded page by page.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { operationsResponse, type OperationView } from '@cases/domain/api/users';
import { apiGet } from '../../../api/client.ts';

export type Operation = Camel<OperationView>;
const PER_PAGE = 20;

export const operationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['operations'] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiGet('/v1/users/operations', {
        schema: operationsResponse,
        query: { page: pageParam, per_page: PER_PAGE },
        signal,
      }),
    getNextPageParam: (last, _all, page) => (last.hasNext ? page + 1 : undefined),
  });

export const useOperations = () => useInfiniteQuery(operationsQueryOptions());
