/**
 * Raffles for tests (issue 28): a running season (the seeded one, or one inserted here when the seed has
 * none), and a raffle of it over [now + fromMs, now + toMs) with a fresh server seed, opened as the module
 * opens its own (the draw job written with it). `waitUntilDrawable` waits until its draw is due.
 */
import { sha256Hex } from '@cases/domain/fairness';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { raffles, seasons } from '../db/schema/index.ts';
import { currentSeason, invalidateSeason, type SeasonRow } from '../kernel/season/season.ts';
import { RAFFLE_PRIZES } from '../modules/raffle/plan.ts';
import { dueRaffles } from '../modules/raffle/draw.ts';
import type { RaffleRow } from '../modules/raffle/raffles.ts';
import { waitUntil } from './wait.ts';

/** The running season; inserts one (a minute old, four weeks long) when none runs. */
export async function runningSeason(db: Db): Promise<SeasonRow> {
  const running = await currentSeason(db);
  if (running) return running;
  await db.insert(seasons).values({
    slug: `test-season-${randomUUID().slice(0, 8)}`,
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 28 * 86_400_000),
    settings: {},
  });
  invalidateSeason(db);
  const season = await currentSeason(db);
  if (!season) throw new Error('no running season');
  return season;
}

export async function testRaffle(
  db: Db,
  o: { fromMs: number; toMs: number; ticketKopecks: number; prizes?: string[] },
): Promise<RaffleRow> {
  const season = await runningSeason(db);
  const serverSeed = randomBytes(32).toString('hex');
  const [row] = await db
    .insert(raffles)
    .values({
      slug: `test-raffle-${randomUUID().slice(0, 8)}`,
      seasonId: season.id,
      title: 'Тест',
      titleEn: 'Test',
      startsAt: new Date(Date.now() + o.fromMs),
      endsAt: new Date(Date.now() + o.toMs),
      ticketKopecks: o.ticketKopecks,
      prizes: o.prizes ?? [...RAFFLE_PRIZES],
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
    })
    .returning();
  return row!;
}

/** Waits until the raffle's draw is due by the database's clock (draw.ts compares with its now()). */
export async function waitUntilDrawable(db: Db, raffleId: number, delayMs: number): Promise<void> {
  await waitUntil(async () => (await dueRaffles(db, delayMs)).includes(raffleId));
}
