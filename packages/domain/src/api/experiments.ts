/**
 * Experiments (spec 000 §7 "an experiment service (GET /sdk/v2/vardata, /sdk/v2/flags)", §9 and 001 §9 the
 * client's constants; 001 §7 "Variant change-min-sum"). The shop serves the two calls of Amplitude
 * Experiment's evaluation API itself, so the maintained `@amplitude/experiment-js-client` runs unchanged,
 * pointed at the shop's own origin. Every experiment is evaluated remotely (the flags call marks each
 * `evaluationMode: 'remote'`): the server assigns a variant by a hash of the visitor and the flag key and
 * keeps it (sticky). The console reads and sets each experiment under `/v1/admin/experiments` (right
 * `site.write`). Money in roubles on the wire.
 */
import { z } from 'zod';

/** The deployment key the web client sends (`Authorization: Api-Key …`): public, like Amplitude's client keys. */
export const EXPERIMENT_DEPLOYMENT_KEY = 'client-shop-web';

/**
 * Spec 001 §7 "Variant change-min-sum: value false means the payment minimum was changed": variant `false`
 * carries the changed minimum in its payload (`min_sum`, roubles); `true` is the control (the directions' own).
 */
export const CHANGE_MIN_SUM = 'change-min-sum';

/** The experiments the shop knows, each with its variants' keys (the first is the control). */
export const EXPERIMENTS = { [CHANGE_MIN_SUM]: ['true', 'false'] } as const;
export type ExperimentKey = keyof typeof EXPERIMENTS;
export const EXPERIMENT_KEYS = Object.keys(EXPERIMENTS) as ExperimentKey[];

/** One variant as `/sdk/v2/vardata` answers it (Amplitude's wire shape). */
export const experimentVariant = z.object({
  key: z.string(),
  value: z.string(),
  payload: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ExperimentVariant = z.infer<typeof experimentVariant>;

/** `GET /sdk/v2/vardata`: the caller's variant of each running experiment, by flag key. */
export const vardataResponse = z.record(z.string(), experimentVariant);

/** `GET /sdk/v2/flags`: each running experiment, evaluated remotely (no local rules). */
export const flagsResponse = z.array(
  z.object({
    key: z.string(),
    variants: z.record(z.string(), experimentVariant),
    segments: z.array(z.unknown()),
    metadata: z.object({
      evaluationMode: z.literal('remote'),
      flagType: z.literal('experiment'),
      deployed: z.boolean(),
    }),
  }),
);

/**
 * The changed minimum a `change-min-sum` variant sets (roubles), or null for the control, another variant or none:
 * the refill form and the payment start both read it from the same variant.
 */
export function changedMinSum(
  variant: { key?: string; payload?: unknown } | undefined,
): number | null {
  if (variant?.key !== 'false') return null;
  const min = (variant.payload as { min_sum?: unknown } | undefined)?.min_sum;
  return typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : null;
}

const weight = z.number().int().min(0).max(100);

/** One experiment as the console shows it: the share of visitors of each variant (%) and their conversion. */
export const adminExperiment = z.object({
  key: z.string(),
  running: z.boolean(),
  /** The environment's setting is in force (the console never saved one). */
  is_default: z.boolean(),
  variants: z.array(
    z.object({
      key: z.string(),
      weight,
      payload: z.record(z.string(), z.unknown()).nullable(),
      /** Visitors given this variant. */
      visitors: z.number().int(),
      /** Of them, players with a credited top-up after it. */
      converted: z.number().int(),
      /** Their credited top-ups after it. */
      top_ups: z.number().int(),
      /** Top-ups per visitor (0 when none). */
      top_ups_per_visitor: z.number(),
    }),
  ),
});
export type AdminExperiment = z.infer<typeof adminExperiment>;
export const adminExperimentsResponse = z.object({ experiments: z.array(adminExperiment) });

export const experimentKeyParams = z.object({ id: z.enum(EXPERIMENT_KEYS as [ExperimentKey]) });

/**
 * `PUT /v1/admin/experiments/{id}` (id: the experiment's key): run or stop it and each variant's share (%, summing to 100); `null` drops
 * the saved setting (the environment's holds again).
 */
export const experimentSaveBody = z
  .object({
    setting: z
      .object({
        running: z.boolean(),
        weights: z.record(z.string().max(32), weight),
      })
      .strict()
      .nullable(),
  })
  .strict();
