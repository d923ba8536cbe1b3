/**
 * The owner of `users` (docs/architecture.md "Table owners"): players as the client sees them (spec 000
 * §3 User and User levels) and every write of their identity — creating an account, its password,
 * language and Steam data. Balances change only through the ledger (platform/ledger.ts and the
 * one-statement money paths that write its rows, decision 013); experience through the opening and
 * item-game transactions that earn it. Money in kopecks here, roubles on the wire.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventoryItems, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type UserRow = typeof users.$inferSelect;

/** The user row; throws 404 `userNotFound`. */
export async function getUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError(404, 'userNotFound', 'User not found');
  return u;
}

/** Parses a user id from a path or query; throws 404 `userNotFound` for anything that is not one. */
export function parseUserId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id))
    throw new AppError(404, 'userNotFound', 'User not found');
  return id;
}

/** Sum of prices (kopecks) of the user's items still in the inventory (status progress). */
export async function activeItemsTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${inventoryItems.price})` })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'progress')));
  return Number(row?.total ?? 0);
}

/** A new account (quick registration, or a first external sign-in); returns its id. */
export async function createUser(
  tx: DbOrTx,
  u: { login: string; passwordHash: string; nickname: string; regType: string },
): Promise<number> {
  const [user] = await tx.insert(users).values(u).returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  return user.id;
}

/** Replaces the player's password hash (argon2id; '!' for accounts without a password). */
export async function setPasswordHash(tx: DbOrTx, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The player's interface language (spec 000 §7 localization). */
export async function setLanguage(db: DbOrTx, userId: number, lang: string) {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
}

/**
 * How many accounts other than `userId` have `login` saved as their Steam login (compared without case; an index
 * on `lower(steam_login)` answers it). Call it inside the transaction that saves the login, after
 * `lockSteamLogin`.
 */
export async function steamLoginUses(tx: DbOrTx, login: string, userId: number): Promise<number> {
  const res: unknown = await tx.execute(sql`
    select count(*)::int as n from users
    where lower(steam_login) = lower(${login}) and id <> ${userId}`);
  return (res as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Serialises the saves of one Steam login until the transaction ends (a transaction-scoped advisory lock). */
export async function lockSteamLogin(tx: DbOrTx, login: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`steam_login:${login.toLowerCase()}`}))`,
  );
}

/** The player's Steam trade link (canonical, issue 26) and/or login; an absent field is kept. */
export async function setSteam(
  db: DbOrTx,
  userId: number,
  steam: { link?: string; login?: string },
) {
  await db
    .update(users)
    .set({
      ...(steam.link === undefined ? {} : { steamLink: steam.link }),
      ...(steam.login === undefined ? {} : { steamLogin: steam.login }),
    })
    .where(eq(users.id, userId));
}

/**
 * Adds what a play earned: `exp` experience points and `spent` kopecks staked; locks the player's row
 * (the users row before the seed row, as openings and rotations lock them). Returns the new experience.
 */
export async function addExperience(
  tx: DbOrTx,
  userId: number,
  earned: { exp: number; spent: number },
): Promise<number> {
  const [u] = await tx
    .update(users)
    .set({ exp: sql`${users.exp} + ${earned.exp}`, spent: sql`${users.spent} + ${earned.spent}` })
    .where(eq(users.id, userId))
    .returning({ exp: users.exp });
  if (!u) throw new AppError(404, 'userNotFound', 'User not found');
  return u.exp;
}

/** Sets the spec's `admin` flag of the user (spec 000 §3; issue 30: on while they hold a staff role). */
export async function setAdminFlag(db: DbOrTx, userId: number, admin: boolean): Promise<void> {
  await db.update(users).set({ admin }).where(eq(users.id, userId));
}
