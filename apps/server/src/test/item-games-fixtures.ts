/**
 * Item-game test fixtures (issue 11): a known seed pair for a player (so a test can choose a winning or
 * losing upgrade before it is made), the revealed seed after a rotation, and money/ledger reads.
 */
import { sha256Hex } from '@cases/domain/fairness';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fairnessSeeds } from '../db/schema/index.ts';
import type { App } from '../platform/types.ts';
import { bearer, ledgerCheck, queryRows } from './helper.ts';

/** Sets the player's active pair to a known server seed and client seed at nonce 0. */
export async function knownSeeds(
  app: App,
  db: Db,
  token: string,
  userId: string,
  serverSeed: string,
  clientSeed = 'known-client',
): Promise<void> {
  // Make sure an active pair exists, then overwrite it.
  await app.inject({ method: 'GET', url: '/v1/provably-fair/seeds', headers: bearer(token) });
  await db
    .update(fairnessSeeds)
    .set({ serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce: 0 })
    .where(and(eq(fairnessSeeds.userId, Number(userId)), isNull(fairnessSeeds.revealedAt)));
}

/** Rotates the player's pair through the API and returns the revealed server seed. */
export async function revealSeed(app: App, token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/provably-fair/seeds/rotate',
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`rotate failed: ${res.body}`);
  return res.json<{ previous: { server_seed: string } }>().previous.server_seed;
}

/** Statuses of the player's inventory rows by id. */
export async function statusById(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; status: string }>(
    db,
    `select id::text, status from inventory_items where user_id = ${Number(userId)}`,
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** The player's coin balance and the sum of their COIN ledger rows. */
export async function coinCheck(db: Db, userId: string) {
  const [row] = await queryRows<{ coins: string; ledger: string }>(
    db,
    `select u.coin_balance::text as coins, coalesce((select sum(amount) from ledger l where l.user_id = u.id and l.currency = 'COIN'), 0)::text as ledger from users u where u.id = ${Number(userId)}`,
  );
  return { coins: Number(row!.coins), ledger: Number(row!.ledger) };
}

/**
 * Everything an item game may change for the player — item statuses, money and coins with their
 * ledgers, the seed nonces, the upgrade rows — to compare before and after a refusal.
 */
export async function gameState(db: Db, userId: string) {
  const [row] = await queryRows<{ nonces: string; upgrades: number }>(
    db,
    `select (select coalesce(sum(nonce), 0) from fairness_seeds where user_id = ${Number(userId)})::text as nonces,
            (select count(*) from upgrades where user_id = ${Number(userId)})::int as upgrades`,
  );
  return {
    items: [...(await statusById(db, userId)).entries()].sort(),
    money: await ledgerCheck(db, userId),
    coins: await coinCheck(db, userId),
    ...row,
  };
}

/** `POST /v1/upgrades/upgrade-items` as the player. */
export const postUpgrade = (app: App, token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/v1/upgrades/upgrade-items',
    headers: bearer(token),
    payload,
  });
