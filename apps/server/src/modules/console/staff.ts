/**
 * Granting and revoking staff roles (issue 30 "Access"): from the server's machine with `npm run admin -- grant
 * <login> <role>` / `revoke <login>` / `add <login> <role>` (a new account for staff, its password from
 * ADMIN_PASSWORD or generated and printed once; admin-cli.ts), to bootstrap the first owner. One transaction each: the role
 * row, the player's spec `admin` flag, the end of their console sessions on a revoke, and an audit entry
 * (`staff.grant`, `staff.revoke`; actor null = the command line). `onChanged(tx, userId)` runs last in that
 * transaction: the command line queues the end of the member's sockets there (staff-sockets.ts). Errors: a plain
 * Error naming the login or role.
 */
import { STAFF_ROLES, type StaffRole } from '@cases/domain/api/admin';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consoleSessions, staffRoles, staffTotp, users } from '../../db/schema/index.ts';
import { createSeedPair } from '../../kernel/fairness/seed-pairs.ts';
import { createUser, setAdminFlag } from '../../kernel/players/users.ts';
import { hashPassword } from '../../platform/auth.ts';
import { audit } from '../../kernel/staff/audit.ts';

async function userByLogin(db: Db, login: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!u) throw new Error(`no account with login ${login}`);
  return u.id;
}

/** Called last in a role change's transaction with the member's user id. */
export type OnRoleChanged = (tx: Tx, userId: number) => Promise<void>;

/** Gives `login` the role `role` (replacing any other); `actorId` null for the command line. */
export async function grantRole(
  db: Db,
  login: string,
  role: string,
  actorId: number | null = null,
  onChanged?: OnRoleChanged,
): Promise<void> {
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    throw new Error(`unknown role ${role}: one of ${STAFF_ROLES.join(', ')}`);
  const userId = await userByLogin(db, login);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffRoles).where(eq(staffRoles.userId, userId));
    await tx
      .insert(staffRoles)
      .values({ userId, role: role as StaffRole, grantedBy: actorId })
      .onConflictDoUpdate({
        target: staffRoles.userId,
        set: { role, grantedAt: new Date(), grantedBy: actorId },
      });
    await setAdminFlag(tx, userId, true);
    await audit(tx, {
      actorId,
      role: null,
      ip: null,
      action: 'staff.grant',
      target: `user:${userId}`,
      before: before ? { role: before.role } : null,
      after: { role },
    });
    await onChanged?.(tx, userId);
  });
}

/** Takes `login`'s role away, ends their console sessions and forgets their second factor. */
export async function revokeRole(
  db: Db,
  login: string,
  actorId: number | null = null,
  onChanged?: OnRoleChanged,
): Promise<void> {
  const userId = await userByLogin(db, login);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(staffRoles).where(eq(staffRoles.userId, userId)).returning();
    if (gone.length === 0) throw new Error(`${login} has no role`);
    await tx.delete(consoleSessions).where(eq(consoleSessions.userId, userId));
    await tx.delete(staffTotp).where(eq(staffTotp.userId, userId));
    await setAdminFlag(tx, userId, false);
    await audit(tx, {
      actorId,
      role: null,
      ip: null,
      action: 'staff.revoke',
      target: `user:${userId}`,
      before: { role: gone[0]!.role },
      after: null,
    });
    await onChanged?.(tx, userId);
  });
}

/**
 * Creates the shop account `login` (a player like any other, with its seed pair) with `password`, then gives it
 * `role`. Throws when the login is taken.
 */
export async function addStaff(
  db: Db,
  login: string,
  role: string,
  password: string,
): Promise<void> {
  if (!/^[A-Za-z0-9_.-]{3,40}$/.test(login))
    throw new Error(`bad login ${login}: 3–40 of A–Z a–z 0–9 _ . -`);
  if (password.length < 10) throw new Error('the password needs 10 characters or more');
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    throw new Error(`unknown role ${role}: one of ${STAFF_ROLES.join(', ')}`);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (taken) throw new Error(`login ${login} is taken`);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await createUser(tx, { login, passwordHash, nickname: login, regType: 'staff' });
    await createSeedPair(tx, userId);
  });
  await grantRole(db, login, role);
}
