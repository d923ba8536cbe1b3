/**
 * The answers the server wrote into the front page's HTML beside its first screen (server
 * modules/seo/first-screen.ts): the main-page sections and the site config, exactly as
 * `GET /v2/case/sections/with-cases?main=1` and `GET /nitro-api/config` gave them. Seeded into the
 * query cache, they let the app's first render show the cards the HTML already showed instead of a
 * spinner. They are marked stale, so the usual requests still run and correct what differs for a
 * signed-in player (locks, the free-case deposit rule).
 *
 * They are not checked with zod here: that would put zod back before the first render (issue 9).
 * They come from the same server in the same page, through the same routes whose answers its
 * response schemas checked, and the stale-marked queries refetch them through the checking client
 * at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfigResponse } from '@cases/domain/api/platform';
import type { sectionsResponse } from '@cases/domain/api/cases';
import { camelize } from '@cases/domain/casing';
import { configQueryOptions } from '../api/endpoints/get-config.ts';
import { sectionsQueryOptions } from '../api/endpoints/get-sections.ts';

/** The id of the `<script type="application/json">` data block (not run, so the CSP allows it). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Seeds the sections and config queries from the page's data block, when it has one. */
export function seedFirstScreen(queryClient: QueryClient): void {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return;
  let data: { sections?: unknown; config?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return;
  }
  if (isObject(data.sections) && Array.isArray(data.sections.sections))
    queryClient.setQueryData(
      sectionsQueryOptions().queryKey,
      camelize(data.sections as z.infer<typeof sectionsResponse>).sections,
      { updatedAt: 0 },
    );
  if (isObject(data.config))
    queryClient.setQueryData(
      configQueryOptions().queryKey,
      camelize(data.config as ConfigResponse),
      {
        updatedAt: 0,
      },
    );
}
