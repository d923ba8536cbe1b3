/**
 * The console's content and running-the-shop calls on the wire (issue 30 "Running the shop"; docs/console.md
 * "Content"): promo codes, FAQ and SEO texts, leaderboards (right `content`); seasons with their battle-pass
 * levels and tasks, and offers (right `catalog`). Money in roubles (at most 2 decimals), coins whole, times ISO
 * strings, texts in Russian and English.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';
import { PROMO_KINDS } from '../payments/promo.ts';
import { EVENT_TABS, TASK_TYPES } from './event.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
/** Roubles with at most 2 decimals, 0 … `max`. */
const roublesUpTo = (max: number) =>
  z.number().finite().min(0).max(max).refine(hasAtMostTwoDecimals, 'at most 2 decimals');
const positiveRoubles = (max: number) => roublesUpTo(max).refine((v) => v > 0, 'above 0');
const iso = z.iso.datetime({ offset: true });
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{1,79}$/, 'lower-case letters, digits and dashes');
/** A picture under the web app's own assets, e.g. `/payments/promo-common.svg`. */
const assetPath = z
  .string()
  .regex(/^\/[A-Za-z0-9_\-./]{1,200}$/, 'a path like /folder/picture.svg');
const whole = (min: number, max: number) => z.number().int().min(min).max(max);

// ---------- Promo codes (right content) ----------

export const flexOffer = z
  .object({
    /** The case (its slug) given as the prize. */
    case: slug,
    tcoin_factor: z.number().finite().min(0).max(1000),
    /** Roubles the deposit must reach. */
    price_from: roublesUpTo(1_000_000),
    /** The share of the deposit added, 0 … 1. */
    money_factor: z.number().finite().min(0).max(1),
  })
  .strict();

const promoCommon = {
  /** Total uses allowed; null: unlimited. */
  max_uses: whole(1, 100_000_000).nullable(),
  expires_at: iso.nullable(),
  requires_deposit: z.boolean(),
};
/** `POST /v1/admin/promo`: a new code of one of the three kinds (spec 000 §5). */
export const promoCreateBody = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('instant'),
      code: z.string().trim().min(3).max(32),
      /** Roubles credited at once. */
      sum: positiveRoubles(100_000),
      ...promoCommon,
    })
    .strict(),
  z
    .object({
      kind: z.literal('common'),
      code: z.string().trim().min(3).max(32),
      /** Percent added to the next deposit. */
      percent: whole(1, 100),
      img: assetPath.optional(),
      ...promoCommon,
    })
    .strict(),
  z
    .object({
      kind: z.literal('blogger'),
      code: z.string().trim().min(3).max(32),
      img: assetPath.optional(),
      flex_offers: z.array(flexOffer).min(1).max(10),
      ...promoCommon,
    })
    .strict(),
]);
export type PromoCreateBody = z.infer<typeof promoCreateBody>;

/** `PUT /v1/admin/promo/{code}`: what may change after a code was given out. */
export const promoUpdateBody = z.object(promoCommon).strict();

/** `GET /v1/admin/promo?q&page`: newest first, 50 a page; `q` a part of the code. */
export const promoListQuery = z.object({
  q: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminPromo = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** instant: roubles; null otherwise. */
  sum: z.number().nullable(),
  /** common: percent; null otherwise. */
  percent: z.number().nullable(),
  img: z.string().nullable(),
  /** blogger: the flex offers; empty otherwise. */
  flex_offers: z.array(
    z.object({
      case: z.string(),
      tcoin_factor: z.number(),
      price_from: z.number(),
      money_factor: z.number(),
    }),
  ),
  uses: z.number().int(),
  max_uses: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  requires_deposit: z.boolean(),
  created_at: z.string(),
  /** Past its expiry (a disabled code too). */
  expired: z.boolean(),
});
export type AdminPromo = z.infer<typeof adminPromo>;
export const promoListResponse = z.object({
  codes: z.array(adminPromo),
  page: z.number().int(),
  total: z.number().int(),
});

// ---------- FAQ and SEO texts (right content) ----------

