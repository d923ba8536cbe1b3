/**
 * The visitor's variant of one experiment (spec 000 §7; api/experiment.ts), once per page session: `undefined`
 * while it loads, when the experiment does not run, or when the service fails (the control behaviour holds).
 */
import { useQuery } from '@tanstack/react-query';
import { experimentVariant } from '../experiment.ts';

export function useExperimentVariant(
  flagKey: string,
  onExposure: (flagKey: string, variant: string | undefined) => void,
) {
  return useQuery({
    queryKey: ['experiment', flagKey] as const,
    queryFn: async () => (await experimentVariant(flagKey, onExposure)) ?? null,
    staleTime: Infinity,
    retry: false,
  });
}
