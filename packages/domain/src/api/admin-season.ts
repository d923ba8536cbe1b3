/**
 * The console's season on the wire (issue 30 "Running the shop"; docs/console.md "Content"; right `catalog`): the
 * season's window and settings, the battle pass's levels and tasks. Money in roubles, coins whole, times ISO.
 */
import { z } from 'zod';
import { EVENT_TABS, TASK_TYPES } from './event.ts';
import { text, roublesUpTo, positiveRoubles, iso, slug, assetPath, whole } from './admin-fields.ts';

const localized = (max: number) => z.object({ ru: text(max), en: text(max) }).strict();
const css = z.string().trim().min(1).max(300);
const caseList = z.array(slug).max(30);
/** `seasons.settings` on the wire (spec 001 §3 Event settings), snake_case keys. */
export const seasonSettingsWire = z
  .object({
    coins_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    coins_icon: assetPath,
    gradient: css,
    gradient_hovered: css,
    challenge_card_gradient: css,
    challenge_progress_gradient: css,
    image_background: assetPath,
    image_logo: assetPath,
    image_overview: z
      .object({
        cases: assetPath,
        battle: assetPath,
        up: assetPath,
        bonus: assetPath,
        offer: assetPath,
      })
      .strict(),
    get_cases: localized(1000),
    get_cases_images: z.array(assetPath).max(10),
    active_tabs: z.array(z.enum(EVENT_TABS)).max(EVENT_TABS.length),
    popup: z
      .object({
        image1: assetPath,
        image2: assetPath,
        image3: assetPath,
        image4: assetPath,
        image5: assetPath,
        image6: assetPath,
        gradient: css,
        popup_shadow_gradient: css,
      })
      .strict(),
    text_title: localized(200),
    event_title: localized(200),
    event_subtitle: localized(500),
    event_full_name: localized(200),
    event_button_gradient: z.object({ color: css, hover: css }).strict(),
    cases_section_titles: z
      .object({ event: localized(100), coin: localized(100), new: localized(100) })
      .strict(),
    event_cases: caseList,
    coin_cases: caseList,
    new_cases: caseList,
    banners: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]{1,40}$/),
            image: assetPath,
            title: localized(200),
            subtitle: localized(300),
            link: z.string().regex(/^\/[A-Za-z0-9_\-./?=&]{0,200}$/),
            gradient: css,
          })
          .strict(),
      )
      .max(10),
    challenge_icons: z
      .object({ coin: assetPath, rare: assetPath, ultra: assetPath, case: assetPath })
      .strict(),
  })
  .strict();
export type SeasonSettingsWire = z.infer<typeof seasonSettingsWire>;

/** `PUT /v1/admin/seasons/{id}`: the window and the settings. */
export const seasonSaveBody = z
  .object({ starts_at: iso, ends_at: iso, settings: seasonSettingsWire })
  .strict()
  .refine((b) => Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    message: 'the end is after the start',
    path: ['ends_at'],
  });

const caseRewards = z.array(z.object({ case: slug, amount: whole(1, 1000) }).strict()).max(10);
/** `PUT /v1/admin/seasons/{id}/levels`: level `level`'s cost (cumulative season coins) and rewards. */
export type SeasonSaveBody = z.infer<typeof seasonSaveBody>;
export const seasonLevelBody = z
  .object({
    level: whole(1, 1000),
    cost: whole(0, 100_000_000),
    reward_money: roublesUpTo(1_000_000),
    reward_coins: whole(0, 10_000_000),
    reward_cases: caseRewards,
  })
  .strict();
export type SeasonLevelBody = z.infer<typeof seasonLevelBody>;

/** `POST /v1/admin/seasons/{id}/tasks` and `PUT /v1/admin/season-tasks/{id}`: goal in roubles for `money`, a count otherwise. */
export const seasonTaskBody = z
  .object({
    level: whole(1, 1000),
    type: z.enum(TASK_TYPES),
    goal: positiveRoubles(100_000_000),
    /** Case slugs a `case` task counts (empty: every paid case). */
    case_ids: caseList,
    description: text(300),
    description_en: text(300),
    reward_money: roublesUpTo(1_000_000),
    reward_coins: whole(0, 10_000_000),
    reward_cases: caseRewards,
  })
  .strict()
  .refine((b) => b.type === 'money' || Number.isInteger(b.goal), {
    message: 'a count is whole',
    path: ['goal'],
  });
export type SeasonTaskBody = z.infer<typeof seasonTaskBody>;

export const adminSeasonRow = z.object({
  id: z.string(),
  slug: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  edited_at: z.string().nullable(),
  running: z.boolean(),
});
export const adminSeasonsResponse = z.object({ seasons: z.array(adminSeasonRow) });
const rewardsWire = {
  reward_money: z.number(),
  reward_coins: z.number().int(),
  reward_cases: z.array(z.object({ case: z.string(), amount: z.number().int() })),
};
export const adminSeasonLevel = z.object({
  level: z.number().int(),
  cost: z.number().int(),
  ...rewardsWire,
});
export const adminSeasonTask = z.object({
  id: z.string(),
  level: z.number().int(),
  position: z.number().int(),
  type: z.enum(TASK_TYPES),
  goal: z.number(),
  case_ids: z.array(z.string()),
  description: z.string(),
  description_en: z.string(),
  ...rewardsWire,
  /** Players who finished it (a finished task is never removed). */
  done_count: z.number().int(),
});
export type AdminSeasonTask = z.infer<typeof adminSeasonTask>;
export const adminSeasonResponse = z.object({
  season: adminSeasonRow.extend({ settings: z.record(z.string(), z.unknown()) }),
  levels: z.array(adminSeasonLevel),
  tasks: z.array(adminSeasonTask),
});
export type AdminSeason = z.infer<typeof adminSeasonResponse>;
