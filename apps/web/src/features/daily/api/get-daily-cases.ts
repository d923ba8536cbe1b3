/**
 * GET /v1/cases/daily and /v1/cases/daily/info (spec 000 §7; issue 13): the daily cases with their
 * condition and when each opens next, and the page's summary (level, experience, ready count, nearest
 * time, deposit condition).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { dailyCasesResponse, dailyInfoResponse, type DailyCase } from '@cases/domain/api/daily';
import { apiGet } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type DailyCaseData = Camel<DailyCase>;

export const dailyCasesQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['daily', 'cases', signedIn] as const,
    queryFn: ({ signal }) => apiGet('/v1/cases/daily', { schema: dailyCasesResponse, signal }),
  });
export const useDailyCases = () => useQuery(dailyCasesQueryOptions(useSignedIn()));

export const dailyInfoQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['daily', 'info', signedIn] as const,
    queryFn: ({ signal }) => apiGet('/v1/cases/daily/info', { schema: dailyInfoResponse, signal }),
  });
export const useDailyInfo = () => useQuery(dailyInfoQueryOptions(useSignedIn()));
