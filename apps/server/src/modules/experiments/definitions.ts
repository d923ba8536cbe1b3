/**
 * The experiments in force (spec 000 §7 experiment service; spec 001 §7 change-min-sum): each known experiment
 * (domain `EXPERIMENTS`) with whether it runs and each variant's share of visitors (%, summing to 100) — the
 * environment's default (experiments-config.ts) unless the console saved a setting (site setting `experiments`,
 * every process sees it within 2 s) — and each variant's payload (`change-min-sum`'s `false`: `{ min_sum }`, roubles).
 */
import {
  CHANGE_MIN_SUM,
  EXPERIMENT_KEYS,
  EXPERIMENTS,
  type ExperimentKey,
} from '@cases/domain/api/experiments';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SETTING_KEYS, siteSetting } from '../../kernel/site/settings.ts';

export interface ExperimentSetting {
  running: boolean;
  /** Share of visitors per variant key, % (summing to 100). */
  weights: Record<string, number>;
}

export interface ExperimentDef extends ExperimentSetting {
  key: ExperimentKey;
  /** True when the environment's setting holds (the console saved none). */
  isDefault: boolean;
  variants: { key: string; payload: Record<string, unknown> | null }[];
}

/** The environment's setting of `key`. */
export function defaultSetting(config: Config, key: ExperimentKey): ExperimentSetting {
  const percent = config.experiments.changeMinSum.percent;
  return key === CHANGE_MIN_SUM
    ? { running: percent > 0, weights: { true: 100 - percent, false: percent } }
    : { running: false, weights: {} };
}

function payloadOf(config: Config, key: ExperimentKey, variant: string) {
  return key === CHANGE_MIN_SUM && variant === 'false'
    ? { min_sum: config.experiments.changeMinSum.minSumRub }
    : null;
}

/** The console's saved settings by experiment key ({} when none). */
export async function savedSettings(
  db: DbOrTx,
): Promise<Partial<Record<string, ExperimentSetting>>> {
  return (await siteSetting(db, SETTING_KEYS.experiments)) ?? {};
}

/** Every known experiment as it stands now. */
export async function experimentsInForce(db: DbOrTx, config: Config): Promise<ExperimentDef[]> {
  const saved = await savedSettings(db);
  return EXPERIMENT_KEYS.map((key) => {
    const setting = saved[key] ?? defaultSetting(config, key);
    return {
      key,
      ...setting,
      isDefault: saved[key] === undefined,
      variants: EXPERIMENTS[key].map((v) => ({ key: v, payload: payloadOf(config, key, v) })),
    };
  });
}

/** Null when `weights` gives each variant of `key` a share and they sum to 100; else what is wrong. */
export function weightsProblem(key: ExperimentKey, weights: Record<string, number>): string | null {
  const variants: readonly string[] = EXPERIMENTS[key];
  const given = Object.keys(weights);
  if (given.length !== variants.length || given.some((v) => !variants.includes(v)))
    return `weights must name exactly the variants ${variants.join(', ')}`;
  const sum = given.reduce((s, v) => s + weights[v]!, 0);
  return sum === 100 ? null : `weights must sum to 100 (got ${sum})`;
}
