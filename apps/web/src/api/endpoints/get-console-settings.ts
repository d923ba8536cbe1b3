/**
 * GET /v1/admin/site/{feature-flags,header-items,payment-directions,bonus-levels} (issue 30 "Running the shop";
 * right site.write; docs/console.md "Settings"): each run-time setting in force with the environment's default.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  bonusLevelsState,
  featureFlagsState,
  headerItemsState,
  paymentDirectionsState,
} from '@cases/domain/api/admin-site';
import type { z } from 'zod';
import type { Camel } from '@cases/domain/casing';
import { apiGet } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

/** The settings' schemas by the path segment of their calls. */
export const SETTING_SCHEMAS = {
  'feature-flags': featureFlagsState,
  'header-items': headerItemsState,
  'payment-directions': paymentDirectionsState,
  'bonus-levels': bonusLevelsState,
} as const;
export type SettingName = keyof typeof SETTING_SCHEMAS;
/** A setting group as the client holds it (camelCase). */
export type SettingState<N extends SettingName> = Camel<z.infer<(typeof SETTING_SCHEMAS)[N]>>;

export const settingQueryOptions = <N extends SettingName>(name: N) =>
  queryOptions({
    queryKey: [CONSOLE_QUERY_ROOT, 'settings', name] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/site/${name}`, { schema: SETTING_SCHEMAS[name], signal }) as Promise<
        SettingState<N>
      >,
    retry: false,
  });

/** One setting group as it stands. */
export function useConsoleSetting<N extends SettingName>(name: N) {
  return useQuery(settingQueryOptions(name));
}
