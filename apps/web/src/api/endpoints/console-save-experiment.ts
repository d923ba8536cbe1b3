/**
 * PUT /v1/admin/experiments/{key} (spec 000 §7; right site.write): runs or stops an experiment and sets its variants'
 * shares (%, summing to 100; else 400 experiment_weights_invalid), audited `site.experiments`; `setting: null`
 * returns it to the environment's default. The answer replaces the cached list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminExperimentsResponse } from '@cases/domain/api/experiments';
import { apiPut } from '../client.ts';
import { consoleExperimentsQuery } from './get-console-experiments.ts';

export interface ExperimentSettingInput {
  key: string;
  setting: { running: boolean; weights: Record<string, number> } | null;
}

export function useSaveConsoleExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, setting }: ExperimentSettingInput) =>
      apiPut(`/v1/admin/experiments/${encodeURIComponent(key)}`, {
        schema: adminExperimentsResponse,
        body: { setting },
      }),
    onSuccess: (list) => queryClient.setQueryData(consoleExperimentsQuery.queryKey, list),
  });
}
