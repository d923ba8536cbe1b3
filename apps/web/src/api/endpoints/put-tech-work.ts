/**
 * PUT /v1/admin/site/tech-work {enabled, message, message_en} (issue 30 "Tech work"; right site.write):
 * switches the shop's tech work on or off with its message (audited as `site.tech_work`); every server
 * process follows within 2 s. The answer, the new state, replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { techWorkState } from '@cases/domain/api/admin';
import { apiPut } from '../client.ts';
import { techWorkQueryOptions, type TechWork } from './get-tech-work.ts';

export function putTechWork(state: TechWork): Promise<TechWork> {
  return apiPut('/v1/admin/site/tech-work', { schema: techWorkState, body: state });
}

export function usePutTechWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTechWork,
    onSuccess: (state) => queryClient.setQueryData(techWorkQueryOptions().queryKey, state),
  });
}
