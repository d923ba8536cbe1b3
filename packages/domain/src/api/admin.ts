/**
 * The operator console on the wire (issue 30; docs/console.md): staff roles and their rights, the console's
 * sign-in with a second factor (TOTP), the audit log and the tech-work switch. Times ISO strings.
 */
import { z } from 'zod';

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
