/**
 * Every in-app path, spec 000 §2 "Screens and routes". Links and navigation use these, never literals.
 */

export interface FairnessCheckParams {
  serverSeed?: string;
  /** SHA-256 of the server seed: names the pair when its seed may still be secret. */
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  caseSlug?: string;
  /** The case revision the drop was rolled on (issue 30): the check reads that revision's drop list. */
  revision?: number;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  open: (caseName: string) => `/open/${encodeURIComponent(caseName)}`,
  profile: () => '/profile',
  profileOf: (id: string) => `/profile/${encodeURIComponent(id)}`,
  refill: () => '/refill',
  refillResult: (orderId?: string) => withQuery('/refill/result', { orderId }),
  refillUnauth: () => '/refill/unauth',
  fairnessCheck: (p: FairnessCheckParams = {}) =>
    withQuery('/provably-fair/check', {
      serverSeed: p.serverSeed,
      hash: p.serverSeedHash,
      clientSeed: p.clientSeed,
      nonce: p.nonce,
      case: p.caseSlug,
      rev: p.revision,
    }),
  /** The check tab of another game (`upgrade`, `contract`, `mines` …) with its inputs as the query. */
  fairnessGameCheck: (game: string, query: Record<string, string | number | undefined> = {}) =>
    withQuery('/provably-fair/check', { game, ...query }),
  /**
   * The battle tab of the check with the battle (and a private one's key); with `round` (0-based) and `seat`,
   * the one drop to point at (a won drop's own check, issue 31).
   */
  fairnessBattleCheck: (p: {
    battle: string;
    key?: string | null;
    round?: number;
    seat?: number;
  }) =>
    withQuery('/provably-fair/check', {
      game: 'battle',
      battle: p.battle,
      key: p.key ?? undefined,
      round: p.round,
      seat: p.seat,
    }),
  fairnessSettings: () => '/provably-fair/settings',
  fairnessInstructions: () => '/provably-fair/instructions',
  fairnessCaseHistory: (caseId: string) =>
    `/provably-fair/case-history/${encodeURIComponent(caseId)}`,
  battles: () => '/battles',
  battlesCreate: () => '/battles/create',
  battlesDetails: () => '/battles/details',
  battlesHistory: () => '/battles/history',
  battlesStatistics: () => '/battles/statistics',
  battle: (battleId: string) => `/battles/${encodeURIComponent(battleId)}`,
  event: () => '/event',
  eventTop: () => '/event/top',
  eventNewCases: () => '/event/new-cases',
  eventCoinCases: () => '/event/coin-cases',
  eventBattlePass: () => '/event/battle-pass',
  /** A season raffle's result page (spec 001 §3 Raffle result). */
  eventRaffle: (slug: string) => `/event/raffle/${encodeURIComponent(slug)}`,
  faq: (type?: number) => withQuery('/faq', { type }),
  sapper: () => '/sapper',
  bonuses: () => '/bonuses',
  cookies: () => '/cookies',
  contacts: () => '/contacts',
  upgrades: () => '/upgrades',
  contract: () => '/contract',
  eventCondition: () => '/event-condition',
  userAgreement: () => '/user-agreement',
  dailyCases: () => '/daily-cases',
  /** The top page (spec 001 §2 named route "top"), with `board` its active board. */
  leaderboard: (board?: string) => withQuery('/leaderboard', { board }),
  offersShop: () => '/offers-shop',
  /** The secret shop: catalog items below their price from a level up (issue 29; decision 018). */
  secretShop: () => '/secret-shop',
  skinExchange: () => '/skin-exchange',
  welcome: () => '/welcome',
  /** The operator console (issue 30; docs/console.md): its own layout, sign-in with a second factor. */
  console: () => '/admin',
  /** The first owner's setup code (issue 48): a signed-in shop account becomes the owner; outside the console's frame. */
  consoleSetup: () => '/admin/setup',
  consoleTechWork: () => '/admin/tech-work',
  /** The dashboard (issue 30; `?days=` 7, 30 or 90) and the run-time settings. */
  consoleDashboard: () => '/admin/dashboard',
  consoleSettings: () => '/admin/settings',
  /** The audit log (its filters and page live in the query, features/console/lib/audit-search.ts). */
  consoleAudit: () => '/admin/audit',
  /** The staff accounts, their state and the unlock of a locked console (issue 44; the owner). */
  consoleStaff: () => '/admin/staff',
  consolePlayers: (q?: string) => withQuery('/admin/players', { q }),
  consolePlayer: (id: string) => `/admin/players/${encodeURIComponent(id)}`,
  /** The withdrawal queue (`?view=failed|open`; stuck by default) and payment orders (issue 30). */
  consoleWithdrawals: () => '/admin/withdrawals',
  consoleOrders: () => '/admin/orders',
  consoleOrder: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  /** The support inbox (issue 30 "Support"): its filter and page in the query; one conversation. */
  consoleSupport: (status?: string, page?: number) =>
    withQuery('/admin/support', { status, page: page && page > 1 ? page : undefined }),
  consoleSupportConversation: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
  /** The catalog: cases and their odds, the case editor (`new` for a new case), items, sections. */
  consoleCases: () => '/admin/catalog',
  consoleCase: (id: string) => `/admin/catalog/cases/${encodeURIComponent(id)}`,
  consoleItems: () => '/admin/catalog/items',
  consoleSections: () => '/admin/catalog/sections',
  /** Content (issue 30 "Running the shop"): promo codes (`?q&page`), FAQ and SEO, leaderboards, season (`?id`), offers. */
  consolePromo: () => '/admin/promo',
  consoleTexts: () => '/admin/texts',
  consoleLeaderboards: () => '/admin/leaderboards',
  consoleSeason: () => '/admin/season',
  consoleOffers: () => '/admin/offers',
  /** Saves over a value cap waiting for a second approval (issue 44; right money.adjust). */
  consoleApprovals: () => '/admin/approvals',
  /** The registration dialog opens on any URL with the hash #reg (spec 000 §2). */
  registration: () => '#reg',
  /** The guide modal opens on any URL with the hash #guide (spec 000 §2 "a guide modal"). */
  guide: () => '#guide',
} as const;

