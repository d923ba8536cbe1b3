/**
 * GET /v1/payments/countries (spec 001 §7): every country with its currency, sum buttons and the
 * directions this shop takes; GET /nitro-api/default-country?languages=: the visitor's default from the browser's
 * languages (RU when unknown).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  countriesResponse,
  defaultCountryResponse,
  type CountryView,
} from '@cases/domain/api/payments';
import { apiGet } from '../../../api/client.ts';

export type PayCountry = Camel<CountryView>;
export type PayDirection = PayCountry['directions']['paymentDirectionData'][number];

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'countries'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/payments/countries', { schema: countriesResponse, signal }),
    staleTime: 300_000,
  });
export const useCountries = () => useQuery(countriesQueryOptions());

export const defaultCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'default-country'] as const,
    queryFn: ({ signal }) =>
      apiGet('/nitro-api/default-country', {
        schema: defaultCountryResponse,
        query: { languages: navigator.languages.join(',').slice(0, 300) || undefined },
        signal,
      }),
    staleTime: Infinity,
  });
export const useDefaultCountry = () => useQuery(defaultCountryQueryOptions());
