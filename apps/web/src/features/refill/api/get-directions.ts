/**
 * GET /v1/payments/directions → { directions: [{ payment_direction_id, name, minimal_amount,
 * maximal_amount, bonus_percent }] } (spec 001 §3 Payment direction). Only "sandbox" in this release.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { directionsResponse } from '@cases/domain/api/payments';
import type { z } from 'zod';
import { apiGet } from '../../../api/client.ts';

export type Direction = Camel<z.infer<typeof directionsResponse>>['directions'][number];

/** The payment methods on offer. */
export function getDirections(signal?: AbortSignal): Promise<Direction[]> {
  return apiGet('/v1/payments/directions', { schema: directionsResponse, signal }).then(
    (r) => r.directions,
  );
}

export const directionsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'directions'] as const,
    queryFn: ({ signal }) => getDirections(signal),
    staleTime: 300_000,
  });

/** Payment directions for the refill form. */
export function useDirections() {
  return useQuery(directionsQueryOptions());
}
