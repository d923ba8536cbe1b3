/**
 * The payment minimum of the player's `change-min-sum` variant (spec 001 §7 "value false means the payment minimum
 * was changed"), roubles, or null (the control, the experiment off, or still loading): the same variant and payload
 * the server's payment start enforces. Reading it sends the exposure to the first-party analytics.
 */
import { CHANGE_MIN_SUM, changedMinSum } from '@cases/domain/api/experiments';
import { useExperimentVariant } from '../../../api/endpoints/get-experiment-variant.ts';
import { trackEvent } from '../../../shared/analytics/track-event.ts';

const exposure = (flagKey: string, variant: string | undefined) =>
  trackEvent('experiment_exposure', { flag_key: flagKey, variant: variant ?? null });

export function useChangedMinSum(): number | null {
  const { data } = useExperimentVariant(CHANGE_MIN_SUM, exposure);
  return changedMinSum(data ?? undefined);
}
