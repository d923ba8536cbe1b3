/** Provably-fair seed routes (ARCHITECTURE fairness). */
import {
  clientSeedBody,
  rotateResponse,
  seedHistoryResponse,
  seedsResponse,
} from '@cases/domain/api/fairness';
import { requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { currentSeeds, revealedSeeds, rotateSeeds } from './service.ts';

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

export function fairnessRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/provably-fair/seeds',
    { schema: { response: { 200: seedsResponse } } },
    async (req) => {
      return seedsWire(await currentSeeds(db, await requireUser(db, req)));
    },
  );

  app.post(
    '/v1/provably-fair/seeds/client',
    { schema: { body: clientSeedBody, response: { 200: rotateResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      return rotatedWire(await rotateSeeds(db, userId, req.body.client_seed));
    },
  );

  app.post(
    '/v1/provably-fair/seeds/rotate',
    { schema: { response: { 200: rotateResponse } } },
    async (req) => {
      return rotatedWire(await rotateSeeds(db, await requireUser(db, req)));
    },
  );

  app.get(
    '/v1/provably-fair/seeds/history',
    { schema: { response: { 200: seedHistoryResponse } } },
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
