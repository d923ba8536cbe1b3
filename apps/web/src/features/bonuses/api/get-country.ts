/** GET /nitro-api/default-country (spec 001 §7): the visitor's country, for the push banner's exclusions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultCountryResponse } from '@cases/domain/api/payments';
import { apiGet } from '../../../api/client.ts';

export const countryQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'country'] as const,
    queryFn: ({ signal }) =>
      apiGet('/nitro-api/default-country', { schema: defaultCountryResponse, signal }),
    staleTime: Infinity,
  });
export const useCountry = () => useQuery(countryQueryOptions());
