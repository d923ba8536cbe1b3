/**
 * PUT /v1/admin/site/{feature-flags,header-items,payment-directions,bonus-levels} (issue 30 "Running the shop";
 * right site.write): saves one setting group (audited `site.<name>`); every server process uses it within 2 s.
 * The answer, the group as it now stands, replaces the cached one; the shop's config is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../client.ts';
import {
  SETTING_SCHEMAS,
  settingQueryOptions,
  type SettingName,
  type SettingState,
} from './get-console-settings.ts';

export function usePutConsoleSetting<N extends SettingName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      apiPut(`/v1/admin/site/${name}`, { schema: SETTING_SCHEMAS[name], body }) as Promise<
        SettingState<N>
      >,
    onSuccess: (state) => {
      queryClient.setQueryData<SettingState<N>>(settingQueryOptions(name).queryKey, state);
      void queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
