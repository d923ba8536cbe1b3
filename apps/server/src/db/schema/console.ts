/**
 * The operator console (issue 30; spec 000 §3 user `admin` flag): staff roles, their second factor, console
 * sessions (never a player's token), the append-only audit log and the run-time site settings (the tech-work
 * switch). Roles and rights: docs/console.md.
 *
 * Owners (the only writers; docs/architecture.md "Table owners"):
 * - `staff_roles`: modules/console and the `npm run admin` command (admin-cli.ts)
 * - `staff_totp, console_sessions, audit_log`: modules/console (audit_log: inserts only; migration 0025 makes
 *   the database refuse UPDATE and DELETE on it)
 * - `site_settings`: modules/console (read by kernel/site/settings.ts)
 * - `console_approvals`, `staff_value_days`: kernel/staff/value-gate.ts (a save that waits, the day's budget) and
 *   modules/console (the decisions; issue 44)
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staffDayBudgetTable } from './staff-days.ts';
import { userRef, users } from './users.ts';

/** A staff member's role: owner, admin, support or content (one per account). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who granted it: a staff user id, or null for the command line. */
    grantedBy: integer('granted_by'),
  },
  (t) => [check('staff_roles_role', sql`${t.role} in ('owner', 'admin', 'support', 'content')`)],
);

/** A staff member's TOTP secret (base32, encrypted with the server's secret), confirmed at enrolment. */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30 s time step of the last code accepted (issue 44): a code of that step or an earlier one is refused. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** Wrong codes in a row across sign-ins (issue 44); at the limit the account's console is locked. */
  failedCodes: integer('failed_codes').notNull().default(0),
  /** When too many wrong codes locked the console (issue 44); the owner unlocks it. */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
});

/**
 * A console session: a password sign-in waiting for its code (`stage` = totp) or a signed-in console (`stage` =
 * console, until `expires_at`, 12 h after the code). The token is only in an HttpOnly cookie scoped to
 * `/v1/admin`; its SHA-256 is the key.
 */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    stage: text('stage').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes given to a pending session; the fifth ends it. */
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    /**
     * A digest of the staff member's password hash when the session began (issue 44): a password changed since
     * ends the session. Null on sessions from before it (they end at their expiry, 12 h at most).
     */
    passwordMark: text('password_mark'),
  },
  (t) => [
    check('console_sessions_stage', sql`${t.stage} in ('totp', 'console')`),
    index('console_sessions_user_idx').on(t.userId),
  ],
);

/** Who did what in the console, when, from where, with the state before and after. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id),
    role: text('role'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId, t.at)],
);

/** Run-time settings the console changes (the tech-work switch); the environment gives the defaults. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/**
 * A console save that waits for a second approval (issue 44 "Staff cannot mint money"): a save of something that
 * pays out (an offer's gift, a free or coin case, a pass level) whose value is over CONTENT_VALUE_CAP_RUB or over
 * what is left of its saver's CONTENT_VALUE_DAILY_CAP_RUB for the UTC day. Nothing of it is written until another
 * staff member with `money.adjust` approves it; the approval then runs the same save with the stored body.
 * `kind` names the save (kernel/staff/approvals.ts), `target` what it saves, `body` the request's body as sent.
 * status: pending | approved | rejected. Owner: kernel/staff (the saves) and modules/console (the decisions).
 */
export const consoleApprovals = pgTable(
  'console_approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    body: jsonb('body').notNull(),
    /** What the save raises, kopecks per purchase, opening or level; and why it waits: item_cap | day_cap. */
    kopecks: bigint('kopecks', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: userRef('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('console_approvals_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('console_approvals_reason', sql`${t.reason} in ('item_cap', 'day_cap')`),
    index('console_approvals_pending_idx').on(t.status, t.id),
  ],
);

/**
 * What a staff member's saves of a UTC day raised the shop's payouts by without a second approval (issue 44:
 * CONTENT_VALUE_DAILY_CAP_RUB), kept as the saves happen: kopecks taken from the day's budget.
 */
export const staffValueDays = staffDayBudgetTable('staff_value_days');
