/**
 * GET /v1/event/personal-progress?caseName= (spec 001 §7 Event): the signed-in player's progress on one case — the
 * cases of it they opened (one a drop), the season coins its openings paid them, granted free openings, the
 * every-N-th-free countdown and the openings the case has left. 401 for visitors (not asked then), 404
 * `caseNotFound`. An opening marks it stale (open-case.ts invalidates `['event']`).
 */
import { useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import type { personalProgressResponse } from '@cases/domain/api/event';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

export type PersonalProgress = Camel<z.infer<typeof personalProgressResponse>>;

/** The signed-in player's progress on the case `slug`; idle for visitors and an empty slug. */
export function usePersonalProgress(slug: string) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ['event', 'personal-progress', slug] as const,
    queryFn: ({ signal }): Promise<PersonalProgress> =>
      apiGet(`/v1/event/personal-progress?caseName=${encodeURIComponent(slug)}`, {
        schema: () => import('@cases/domain/api/event').then((m) => m.personalProgressResponse),
        signal,
      }),
    enabled: signedIn && slug !== '',
    staleTime: 30_000,
    // The open page waits for it: a failure shows the page without it at once rather than after the retries.
    retry: false,
  });
}
