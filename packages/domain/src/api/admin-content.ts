/**
 * The console's content and running-the-shop calls on the wire (issue 30 "Running the shop"; docs/console.md
 * "Content"): promo codes, FAQ and SEO texts, leaderboards (right `content`); seasons with their battle-pass
 * levels and tasks, and offers (right `catalog`). Money in roubles (at most 2 decimals), coins whole, times ISO
 * strings, texts in Russian and English. Seasons: admin-season.ts; offers: admin-offers.ts.
 */
import { z } from 'zod';
import { text, roublesUpTo, positiveRoubles, iso, slug, assetPath, whole } from './admin-fields.ts';
import { PROMO_KINDS } from '../payments/promo.ts';

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
  /**
   * `pending`: an instant code over PROMO_INSTANT_CAP_RUB or its saver's PROMO_INSTANT_DAILY_CAP_RUB, unusable until
   * another staff member with `money.adjust` approves it (issue 44); `approved` otherwise.
   */
  approval: z.enum(['approved', 'pending']),
  /** Staff user ids: who saved the code, whose change waits (or last waited) for approval, who approved it. */
  created_by: z.string().nullable(),
  requested_by: z.string().nullable(),
  approved_by: z.string().nullable(),
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
