/**
 * The answers the server wrote into the front page's HTML beside its first screen (server
 * modules/seo/first-screen.ts): the main-page sections and the site config, exactly as
 * `GET /v2/case/sections/with-cases?main=1` and `GET /nitro-api/config` gave them. Seeded into the
 * query cache, they let the app's first render show the cards the HTML already showed instead of a
 * spinner. They are marked stale, so the usual requests still run and correct what differs for a
 * signed-in player (locks, the free-case deposit rule).
 */
import type { QueryClient } from '@tanstack/react-query';
import { sectionsResponse } from '@cases/domain/api/cases';
import { configResponse } from '@cases/domain/api/platform';
import { camelize } from '@cases/domain/casing';
import { configQueryOptions } from '../api/endpoints/get-config.ts';
import { sectionsQueryOptions } from '../api/endpoints/get-sections.ts';

/** The id of the `<script type="application/json">` data block (not run, so the CSP allows it). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** Seeds the sections and config queries from the page's data block, when it has a valid one. */
export function seedFirstScreen(queryClient: QueryClient): void {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return;
  let data: { sections?: unknown; config?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return;
  }
  const sections = sectionsResponse.safeParse(data.sections);
  if (sections.success)
    queryClient.setQueryData(sectionsQueryOptions().queryKey, camelize(sections.data).sections, {
      updatedAt: 0,
    });
  const config = configResponse.safeParse(data.config);
  if (config.success)
    queryClient.setQueryData(configQueryOptions().queryKey, camelize(config.data), {
      updatedAt: 0,
    });
}
