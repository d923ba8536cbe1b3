/**
 * The `raffles` rows (this module owns them; db/schema/season.ts): opening the running season's current
 * raffle once however many processes try (unique slug), with its own server seed (32 random bytes, 64 hex;
 * only its SHA-256 shown until the draw) and its draw job written in the same transaction; and reading them.
 */
import { sha256Hex } from '@cases/domain/fairness';
import { and, desc, eq, gt, isNull, like, lte, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.ts';
import { raffles } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/jobs.ts';
import { currentSeason } from '../../kernel/season/season.ts';
import { RAFFLE_PRIZES, raffleSlot } from './plan.ts';

export type RaffleRow = typeof raffles.$inferSelect;

export interface RaffleSettings {
  lengthMs: number;
  ticketKopecks: number;
  drawDelayMs: number;
  /** Tickets need a deposit within this many days before the opening (FREE_CASE_DEPOSIT_DAYS; issue 44). */
  depositDays: number;
}

/** Queues the raffle's draw in `tx`, due `drawDelayMs` after its end (draw.ts; runtime.ts runs it). */
export type QueueDraw = (tx: Executor, raffleId: number, due: Date) => Promise<void>;

/**
 * Opens the raffle of the running season whose window holds now, unless it exists; returns it, or null
 * when no season runs. A raffle drawn early by the due work (`endRunningRaffle`, tests only) leaves the
 * rest of its slot to a successor, `<slot slug>-r<the cut's epoch ms>`, from the cut to the slot's end:
 * the next slot's window is never taken, and racing callers open one successor (unique slug).
 */
export async function ensureCurrentRaffle(
  db: Db,
  s: RaffleSettings,
  queueDraw: QueueDraw,
  now = Date.now(),
): Promise<RaffleRow | null> {
  const season = await currentSeason(db);
  if (!season) return null;
  const slot = raffleSlot(season, s.lengthMs, now);
  if (!slot) return null;
  const latest = await latestOfSlot(db, slot.slug);
  if (latest && latest.endsAt.getTime() > now) return latest;
  if (latest && latest.endsAt.getTime() >= slot.endsAt.getTime()) return latest;
  const window = latest
    ? { slug: `${slot.slug}-r${latest.endsAt.getTime()}`, startsAt: latest.endsAt }
    : { slug: slot.slug, startsAt: slot.startsAt };
  return db.transaction(async (tx) => {
    const serverSeed = randomBytes(32).toString('hex');
    const [created] = await tx
      .insert(raffles)
      .values({
        slug: window.slug,
        seasonId: season.id,
        title: slot.title.ru,
        titleEn: slot.title.en,
        startsAt: window.startsAt,
        endsAt: slot.endsAt,
        ticketKopecks: s.ticketKopecks,
        prizes: [...RAFFLE_PRIZES],
        serverSeed,
        serverSeedHash: sha256Hex(serverSeed),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return (await raffleBySlug(tx, window.slug)) ?? null;
    await queueDraw(tx, created.id, new Date(created.endsAt.getTime() + s.drawDelayMs));
    return created;
  });
}

/** The slot's raffle, or its latest successor after an early draw (the one that began last). */
async function latestOfSlot(db: DbOrTx, slotSlug: string): Promise<RaffleRow | undefined> {
  const [row] = await db
    .select()
    .from(raffles)
    .where(or(eq(raffles.slug, slotSlug), like(raffles.slug, `${slotSlug}-r%`)))
    .orderBy(desc(raffles.startsAt))
    .limit(1);
  return row;
}

/**
 * Ends the running raffle now, so it can be drawn at once (the due work `raffle`, platform/due-work.ts;
 * test servers only): its end moves to now − `drawDelayMs` (the database's clock, as the draw compares),
 * unless it is drawn or already over. Returns its id, or null when no raffle runs.
 */
export async function endRunningRaffle(db: Db, drawDelayMs: number): Promise<number | null> {
  const running = await currentRaffle(db);
  if (!running) return null;
  const [cut] = await db
    .update(raffles)
    .set({
      endsAt: sql`greatest(${raffles.startsAt}, now() - ${drawDelayMs} * interval '1 millisecond')`,
    })
    .where(and(eq(raffles.id, running.id), isNull(raffles.drawnAt), gt(raffles.endsAt, sql`now()`)))
    .returning({ id: raffles.id });
  return cut?.id ?? null;
}

export async function raffleBySlug(db: DbOrTx, slug: string): Promise<RaffleRow | undefined> {
  const [row] = await db.select().from(raffles).where(eq(raffles.slug, slug));
  return row;
}

/** The raffle whose window holds `now`, else the latest that has begun; undefined when none has. */
export async function currentRaffle(db: DbOrTx, now = new Date()): Promise<RaffleRow | undefined> {
  const [running] = await db
    .select()
    .from(raffles)
    .where(and(lte(raffles.startsAt, now), gt(raffles.endsAt, now)))
    .orderBy(desc(raffles.startsAt))
    .limit(1);
  if (running) return running;
  const [latest] = await db
    .select()
    .from(raffles)
    .where(lte(raffles.startsAt, now))
    .orderBy(desc(raffles.endsAt))
    .limit(1);
  return latest;
}
