/**
 * The page paths of spec 000 §2's route table (with aliases), so the server can answer a real 404
 * status for anything else. A leading `/en` locale prefix is allowed on every path; `:name` is one
 * segment, a trailing `/*` one or more. The operator console's `/admin` paths are not listed: the server answers
 * them as it answers an unknown path (404, the not-found page's texts; issue 44), and the web shows the console only
 * to an account with a staff role.
 */

export const PAGE_PATTERNS: readonly string[] = [
  '/',
  '/main',
  '/index',
  '/new-cases',
  '/welcome',
  '/faq',
  '/sapper',
  '/ninja-defuse',
  '/techies',
  '/bonuses',
  '/cookies',
  '/contacts',
  '/upgrades',
  '/contract',
  '/event',
  '/event/top',
  '/event/new-cases',
  '/event/coin-cases',
  '/event/battle-pass',
  '/event/raffle/:slug',
  '/event-condition',
  '/privacy-policy',
  '/user-agreement',
  '/daily-cases',
  '/leaderboard',
  '/offers-shop',
  '/secret-shop',
  '/skin-exchange',
  '/profile',
  '/profile/:id',
  '/refill',
  '/refill/result',
  '/refill/unauth',
  '/open/:caseName',
  '/battles',
  '/battles/create',
  '/battles/details',
  '/battles/history',
  '/battles/statistics',
  '/battles/:battleId',
  '/provably-fair',
  '/provably-fair/check',
  '/provably-fair/settings',
  '/provably-fair/instructions',
  '/provably-fair/case-history/:caseId',
];

const matchers = PAGE_PATTERNS.map(
  (p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/\*$/, '/.+')}$`),
);

/** True when `path` (no query) is a page of the route table, with or without the `/en` prefix or a trailing slash. */
export function isPagePath(path: string): boolean {
  let p = path === '/en' ? '/' : path.startsWith('/en/') ? path.slice(3) : path;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return matchers.some((m) => m.test(p));
}
