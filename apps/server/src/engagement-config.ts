/**
 * Configuration of leaderboards, missions, mail, web push and daily cases (issue 13), validated at
 * boot with the rest of config.ts. Intervals in ms unless named `_S` (seconds); money in roubles.
 */
import path from 'node:path';
import { z } from 'zod';
import { PROJECTS, type GameProject } from '@cases/domain/projects';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const schema = z.object({
  /** Run the leaderboard sweeper (counts scores, opens new windows, settles ended boards) here. */
  LEADERBOARDS_WORKER: bool(true),
  LEADERBOARD_SWEEP_MS: z.coerce.number().int().min(20).default(15_000),
  /**
   * Seconds of activity each sweep reads again (source rows committed late), and how long after a
   * window's end it is settled. Longer than any transaction lasts: a source row is written by one
   * statement or a short transaction. Each pass reads (sweep + overlap) of activity, so under the open
   * bench's load 15 s + 30 s costs PostgreSQL 3× the rows it adds (10 s + 60 s cost 7×, and 20 % of
   * the openings per second; bench/README.md).
   */
  LEADERBOARD_OVERLAP_S: z.coerce.number().min(0.05).max(3600).default(30),
  /**
   * A board's prize goes only to a player whose own confirmed deposits of the last DAYS days reach RUB
   * roubles (issue 26); a battle win counts only over players who meet the same rule at its end.
   */
  LEADERBOARD_PRIZE_DEPOSIT_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  LEADERBOARD_PRIZE_DEPOSIT_RUB: z.coerce.number().min(0).max(1_000_000).default(100),
  /**
   * The season's raffles (issue 28, modules/raffle): run their sweeper here (opens the running season's
   * current raffle, draws the ended ones); each raffle's length inside the season (s; a week by default;
   * a test server draws the running one on request, TEST_HOOKS' due work `raffle`); roubles of paid case openings per ticket; how often the
   * sweeper runs (ms) and how long after a raffle's end it is drawn (s; late commits of the window count).
   */
  RAFFLE_WORKER: bool(true),
  RAFFLE_LENGTH_S: z.coerce
    .number()
    .int()
    .min(5)
    .max(366 * 86_400)
    .default(7 * 86_400),
  RAFFLE_TICKET_RUB: z.coerce.number().min(1).max(1_000_000).default(100),
  RAFFLE_SWEEP_MS: z.coerce.number().int().min(200).default(60_000),
  RAFFLE_DRAW_DELAY_S: z.coerce.number().min(0).max(3600).default(30),
  /** Web push with VAPID (generated on first start and kept in the database when unset). */
  VAPID_PUBLIC_KEY: z.string().min(40).max(200).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).max(200).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  /** OneSignal instead of the built-in web push, when both are set. */
  ONESIGNAL_APP_ID: z.string().uuid().optional(),
  ONESIGNAL_API_KEY: z.string().min(10).max(200).optional(),
  ONESIGNAL_API_URL: z.string().url().default('https://onesignal.com/api/v1'),
  /**
   * Hosts a push subscription may point at (`*.` for subdomains): the browsers' push services. The
   * server posts to these addresses, so anything else is refused. http only for 127.0.0.1/localhost.
   */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com',
    ),
  /** ISO countries where the push banner is not offered (comma-separated). */
  PUSH_EXCLUDED_COUNTRIES: z
    .string()
    .regex(/^([A-Z]{2}(,[A-Z]{2})*)?$/)
    .default(''),
  /** Mail through this SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset: the outbox folder. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  /** Default: the project's shop name, e.g. `DOTA CASES <no-reply@dota-cases.local>` (issue 34). */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Where mail goes without SMTP (one .eml file a message); default `<DATA_DIR>/outbox`. */
  MAIL_OUTBOX_DIR: z.string().optional(),
  /** The shop's social pages (missions and the menu). */
  /** The social links' defaults are the project's shop handle (`dotacases`, `cscases`; issue 34). */
  SOCIAL_VK_URL: z.string().url().optional(),
  SOCIAL_TELEGRAM_URL: z.string().url().optional(),
  SOCIAL_YOUTUBE_URL: z.string().url().optional(),
  /** The shop's Steam group (the global subscriptions' `steam`, issue 45). */
  SOCIAL_STEAM_GROUP_URL: z.string().url().optional(),
  /**
   * VK's API asks whether a player who signed in with VK is a member of the shop's group (`groups.isMember`):
   * only then the VK mission pays (decision 024). A service or community token; unset, no social mission pays.
   */
  SOCIAL_VK_TOKEN: z.string().min(1).optional(),
  /** The group's id or short name; default: the last part of SOCIAL_VK_URL. */
  SOCIAL_VK_GROUP_ID: z.string().min(1).max(100).optional(),
  SOCIAL_VK_API_URL: z.string().url().default('https://api.vk.com/method'),
  /** A social page counts as followed (the profile's channels) this long after the player opened it (seconds). */
  SOCIAL_CHECK_DELAY_S: z.coerce.number().min(0).max(86_400).default(15),
  /** The deposit-today daily case: the deposit that unlocks it (roubles). */
  DAILY_DEPOSIT_MIN_RUB: z.coerce.number().min(0).max(1_000_000).default(100),
  /** How often ready daily cases are announced to players who asked (ms); 0 = never in this process. */
  DAILY_NOTIFY_MS: z.coerce.number().int().min(0).default(60_000),
});

