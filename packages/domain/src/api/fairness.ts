/**
 * Provably-fair seed wire schemas (ARCHITECTURE fairness; spec 000 §2 provably-fair pages).
 */
import { z } from 'zod';
import { CLIENT_SEED_PATTERN } from '../fairness.ts';

export const seedsResponse = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
});
export type SeedsResponse = z.infer<typeof seedsResponse>;

export const clientSeedBody = z
  .object({ client_seed: z.string().regex(CLIENT_SEED_PATTERN) })
  .strict();

export const revealedSeed = seedsResponse.extend({ server_seed: z.string() });
export const rotateResponse = z.object({ previous: revealedSeed, current: seedsResponse });
export type RotateResponse = z.infer<typeof rotateResponse>;

export const seedHistoryResponse = z.object({
  seeds: z.array(revealedSeed.extend({ revealed_at: z.string() })),
});
