/**
 * The experiments' defaults from the environment (spec 001 §7 "Variant change-min-sum"; modules/experiments): the
 * share of visitors (%) given `change-min-sum`'s variant `false` (EXPERIMENT_CHANGE_MIN_SUM_PERCENT, 0 by default:
 * the experiment does not run) and the payment minimum that variant sets (EXPERIMENT_MIN_SUM_RUB, roubles, 100 by
 * default; it only ever raises a direction's own minimum). The console overrides whether it runs and the shares.
 */
import { z } from 'zod';

const schema = z.object({
  EXPERIMENT_CHANGE_MIN_SUM_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
  EXPERIMENT_MIN_SUM_RUB: z.coerce.number().min(1).max(100_000).default(100),
});

export interface ExperimentsConfig {
  changeMinSum: { percent: number; minSumRub: number };
}

/** The defaults from `env`; throws a ZodError on a bad value (reported at boot). */
export function loadExperimentsConfig(env: NodeJS.ProcessEnv): ExperimentsConfig {
  const e = schema.parse(env);
  return {
    changeMinSum: {
      percent: e.EXPERIMENT_CHANGE_MIN_SUM_PERCENT,
      minSumRub: e.EXPERIMENT_MIN_SUM_RUB,
    },
  };
}
