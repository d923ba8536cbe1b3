/**
 * The raffle's wire schemas beside event.ts's (issue 28 "Raffle"; docs/fairness.md "Raffle"): a raffle by
 * its slug, and its entries as drawn — what the check page needs with the revealed server seed.
 */
import { z } from 'zod';

/** A raffle's slug in a path or query (`<season slug>-week-<n>`). */
export const raffleSlug = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
export const raffleSlugParams = z.object({ slug: raffleSlug });

/** `GET /v1/event/raffle?slug=`: that raffle instead of the current one. */
export const raffleInfoQuery = z.object({ slug: raffleSlug.optional() });

/**
 * `GET /v1/event/raffle-entries/{slug}` (public): the entries in their published order, empty and
 * `public_seed` null before the draw; `prize_count` the prizes drawn for (positions 1…).
 */
export const raffleEntriesResponse = z.object({
  slug: z.string(),
  drawn: z.boolean(),
  prize_count: z.number().int(),
  public_seed: z.string().nullable(),
  entries: z.array(
    z.object({
      position: z.number().int(),
      user_id: z.string(),
      tickets: z.number().int(),
    }),
  ),
});
export type RaffleEntries = z.infer<typeof raffleEntriesResponse>;
