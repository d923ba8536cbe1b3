/**
 * The season's wire schemas (issue 28): spec 001 §3 Event settings, Battle pass, Event case card, Raffle
 * result; §7 "Event, battle pass, offers". Money in roubles, coins whole, times ISO strings or seconds as named.
 */
import { z } from 'zod';
import { section } from './cases.ts';
import { roubles } from './common.ts';

/** Tab names settings may list (spec 001 §2); any other name is dropped. */
export const EVENT_TABS = ['FreeCases', 'NewCases', 'TastyBattlePass', 'Techies', 'Top'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

const gradient = z.string();

/** `GET /v1/event/current` (public): the running season, or `current_event: false` and nulls when none. */
export const eventCurrentResponse = z.object({
  id: z.string().nullable(),
  current_event: z.boolean(),
  text_title: z.string(),
  /** Seconds until the season starts (0 once it has) and until it ends (0 once it has). */
  time_to_event_start: z.number().int(),
  time_to_event_over: z.number().int(),
  /** Ids of the season's event cases. */
  cases: z.array(z.string()),
  gradient,
  gradient_hovered: gradient,
  challenge_card_gradient: gradient,
  /** The coin's colour and icon (§8 fallback: `#F03573` and the default icon). */
  coins_color: z.string(),
  coins_icon: z.string(),
  image_background: z.string(),
  image_logo: z.string(),
  image_overview: z.object({
    cases: z.string(),
    battle: z.string(),
    up: z.string(),
    bonus: z.string(),
    offer: z.string(),
  }),
  /** How the season's cases are earned (a short text) and its pictures. */
  get_cases: z.string(),
  get_cases_images: z.array(z.string()),
  /** The caller's season figures; null for visitors. */
  user_stats: z
    .object({
      coins_earned: z.number().int(),
      coin_balance: z.number().int(),
      level: z.number().int(),
      tickets: z.number().int(),
    })
    .nullable(),
  active_tabs: z.array(z.enum(EVENT_TABS)),
  popup: z.object({
    image1: z.string(),
    image2: z.string(),
    image3: z.string(),
    image4: z.string(),
    image5: z.string(),
    image6: z.string(),
    gradient,
    popup_shadow_gradient: gradient,
  }),
  event_title: z.string(),
  event_subtitle: z.string(),
  event_full_name: z.string(),
  /** When the season ends, Unix seconds (the timer's target). */
  event_timer_unix_time: z.number().int(),
  /** When the season started, Unix seconds (0 with no season): the "new" event rule (spec 001 §4, 168 h). */
  event_start_unix_time: z.number().int(),
  event_button_gradient: z.object({ color: gradient, hover: gradient }),
  cases_section_titles: z.object({ event: z.string(), coin: z.string(), new: z.string() }),
});
export type EventCurrent = z.infer<typeof eventCurrentResponse>;

/** `GET /v1/event/cases?count=` (public): the season's case sections (event cases, coin cases, new cases). */
export const eventCasesQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).optional(),
});
export const eventCasesResponse = z.object({ sections: z.array(section) });
export type EventCases = z.infer<typeof eventCasesResponse>;

/** `GET /v1/event/cases/max-price` (public): the dearest event case, in its currency. */
export const eventMaxPriceResponse = z.object({ price: z.number(), currency: z.string() });

/** `GET /v1/event/personal-progress?caseName=` (signed in): the caller's progress on one event case. */
export const personalProgressQuery = z.object({ caseName: z.string().min(1).max(100) });
export const personalProgressResponse = z.object({
  case_id: z.string(),
  opened_count: z.number().int(),
  /** Openings granted and not used yet (pass and offer rewards). */
  free_opens: z.number().int(),
  every_n_open_free: z.number().int().nullable(),
  /** Openings left until the next free one (every-N-th cases), else null. */
  next_free_in: z.number().int().nullable(),
  opens_remaining: z.number().int().nullable(),
  coins_earned: z.number().int(),
});

