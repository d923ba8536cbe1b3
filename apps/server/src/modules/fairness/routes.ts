/**
 * Provably-fair seed routes (ARCHITECTURE fairness). A rotation first asks `ports.beforeRotate`, under the
 * player's lock, whether a game still depends on the active pair (the sapper area's, wired in app.ts).
 */
import {
  clientSeedBody,
  rotateResponse,
  seedHistoryResponse,
  seedsResponse,
} from '@cases/domain/api/fairness';
import type { Tx } from '../../db/client.ts';
import { requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { currentSeeds, revealedSeeds, rotateSeeds } from '../../kernel/fairness/seed-pairs.ts';

type Rotated = Awaited<ReturnType<typeof rotateSeeds>>;
const seedsWire = (s: { serverSeedHash: string; clientSeed: string; nonce: number }) => ({
  server_seed_hash: s.serverSeedHash,
  client_seed: s.clientSeed,
  nonce: s.nonce,
});
const rotatedWire = (r: Rotated) => ({
  previous: { ...seedsWire(r.previous), server_seed: r.previous.serverSeed },
  current: seedsWire(r.current),
});

/** What the fairness area asks of others (app.ts). */
export interface FairnessPorts {
  /** Throws (with its error key) when the player's seeds may not rotate now. */
  beforeRotate: (tx: Tx, userId: number) => Promise<void>;
}

export function fairnessRoutes(app: App, { db }: AppDeps, ports: FairnessPorts): void {
  app.get(
    '/v1/provably-fair/seeds',
    { config: { auth: 'required' }, schema: { response: { 200: seedsResponse } } },
    async (req) => {
      return seedsWire(await currentSeeds(db, await requireUser(db, req)));
    },
  );

  app.post(
    '/v1/provably-fair/seeds/client',
    {
      config: { errors: [[409, 'mines_game_open']], auth: 'required' },
      schema: { body: clientSeedBody, response: { 200: rotateResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      return rotatedWire(await rotateSeeds(db, userId, req.body.client_seed, ports.beforeRotate));
    },
  );

  app.post(
    '/v1/provably-fair/seeds/rotate',
    {
      config: { errors: [[409, 'mines_game_open']], auth: 'required' },
      schema: { response: { 200: rotateResponse } },
    },
    async (req) => {
      return rotatedWire(
        await rotateSeeds(db, await requireUser(db, req), undefined, ports.beforeRotate),
      );
    },
  );

  app.get(
    '/v1/provably-fair/seeds/history',
    { config: { auth: 'required' }, schema: { response: { 200: seedHistoryResponse } } },
    async (req) => {
      const rows = await revealedSeeds(db, await requireUser(db, req));
      return {
        seeds: rows.map((r) => ({
          ...seedsWire(r),
          server_seed: r.serverSeed,
          revealed_at: (r.revealedAt ?? r.createdAt).toISOString(),
        })),
      };
    },
  );
}
