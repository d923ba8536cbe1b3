/**
 * Case and section wire schemas, spec 000 §3 Case, Case section; §7 Cases and main page.
 */
import { z } from 'zod';
import { caseLabelType, volatility } from '../catalog.ts';
import { itemView, roubles } from './common.ts';

export const caseCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  available: z.boolean(),
  price_data: z.object({ currency: z.string(), price: roubles, old_price: roubles.nullable() }),
  bonuses: z.array(
    z.object({ currency_code: z.string(), amount_min: z.number(), amount_max: z.number() }),
  ),
  statistic_data: z.object({
    opens_limit: z.number().int().nullable(),
    opens_remaining: z.number().int().nullable(),
    total_count: z.number().int().nullable(),
    opened_count: z.number().int(),
  }),
  appearance_data: z.object({ image: z.string(), color: z.string() }),
  label_data: z
    .object({
      type: caseLabelType,
      name: z.string().nullable(),
      color: z.string().nullable(),
      free_opens: z.number().int().nullable(),
    })
    .nullable(),
  multifix_number: z.number().int().nullable(),
  multicast_data: z.object({ range: z.array(z.number()) }).nullable(),
  every_n_open_free: z.number().int().nullable(),
  /**
   * The signed-in viewer's openings of this case so far, for an every-N-th-free case (null otherwise and for
   * visitors): with `label_data.free_opens`, what the next opening charges (open-charge.ts; issue 48).
   */
  viewer_opened_count: z.number().int().nullable(),
  is_offer: z.boolean(),
  /** Coins each paid drop pays (the `bonuses` range of the coin code; spec 001 §3 Event case card `tastyCoins`). */
  tasty_coins: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  volatility,
  locked: z.boolean(),
  /** A free case the viewer may open only after a deposit in the last N days (issue 8). */
  deposit_required: z.boolean(),
  level: z.number().int(),
  counter_start: z.string().nullable(),
  counter_end: z.string().nullable(),
});
export type CaseCard = z.infer<typeof caseCard>;

/** The case card sizes of spec 000 §3 ("Card sizes 152 or 224"): a section's cards' least width in px. */
export const CARD_SIZES = [152, 224] as const;
export type CardSize = (typeof CARD_SIZES)[number];

/**
 * How a section draws its cards (spec 000 §3 Case section `appearanceData`): `#rrggbb` colours of the cards' base
 * (`cards_background`), of the glow circle behind each case's art (`cards_circle`, else the case's own colour), of
 * the border on hover (`cards_hover`) and of the hover shadow (`cards_shadow`), each null for the shop's default;
 * `line_breaks` true wraps the cards onto lines, false keeps them on one line that scrolls inside the section;
 * `card_size` 152 or 224. The title's `color_data` is its plain colour where the gradient is not drawn.
 */
export const sectionAppearance = z.object({
  cards_background: z.string().nullable(),
  cards_circle: z.string().nullable(),
  cards_hover: z.string().nullable(),
  cards_shadow: z.string().nullable(),
  line_breaks: z.boolean(),
  card_size: z.union([z.literal(152), z.literal(224)]),
  title: z.object({
    icon: z.string().nullable(),
    gradient: z.array(z.string()),
    gradient_text: z.boolean(),
    color_data: z.string().nullable(),
  }),
});
export type SectionAppearance = z.infer<typeof sectionAppearance>;

export const section = z.object({
  id: z.string(),
  name: z.string(),
  event: z.boolean(),
  is_event: z.boolean(),
  appearance_data: sectionAppearance,
  cases: z.array(caseCard),
});
export type Section = z.infer<typeof section>;

export const sectionsResponse = z.object({
  status: z.literal('success'),
  sections: z.array(section),
});

/** A yes/no query flag: `1`/`true` or `0`/`false`. */
const queryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/**
 * Listing statuses (spec 000 §7 `caseStatuses[]`, `sectionStatuses[]`): a case is `active` while it can be
 * opened (its card's `available`), else `ended`; a section is `active` while one of its cases is.
 */
export const LISTING_STATUSES = ['active', 'ended'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
const listingStatuses = z
  .union([z.enum(LISTING_STATUSES), z.array(z.enum(LISTING_STATUSES)).max(10)])
  .transform((v) => [v].flat())
  .optional();

/**
 * `GET /v2/case/sections/with-cases` (spec 000 §7): `main` the front page's list (the default; `main=0` every
 * section), `battle` only the cases a battle may use, `event` only event sections (`0`: none of them),
 * `caseStatuses[]` / `sectionStatuses[]` only cases / sections of those statuses. The keys are read with or
 * without the brackets; one value or several (`caseStatuses[]=active&caseStatuses[]=ended`).
 */
export const sectionsQuery = z
  .object({
    main: queryFlag,
    battle: queryFlag,
    event: queryFlag,
    'caseStatuses[]': listingStatuses,
    caseStatuses: listingStatuses,
    'sectionStatuses[]': listingStatuses,
    sectionStatuses: listingStatuses,
  })
  .passthrough();
export type SectionsQuery = z.infer<typeof sectionsQuery>;

/** One entry of a case's published drop list; `chance` = weight ÷ total weight. */
export const caseItem = itemView.extend({
  weight: z.number().int().positive(),
  chance: z.number(),
});
export type CaseItem = z.infer<typeof caseItem>;

export const caseDetailResponse = caseCard.extend({
  section_id: z.string(),
  /** The revision of the drop list shown (issue 30; `GET /v1/cases/{slug}/revisions/{revision}` for older ones). */
  revision: z.number().int(),
  total_weight: z.number().int(),
  items: z.array(caseItem),
});
export type CaseDetail = z.infer<typeof caseDetailResponse>;

export const openBody = z.object({ multi_open: z.number().int().min(1).max(5) }).strict();

/** One drop: the new inventory item and the roll that chose it. */
export const drop = z.object({
  id: z.string(),
  inventory_item_id: z.string(),
  item: itemView,
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  roll: z.number(),
  /** The case revision whose drop list the roll used (issue 30): the verifier reads that revision. */
  case_revision: z.number().int(),
});
export type Drop = z.infer<typeof drop>;

export const openResponse = z.object({
  drops: z.array(drop),
  balance: roubles,
  /** Coins this opening paid (issue 28: the case's `bonuses`, round 1 of each paid drop's roll). */
  coins: z.number().int(),
  coin_balance: z.number().int(),
  amount_exp: z.number().int(),
  current_exp: z.number().int(),
});
export type OpenResponse = z.infer<typeof openResponse>;