/** `GET /v1/event/banners` (public): the season's banners for the main page's slider. */
export const eventBanner = z.object({
  id: z.string(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  gradient,
});
export const eventBannersResponse = z.object({ banners: z.array(eventBanner) });

/** Kinds of pass tasks (spec 001 §2 task links). */
export const TASK_TYPES = [
  'battle',
  'case',
  'contracts',
  'money',
  'offer',
  'subscribe',
  'upgrade',
] as const;
export const taskType = z.enum(TASK_TYPES);
export type TaskType = z.infer<typeof taskType>;

const caseReward = z.object({
  amount: z.number().int(),
  img: z.string(),
  url: z.string(),
  name: z.string(),
});

export const challengeTask = z.object({
  id: z.string(),
  description: z.string(),
  reward: z.object({ money: roubles, cases: z.array(caseReward), coins: z.number().int() }),
  /** `current` of `end` (kopecks → roubles for money tasks); done when current ≥ end. */
  progress_data: z.object({ current: z.number(), end: z.number() }),
  task: z.object({
    type: taskType,
    options: z.object({ ids: z.array(z.string()), names: z.array(z.string()) }),
  }),
});
export type ChallengeTask = z.infer<typeof challengeTask>;

export const challengeLevel = z.object({
  level: z.number().int(),
  /** Season coins needed for the level (cumulative). */
  cost: z.number().int(),
  /** Reached (coins ≥ cost). */
  active: z.boolean(),
  /** The next level to reach. */
  current: z.boolean(),
  /** Reward ready to claim: reached and not yet claimed (spec 001 §4 level state `done`). */
  done: z.boolean(),
  /** Claimed (spec 001 §4 level state `received`; additive: before issue 45 `done` meant this). */
  received: z.boolean(),
  balance_data: z.object({ coins: z.number().int(), money: roubles }),
  case_data: z.array(caseReward),
  tasks: z.array(challengeTask),
});
export type ChallengeLevel = z.infer<typeof challengeLevel>;

/** `GET /v1/challenge` (public; visitors get 0 coins): the season's battle pass. */
export const challengeResponse = z.object({
  levels: z.array(challengeLevel),
  /** Coins earned in the season (the pass's progress; spending coins does not lower it). */
  current_coins: z.number().int(),
  challenge_icons: z.object({
    coin: z.string(),
    rare: z.string(),
    ultra: z.string(),
    case: z.string(),
  }),
  challenge_progress_gradient: gradient,
});
export type Challenge = z.infer<typeof challengeResponse>;

/** `POST /v1/event/challenge/prize/{id}` (signed in; id = the level): the reward paid once. */
export const challengeClaimParams = z.object({ id: z.coerce.number().int().min(1).max(1000) });
export const challengeClaimResponse = z.object({
  prize_type: z.enum(['money', 'coins', 'cases', 'mixed']),
  balance: roubles,
  coin_balance: z.number().int(),
});

/** `GET /v1/event/raffle` (public): the season's raffle, its rule and the caller's tickets. */
export const raffleInfoResponse = z.object({
  slug: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Roubles of paid case openings in the window that earn one ticket. */
  ticket_price: roubles,
  prizes: z.array(
    z.object({ position: z.number().int(), item: z.string(), img: z.string(), price: roubles }),
  ),
  server_seed_hash: z.string(),
  /** Revealed after the draw. */
  server_seed: z.string().nullable(),
  public_seed: z.string().nullable(),
  drawn: z.boolean(),
  my_tickets: z.number().int(),
  total_tickets: z.number().int(),
});

/** `GET /v1/event/raffle-result/{slug}?page=` (public). */
export const raffleResultQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const raffleResultResponse = z.object({
  prize_count: z.number().int(),
  raffle_result: z.array(
    z.object({
      item_id: z.string(),
      img: z.string(),
      item: z.string(),
      price: z.object({ currency: z.string(), price: roubles }),
      avatar: z.string(),
      level: z.number().int(),
      position: z.number().int(),
      tickets: z.number().int(),
      user_id: z.string(),
      name: z.string(),
    }),
  ),
  me_in_raffle: z.boolean(),
  paginator: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type RaffleResult = z.infer<typeof raffleResultResponse>;
