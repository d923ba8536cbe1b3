/**
 * The operator console on the wire (issue 30; docs/console.md): staff roles and their rights, the console's
 * sign-in with a second factor (TOTP), the audit log and the tech-work switch. Times ISO strings.
 */
import { z } from 'zod';
import { toKopecks } from '../money.ts';

export const STAFF_ROLES = ['owner', 'admin', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a console call may need; each role's rights are `ROLE_RIGHTS`. */
export const STAFF_RIGHTS = [
  'audit.read',
  'site.write',
  'players.read',
  'players.write',
  'money.adjust',
  'withdrawals',
  'support',
  'catalog',
  'content',
  'reports',
  'staff.manage',
] as const;
export type StaffRight = (typeof STAFF_RIGHTS)[number];

/** The rights of each role (docs/console.md has the same table). */
export const ROLE_RIGHTS: Readonly<Record<StaffRole, readonly StaffRight[]>> = {
  owner: STAFF_RIGHTS,
  admin: STAFF_RIGHTS.filter((r) => r !== 'staff.manage'),
  support: ['audit.read', 'players.read', 'withdrawals', 'support'],
  content: ['catalog', 'content'],
};

export const hasRight = (role: StaffRole, right: StaffRight): boolean =>
  ROLE_RIGHTS[role].includes(right);

/** `POST /v1/admin/auth/login`: the staff member's shop login and password. */
export const consoleLoginBody = z
  .object({ login: z.string().min(1).max(100), password: z.string().min(1).max(200) })
  .strict();
/**
 * The first step's answer: `enroll` with the secret and its otpauth URI (first console visit: add it to an
 * authenticator app), or `verify`. The pending session is in the `console_token` cookie.
 */
export const consoleLoginResponse = z.object({
  step: z.enum(['enroll', 'verify']),
  secret: z.string().nullable(),
  otpauth_uri: z.string().nullable(),
});
/** `POST /v1/admin/auth/totp`: the 6-digit code of the authenticator app. */
export const consoleTotpBody = z.object({ code: z.string().regex(/^\d{6}$/) }).strict();

/** `GET /v1/admin/me` and the answer of a confirmed code: who is signed in to the console, and until when. */
export const consoleMeResponse = z.object({
  user_id: z.string(),
  login: z.string().nullable(),
  nickname: z.string(),
  role: z.enum(STAFF_ROLES),
  rights: z.array(z.enum(STAFF_RIGHTS)),
  expires_at: z.string(),
});
export type ConsoleMe = z.infer<typeof consoleMeResponse>;

/**
 * Every action the audit log records (issue 30 "Audit"; issue 48: the console names each by its label): the server's
 * `audit()` takes only these, and the console has a label for each in both languages.
 */
export const AUDIT_ACTIONS = [
  'console.sign_in',
  'site.tech_work',
  'site.feature_flags',
  'site.experiments',
  'site.header_items',
  'site.payment_directions',
  'site.bonus_levels',
  'player.adjust',
  'player.block',
  'player.unblock',
  'player.sessions_revoke',
  'staff.grant',
  'staff.revoke',
  'staff.unlock',
  'withdrawal.retry',
  'withdrawal.cancel',
  'withdrawal.mark_sent',
  'withdrawal.provider',
  'order.reconcile',
  'support.reply',
  'support.assign',
  'support.close',
  'case.create',
  'case.update',
  'item.create',
  'item.update',
  'section.create',
  'section.update',
  'offer.create',
  'offer.update',
  'season.update',
  'season.level',
  'season.task_create',
  'season.task_update',
  'season.task_remove',
  'promo.create',
  'promo.update',
  'promo.disable',
  'promo.approve',
  'approval.request',
  'approval.approve',
  'approval.reject',
  'leaderboard.update',
  'faq.update',
  'seo.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `POST /v1/console-setup` (issue 48): the first owner's one-time setup code, and the role it gave. */
export const consoleSetupBody = z.object({ code: z.string().min(1).max(100) }).strict();
export const consoleSetupResponse = z.object({ role: z.literal('owner') });

/** `GET /v1/admin/audit?actor_id&action&from&to&page`: newest first, 50 a page. */
export const auditQuery = z.object({
  actor_id: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
  action: z.string().min(1).max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const auditEntry = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_nickname: z.string().nullable(),
  /** The staff member's sign-in login (issue 48: the console names staff by login); null for the command line. */
  actor_login: z.string().nullable(),
  role: z.string().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResponse = z.object({
  entries: z.array(auditEntry),
  page: z.number().int(),
  total: z.number().int(),
});

/** The tech-work switch: on, with the message the tech-work page shows (ru and en). */
export const techWorkState = z.object({
  enabled: z.boolean(),
  message: z.string().max(500),
  message_en: z.string().max(500),
});
export type TechWorkState = z.infer<typeof techWorkState>;
export const techWorkBody = techWorkState.strict();

/** `GET /v1/admin/players?q=`: by id, login, nickname (part of it), Steam login or link, or e-mail; 50 at most. */
export const playersQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const playerRow = z.object({
  user_id: z.string(),
  login: z.string(),
  nickname: z.string(),
  steam_login: z.string().nullable(),
  email: z.string().nullable(),
  /** Roubles and whole coins. */
  balance: z.number(),
  coin_balance: z.number().int(),
  level: z.number().int(),
  blocked: z.boolean(),
  created_at: z.string(),
});
export type PlayerRow = z.infer<typeof playerRow>;
export const playersResponse = z.object({ players: z.array(playerRow) });

/** `GET /v1/admin/players/{id}`: the profile with what support asks about. Money in roubles. */
export const playerProfileResponse = z.object({
  player: playerRow,
  blocked_reason: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  deposits_total: z.number(),
  items_active: z.number().int(),
  items_active_value: z.number(),
  withdrawals_open: z.number().int(),
  self_excluded_until: z.string().nullable(),
  self_excluded: z.boolean(),
  sessions: z.array(
    z.object({
      id: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      last_used_at: z.string(),
    }),
  ),
});
export type PlayerProfile = z.infer<typeof playerProfileResponse>;

/** `GET /v1/admin/players/{id}/ledger?page`: newest first, 50 a page. */
export const ledgerPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ledgerPageResponse = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      currency: z.enum(['RUB', 'COIN']),
      /** Roubles for RUB, whole coins for COIN; signed. */
      amount: z.number(),
      balance_after: z.number(),
      reason: z.string(),
      reference: z.string(),
    }),
  ),
  page: z.number().int(),
  total: z.number().int(),
});

