/**
 * How a route of the table loads its page (spec 000 §2): code and text bundles on first match, and the static legal
 * pages; and the route handle's fields.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { withTexts } from '../i18n/i18n.ts';
import type { TextBundle } from '../i18n/i18n.ts';

/**
 * A page whose code and texts (the i18n bundles it names) load when its route is first matched
 * (React Router's `lazy`), before it renders: only the front page ships with the entry, so `/`
 * downloads nothing it does not show.
 */
export function page(
  load: () => Promise<ReactNode>,
  ...texts: TextBundle[]
): Pick<RouteObject, 'lazy'> {
  const loadWithTexts = withTexts(load, ...texts);
  return { lazy: async () => ({ element: await loadWithTexts() }) };
}

export const staticPage = (name: 'cookies' | 'contacts' | 'userAgreement' | 'eventCondition') =>
  page(
    () =>
      import('../features/pages/routes/static-page.tsx').then((m) => <m.StaticPage page={name} />),
    'pages',
  );

/** Route handle: `analytics: false` keeps the page out of page-view tracking. */
export interface RouteHandle {
  analytics?: boolean;
}
