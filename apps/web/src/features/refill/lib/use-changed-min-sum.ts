/**
 * The payment minimum of the player's `change-min-sum` variant (spec 001 §7 "value false means the payment minimum
 * was changed"), roubles, or null (the control, the experiment off, or still loading): the same variant and payload
 * the server's payment start enforces. Reading it sends the exposure to the first-party analytics (shared/analytics/exposures.ts: the spec's queue).
 */
import { CHANGE_MIN_SUM, changedMinSum } from '@cases/domain/api/experiments';
import { useExperimentVariant } from '../../../api/endpoints/get-experiment-variant.ts';
import { trackExposure } from '../../../shared/analytics/exposures.ts';

export function useChangedMinSum(): number | null {
  const { data } = useExperimentVariant(CHANGE_MIN_SUM, trackExposure);
  return changedMinSum(data ?? undefined);
}