/**
 * `POST /v1/admin/players/{id}/adjust`: a signed amount (roubles for RUB, at least 0.01 ₽ either way; whole coins for
 * COIN) and why.
 */
export const adjustBody = z
  .object({
    currency: z.enum(['RUB', 'COIN']),
    amount: z
      .number()
      .finite()
      .refine((v) => v !== 0 && Math.abs(v) <= 10_000_000, 'a non-zero amount up to 10 000 000')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals'),
    reason: z.string().trim().min(3).max(300),
  })
  .strict()
  .refine((b) => b.currency === 'RUB' || Number.isInteger(b.amount), {
    message: 'coins are whole',
    path: ['amount'],
  })
  // 1e-320 passes "at most 2 decimals" yet is 0 kopecks: no adjustment writes a 0 ₽ row (issue 44).
  .refine((b) => b.currency === 'COIN' || toKopecks(b.amount) !== 0, {
    message: 'at least 0.01 ₽',
    path: ['amount'],
  });
export const adjustResponse = z.object({
  balance: z.number(),
  coin_balance: z.number().int(),
  audit_id: z.string(),
});

/** `POST /v1/admin/players/{id}/block {reason}` and `/unblock`. */
export const blockBody = z.object({ reason: z.string().trim().min(3).max(300) }).strict();
export const playerIdParam = z.object({ id: z.string().min(1).max(20) });
