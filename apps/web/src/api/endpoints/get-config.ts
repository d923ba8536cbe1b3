/**
 * GET /nitro-api/config — feature flags, hidden header items and the welcome redirect
 * (spec 000 §1 "Feature flags can turn off whole features", §2 welcome page). Until the answer
 * arrives (or when it fails) the spec's defaults apply.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureFlag, HeaderItem } from '@cases/domain/api/platform';
import { FEATURE_FLAGS } from '@cases/domain/site';
import { apiGet } from '../client.ts';

/** Fetches the site configuration. */
export function getConfig(signal?: AbortSignal) {
  return apiGet('/nitro-api/config', {
    schema: () => import('@cases/domain/api/platform').then((m) => m.configResponse),
    signal,
  });
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getConfig(signal),
    // Flags and header items change at run time from the console (issue 30): a short freshness window.
    staleTime: 30_000,
  });

/** The whole config response, or undefined while loading. */
export function useConfig() {
  return useQuery(configQueryOptions()).data;
}

/** True when the feature is on (the spec's default before the config is loaded). */
export function useFeature(flag: FeatureFlag): boolean {
  // The client camelizes response keys, so `provably_fair` arrives as `provablyFair`.
  const key = flag.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const flags = useConfig()?.featureFlags;
  return flags?.[key] ?? FEATURE_FLAGS[flag];
}

/** Predicate: is this header menu item hidden by the operator? */
export function useHiddenHeaderItems(): (item: HeaderItem) => boolean {
  const hidden = useConfig()?.hiddenHeaderItems ?? [];
  return (item) => hidden.includes(item);
}
