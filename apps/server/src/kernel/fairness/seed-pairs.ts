/**
 * Server and client seeds per user (ARCHITECTURE fairness; docs/fairness.md).
 * One active pair per user; rotating reveals the old server seed and starts a new pair at nonce 0.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@cases/domain/fairness';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { fairnessSeeds } from '../../db/schema/index.ts';

export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** Starts a fresh active pair for a user who has none. */
export async function createSeedPair(
  db: DbOrTx,
  userId: number,
  clientSeed = newClientSeed(),
): Promise<SeedPair> {
  const serverSeed = newServerSeed();
  const pair = { serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce: 0 };
  await db.insert(fairnessSeeds).values({ userId, ...pair });
  return pair;
}

/**
 * Starts a pair for a user who may already have one: a concurrent creator wins quietly (the insert
 * does nothing on the active-pair index), so two first requests never collide.
 */
async function ensureSeedPair(db: DbOrTx, userId: number): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(fairnessSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: newClientSeed(),
    })
    .onConflictDoNothing({
      target: fairnessSeeds.userId,
      where: sql`${fairnessSeeds.revealedAt} is null`,
    });
}

/** The active pair without its server seed (spec: the hash is shown before use). */
export async function currentSeeds(
  db: DbOrTx,
  userId: number,
): Promise<{ serverSeedHash: string; clientSeed: string; nonce: number }> {
  const [row] = await db
    .select({
      serverSeedHash: fairnessSeeds.serverSeedHash,
      clientSeed: fairnessSeeds.clientSeed,
      nonce: fairnessSeeds.nonce,
    })
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.userId, userId), isNull(fairnessSeeds.revealedAt)));
  if (row) return row;
  await ensureSeedPair(db, userId);
  return currentSeeds(db, userId);
}

/** The active pair with its row id and server seed (a read: the caller reserves its nonces later). */
export async function activeSeedPair(
  db: DbOrTx,
  userId: number,
): Promise<SeedPair & { id: number }> {
  const [row] = await db
    .select({
      id: fairnessSeeds.id,
      serverSeed: fairnessSeeds.serverSeed,
      serverSeedHash: fairnessSeeds.serverSeedHash,
      clientSeed: fairnessSeeds.clientSeed,
      nonce: fairnessSeeds.nonce,
    })
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.userId, userId), isNull(fairnessSeeds.revealedAt)));
  if (row) return row;
  await ensureSeedPair(db, userId);
  return activeSeedPair(db, userId);
}

/**
 * Reserves `count` consecutive nonces of the active pair in one UPDATE and returns the pair with the
 * first reserved nonce. Concurrent callers never share a nonce.
 */
export async function reserveNonces(tx: Tx, userId: number, count: number): Promise<SeedPair> {
  const [row] = await tx
    .update(fairnessSeeds)
    .set({ nonce: sql`${fairnessSeeds.nonce} + ${count}` })
    .where(and(eq(fairnessSeeds.userId, userId), isNull(fairnessSeeds.revealedAt)))
    .returning();
  if (row)
    return {
      serverSeed: row.serverSeed,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce - count,
    };
  await ensureSeedPair(tx, userId);
  return reserveNonces(tx, userId, count);
}

/**
 * Reveals the active pair and starts a new one (with `clientSeed`, or the old client seed). The user's
 * row is locked first, as an opening locks it (debit) before the seed row: rotations, client-seed
 * changes and openings of one player run one after another, never into a deadlock or a duplicate pair.
 * `guard` runs next, under that lock, and may refuse: a game whose outcome still depends on the active
 * pair (an open mines game: revealing its server seed would show where the mines are) throws there.
 */
export async function rotateSeeds(
  db: Db,
  userId: number,
  clientSeed: string | undefined,
  guard: (tx: Tx, userId: number) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    await guard(tx, userId);
    const [old] = await tx
      .update(fairnessSeeds)
      .set({ revealedAt: new Date() })
      .where(and(eq(fairnessSeeds.userId, userId), isNull(fairnessSeeds.revealedAt)))
      .returning();
    const previous = old ?? (await createSeedPair(tx, userId));
    if (!old)
      await tx
        .update(fairnessSeeds)
        .set({ revealedAt: new Date() })
        .where(and(eq(fairnessSeeds.userId, userId), isNull(fairnessSeeds.revealedAt)));
    const current = await createSeedPair(tx, userId, clientSeed ?? previous.clientSeed);
    return {
      previous: {
        serverSeed: previous.serverSeed,
        serverSeedHash: previous.serverSeedHash,
        clientSeed: previous.clientSeed,
        nonce: previous.nonce,
      },
      current: {
        serverSeedHash: current.serverSeedHash,
        clientSeed: current.clientSeed,
        nonce: current.nonce,
      },
    };
  });
}

/** Revealed pairs, newest first (at most 50). */
export async function revealedSeeds(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.userId, userId), isNotNull(fairnessSeeds.revealedAt)))
    .orderBy(desc(fairnessSeeds.id))
    .limit(50);
}