/** Route patterns for the router (same shapes as `paths`). */
export const routePatterns = {
  home: '/',
  open: '/open/:caseName',
  profile: '/profile',
  profileOf: '/profile/:id',
  refill: '/refill',
  refillResult: '/refill/result',
  refillUnauth: '/refill/unauth',
  fairnessCheck: '/provably-fair/check',
  fairnessSettings: '/provably-fair/settings',
  fairnessInstructions: '/provably-fair/instructions',
  fairnessCaseHistory: '/provably-fair/case-history/:caseId',
  battles: '/battles',
  battlesCreate: '/battles/create',
  battlesDetails: '/battles/details',
  battlesHistory: '/battles/history',
  battlesStatistics: '/battles/statistics',
  battle: '/battles/:battleId',
  event: '/event',
  eventTop: '/event/top',
  eventNewCases: '/event/new-cases',
  eventCoinCases: '/event/coin-cases',
  eventBattlePass: '/event/battle-pass',
  eventRaffle: '/event/raffle/:slug',
  faq: '/faq',
  sapper: '/sapper',
  bonuses: '/bonuses',
  cookies: '/cookies',
  contacts: '/contacts',
  upgrades: '/upgrades',
  contract: '/contract',
  eventCondition: '/event-condition',
  userAgreement: '/user-agreement',
  dailyCases: '/daily-cases',
  leaderboard: '/leaderboard',
  offersShop: '/offers-shop',
  secretShop: '/secret-shop',
  skinExchange: '/skin-exchange',
  welcome: '/welcome',
  console: '/admin',
  consoleSetup: '/admin/setup',
  consoleTechWork: '/admin/tech-work',
  consoleDashboard: '/admin/dashboard',
  consoleSettings: '/admin/settings',
  consoleAudit: '/admin/audit',
  consoleStaff: '/admin/staff',
  consolePlayers: '/admin/players',
  consolePlayer: '/admin/players/:id',
  consoleWithdrawals: '/admin/withdrawals',
  consoleOrders: '/admin/orders',
  consoleOrder: '/admin/orders/:id',
  consoleSupport: '/admin/support',
  consoleSupportConversation: '/admin/support/:id',
  consoleCases: '/admin/catalog',
  consoleCase: '/admin/catalog/cases/:id',
  consoleItems: '/admin/catalog/items',
  consoleSections: '/admin/catalog/sections',
  consolePromo: '/admin/promo',
  consoleTexts: '/admin/texts',
  consoleLeaderboards: '/admin/leaderboards',
  consoleSeason: '/admin/season',
  consoleOffers: '/admin/offers',
  consoleApprovals: '/admin/approvals',
  consoleAny: '/admin/*',
} as const;

/** Alias paths and where they redirect (spec 000 §2). */
export const aliases: readonly (readonly [from: string, to: string])[] = [
  ['/main', paths.home()],
  ['/index', paths.home()],
  ['/new-cases', paths.eventNewCases()],
  ['/ninja-defuse', paths.sapper()],
  ['/techies', paths.sapper()],
  ['/privacy-policy', paths.eventCondition()],
  ['/provably-fair', paths.fairnessCheck()],
];