export interface EngagementConfig {
  /** `prizeDeposit`: the deposit rule of prizes and of battle wins (leaderboards/qualify.ts). */
  leaderboards: {
    worker: boolean;
    sweepMs: number;
    overlapMs: number;
    prizeDeposit: { days: number; minKopecks: number };
  };
  /** The season's raffles (modules/raffle): lengths and delays in ms, the ticket in kopecks. */
  raffle: {
    worker: boolean;
    lengthMs: number;
    ticketKopecks: number;
    sweepMs: number;
    drawDelayMs: number;
  };
  push: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    oneSignal: { appId: string; apiKey: string; apiUrl: string } | undefined;
    excludedCountries: string[];
    endpointHosts: string[];
  };
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  socials: {
    vk: string;
    telegram: string;
    youtube: string;
    steamGroup: string;
    checkDelayMs: number;
    /** VK's membership check (decision 024), when a token is set. */
    vkMembership: { token: string; groupId: string; apiUrl: string } | undefined;
  };
  daily: { depositMinKopecks: number; notifyMs: number };
}

/** Reads the variables above; `dataDir` is the absolute DATA_DIR (the outbox's default parent). */
/**
 * The project's shop name as the defaults write it: `DOTA CASES`, its mail domain `dota-cases` and its social
 * handle `dotacases`.
 */
function projectNames(project: GameProject) {
  const { site } = PROJECTS[project];
  const lower = site.toLowerCase();
  return { site, domain: lower.replace(/\s+/g, '-'), handle: lower.replace(/\s+/g, '') };
}

/** The engagement settings of `env`; `project` (GAME_PROJECT, validated by config.ts) names the defaults. */
export function loadEngagementConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  project: GameProject,
): EngagementConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const names = projectNames(project);
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    throw new Error(
      'Bad configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  const base = env.INIT_CWD ?? process.cwd();
  return {
    leaderboards: {
      worker: e.LEADERBOARDS_WORKER,
      sweepMs: e.LEADERBOARD_SWEEP_MS,
      overlapMs: Math.round(e.LEADERBOARD_OVERLAP_S * 1000),
      prizeDeposit: {
        days: e.LEADERBOARD_PRIZE_DEPOSIT_DAYS,
        minKopecks: Math.round(e.LEADERBOARD_PRIZE_DEPOSIT_RUB * 100),
      },
    },
    raffle: {
      worker: e.RAFFLE_WORKER,
      lengthMs: e.RAFFLE_LENGTH_S * 1000,
      ticketKopecks: Math.round(e.RAFFLE_TICKET_RUB * 100),
      sweepMs: e.RAFFLE_SWEEP_MS,
      drawDelayMs: Math.round(e.RAFFLE_DRAW_DELAY_S * 1000),
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:support@${names.domain}.local`,
      oneSignal:
        e.ONESIGNAL_APP_ID && e.ONESIGNAL_API_KEY
          ? {
              appId: e.ONESIGNAL_APP_ID,
              apiKey: e.ONESIGNAL_API_KEY,
              apiUrl: e.ONESIGNAL_API_URL.replace(/\/$/, ''),
            }
          : undefined,
      excludedCountries: e.PUSH_EXCLUDED_COUNTRIES.split(',').filter(Boolean),
      endpointHosts: e.PUSH_ENDPOINT_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${names.site} <no-reply@${names.domain}.local>`,
      outboxDir: e.MAIL_OUTBOX_DIR
        ? path.resolve(base, e.MAIL_OUTBOX_DIR)
        : path.join(dataDir, 'outbox'),
    },
    socials: {
      vk: e.SOCIAL_VK_URL ?? `https://vk.com/${names.handle}`,
      telegram: e.SOCIAL_TELEGRAM_URL ?? `https://t.me/${names.handle}`,
      youtube: e.SOCIAL_YOUTUBE_URL ?? `https://youtube.com/@${names.handle}`,
      steamGroup: e.SOCIAL_STEAM_GROUP_URL ?? `https://steamcommunity.com/groups/${names.handle}`,
      checkDelayMs: Math.round(e.SOCIAL_CHECK_DELAY_S * 1000),
      vkMembership: e.SOCIAL_VK_TOKEN
        ? {
            token: e.SOCIAL_VK_TOKEN,
            groupId:
              e.SOCIAL_VK_GROUP_ID ??
              new URL(e.SOCIAL_VK_URL ?? `https://vk.com/${names.handle}`).pathname
                .split('/')
                .filter(Boolean)
                .pop() ??
              names.handle,
            apiUrl: e.SOCIAL_VK_API_URL.replace(/\/$/, ''),
          }
        : undefined,
    },
    daily: {
      depositMinKopecks: Math.round(e.DAILY_DEPOSIT_MIN_RUB * 100),
      notifyMs: e.DAILY_NOTIFY_MS,
    },
  };
}