/** The FAQ in both languages (`GET`/`PUT /v1/admin/faq`); ids are stable (deep links name them). */
export const adminFaq = z
  .object({
    categories: z
      .array(
        z
          .object({
            id: whole(1, 1_000_000),
            title: text(200),
            title_en: text(200),
            questions: z
              .array(
                z
                  .object({
                    id: whole(1, 1_000_000),
                    question: text(300),
                    answer: text(5000),
                    question_en: text(300),
                    answer_en: text(5000),
                  })
                  .strict(),
              )
              .max(100),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict()
  .refine(
    (f) => new Set(f.categories.map((c) => c.id)).size === f.categories.length,
    'category ids are unique',
  )
  .refine((f) => {
    const ids = f.categories.flatMap((c) => c.questions.map((q) => q.id));
    return new Set(ids).size === ids.length;
  }, 'question ids are unique');
export type AdminFaq = z.infer<typeof adminFaq>;
export const adminFaqResponse = z.object({
  faq: adminFaq,
  /** True once an operator saved it (else the built-in texts). */
  edited: z.boolean(),
});

/** A page's title and description in both languages (`{name}` stands for the case on case pages). */
export const seoTexts = z
  .object({
    title: text(200),
    description: text(500),
    title_en: text(200),
    description_en: text(500),
  })
  .strict();
export type SeoTexts = z.infer<typeof seoTexts>;
/** `GET /v1/admin/seo`: every page key with its texts now and the built-in ones. */
export const adminSeoPage = seoTexts.extend({
  key: z.string(),
  edited: z.boolean(),
  defaults: seoTexts,
});
export type AdminSeoPage = z.infer<typeof adminSeoPage>;
export const adminSeoResponse = z.object({ pages: z.array(adminSeoPage) });

// ---------- Leaderboards (right content) ----------

const boardTexts = {
  title: text(100),
  title_en: text(100),
  /** A key under `leaderboards.` of the web's texts, or a text shown as is. */
  description: text(500),
  /** Roubles for money boards, a count otherwise. */
  min_score: roublesUpTo(10_000_000),
  /** Catalog item ids by place, first place first. */
  prizes: z.array(z.string().min(1).max(120)).min(1).max(50),
};
/** `PUT /v1/admin/leaderboards/{series}`: the texts, minimum and prizes of the next windows, and of the open one. */
export const boardSeriesBody = z
  .object({
    ...boardTexts,
    /** Also change the series' board open now (never a settled one). */
    apply_to_current: z.boolean(),
  })
  .strict();
const boardState = z.object({
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  min_score: z.number(),
  prizes: z.array(z.string()),
});
export const adminBoardSeries = boardState.extend({
  slug: z.string(),
  type: z.string(),
  period: z.enum(['day', 'week', 'month']),
  unit: z.enum(['money', 'count']),
  edited: z.boolean(),
  /** The series' board open now (not settled), or null. */
  current: boardState
    .extend({ id: z.string(), starts_at: z.string(), ends_at: z.string() })
    .nullable(),
});
export type AdminBoardSeries = z.infer<typeof adminBoardSeries>;
export const adminBoardsResponse = z.object({ series: z.array(adminBoardSeries) });

// ---------- Seasons, battle-pass levels and tasks (right catalog) ----------

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
export const seasonLevelBody = z
  .object({
    level: whole(1, 1000),
    cost: whole(0, 100_000_000),
    reward_money: roublesUpTo(1_000_000),
    reward_coins: whole(0, 10_000_000),
    reward_cases: caseRewards,
  })
  .strict();

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

// ---------- Offers (right catalog) ----------

const offerFields = z.object({
  title: text(100),
  title_en: text(100),
  description: text(500),
  description_en: text(500),
  image_case: slug,
  price: positiveRoubles(1_000_000),
  old_price: positiveRoubles(1_000_000).nullable(),
  cases: z.array(z.object({ slug, count: whole(1, 100) }).strict()).max(10),
  bonus_coins: whole(0, 10_000_000),
  bonus_money: roublesUpTo(1_000_000),
  label: z
    .object({
      type: z.string().regex(/^[a-z0-9_-]{1,30}$/),
      name: text(40),
      name_en: text(40),
      color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    })
    .strict()
    .nullable(),
  per_player_limit: whole(1, 1000),
  /** Purchases in all (null: unlimited); never below what was sold. */
  stock: whole(0, 10_000_000).nullable(),
  position: whole(0, 10_000),
  active: z.boolean(),
  ends_at: iso.nullable(),
});
const oldPriceAbove: [
  (b: { old_price: number | null; price: number }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => b.old_price === null || b.old_price > b.price,
  { message: 'the old price is above the price', path: ['old_price'] },
];
/** `PUT /v1/admin/offers/{id}`; `POST /v1/admin/offers` adds `slug`. Prices in roubles. */
export const offerSaveBody = offerFields.strict().refine(...oldPriceAbove);
export type OfferSaveBody = z.infer<typeof offerSaveBody>;
export const offerCreateBody = offerFields
  .extend({ slug })
  .strict()
  .refine(...oldPriceAbove);
export const adminOffer = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  image_case: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  cases: z.array(z.object({ slug: z.string(), count: z.number().int() })),
  bonus_coins: z.number().int(),
  bonus_money: z.number(),
  label: z
    .object({ type: z.string(), name: z.string(), name_en: z.string(), color: z.string() })
    .nullable(),
  per_player_limit: z.number().int(),
  stock: z.number().int().nullable(),
  sold: z.number().int(),
  /** Null: sold in the shop; set: a personal offer's template. */
  trigger_type: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  ends_at: z.string().nullable(),
  edited_at: z.string().nullable(),
});
export type AdminOffer = z.infer<typeof adminOffer>;
export const adminOffersResponse = z.object({ offers: z.array(adminOffer) });
