/**
 * The run-time settings in force (issue 30 "Running the shop"; docs/console.md "Settings"): the environment
 * (config.ts: FEATURE_FLAGS, HIDDEN_HEADER_ITEMS) and the spec's constants give the defaults, what the console
 * saved (`site_settings`, kernel/site/settings.ts, kept 2 s per process) overrides them. Bonus limits in roubles.
 */
import {
  FEATURE_FLAGS,
  HEADER_ITEMS,
  type FeatureFlag,
  type HeaderItem,
} from '@cases/domain/api/platform';
import { BONUS_LEVELS, type BonusLevel } from '@cases/domain/payments/bonus';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SETTING_KEYS, siteSetting } from './settings.ts';

type Flags = Record<FeatureFlag, boolean>;
type UiConfig = Pick<Config['ui'], 'featureFlags' | 'hiddenHeaderItems'>;

const isFlag = (k: string): k is FeatureFlag => k in FEATURE_FLAGS;
const isHeaderItem = (i: string): i is HeaderItem =>
  (HEADER_ITEMS as readonly string[]).includes(i);

/** The flags the environment gives: the spec's defaults under FEATURE_FLAGS. */
export function defaultFlags(ui: UiConfig): Flags {
  const flags: Flags = { ...FEATURE_FLAGS };
  for (const [k, v] of Object.entries(ui.featureFlags)) if (isFlag(k)) flags[k] = v;
  return flags;
}

/** The overrides the console saved (only known flags). */
export async function flagOverrides(db: DbOrTx): Promise<Partial<Flags>> {
  const saved = (await siteSetting(db, SETTING_KEYS.featureFlags)) as
    Record<string, unknown> | undefined;
  const out: Partial<Flags> = {};
  for (const [k, v] of Object.entries(saved ?? {}))
    if (isFlag(k) && typeof v === 'boolean') out[k] = v;
  return out;
}

/** Every flag as it stands now. */
export async function featureFlags(db: DbOrTx, ui: UiConfig): Promise<Flags> {
  return { ...defaultFlags(ui), ...(await flagOverrides(db)) };
}

/** True while `flag` is on. */
export async function featureOn(db: DbOrTx, ui: UiConfig, flag: FeatureFlag): Promise<boolean> {
  return (await featureFlags(db, ui))[flag];
}

/** The header items the environment hides. */
export const defaultHiddenItems = (ui: UiConfig): HeaderItem[] =>
  ui.hiddenHeaderItems.filter(isHeaderItem);

/** The hidden header items in force and whether the console overrides the environment. */
export async function hiddenHeaderItems(
  db: DbOrTx,
  ui: UiConfig,
): Promise<{ hidden: HeaderItem[]; overridden: boolean }> {
  const saved = await siteSetting(db, SETTING_KEYS.headerItems);
  if (!Array.isArray(saved)) return { hidden: defaultHiddenItems(ui), overridden: false };
  return {
    hidden: saved.filter((i): i is HeaderItem => typeof i === 'string' && isHeaderItem(i)),
    overridden: true,
  };
}

/** The payment direction ids switched off in the console (none by default). */
export async function disabledDirections(db: DbOrTx): Promise<ReadonlySet<string>> {
  const saved = (await siteSetting(db, SETTING_KEYS.paymentDirections)) as
    { disabled?: unknown } | undefined;
  return new Set(
    Array.isArray(saved?.disabled) ? saved.disabled.filter((d) => typeof d === 'string') : [],
  );
}

/** The deposit bonus levels in force (ascending by limit) and whether the console overrides the defaults. */
export async function bonusLevels(
  db: DbOrTx,
): Promise<{ levels: readonly BonusLevel[]; overridden: boolean }> {
  const saved = await siteSetting(db, SETTING_KEYS.bonusLevels);
  if (!Array.isArray(saved)) return { levels: BONUS_LEVELS, overridden: false };
  return { levels: saved as BonusLevel[], overridden: true };
}
