/**
 * The route table of spec 000 §2 as the browser tests walk it: where each path lands for a visitor
 * and for a player, and in which layout (route-walk.spec.ts walks it once, as a visitor and as a player).
 */
export type Layout = 'default' | 'main-page' | 'battles' | 'event' | 'provably-fair' | 'refill';

/** [visited path, final path for a visitor, final path for a player, layout visitor, layout player]. */
export type Row = [
  path: string,
  visitor: string,
  player: string,
  vLayout: Layout,
  pLayout?: Layout,
];

export function table(slug: string, ownId: string, otherId: string): Row[] {
  return [
    ['/', '/', '/', 'main-page'],
    ['/welcome', '/welcome', '/', 'default', 'main-page'],
    ['/main', '/', '/', 'main-page'],
    ['/index', '/', '/', 'main-page'],
    ['/faq', '/faq', '/faq', 'default'],
    ['/sapper', '/sapper', '/sapper', 'default'],
    ['/ninja-defuse', '/sapper', '/sapper', 'default'],
    ['/techies', '/sapper', '/sapper', 'default'],
    ['/bonuses', '/bonuses', '/bonuses', 'default'],
    ['/cookies', '/cookies', '/cookies', 'default'],
    ['/contacts', '/contacts', '/contacts', 'default'],
    ['/upgrades', '/upgrades', '/upgrades', 'default'],
    ['/contract/', '/contract', '/contract', 'default'],
    ['/event', '/event', '/event', 'event'],
    ['/event/top', '/event/top', '/event/top', 'event'],
    ['/event/new-cases', '/event/new-cases', '/event/new-cases', 'event'],
    ['/event/coin-cases', '/event/coin-cases', '/event/coin-cases', 'event'],
    ['/event/battle-pass', '/event/battle-pass', '/event/battle-pass', 'event'],
    ['/new-cases', '/event/new-cases', '/event/new-cases', 'event'],
    ['/event-condition', '/event-condition', '/event-condition', 'default'],
    ['/privacy-policy', '/event-condition', '/event-condition', 'default'],
    ['/user-agreement', '/user-agreement', '/user-agreement', 'default'],
    ['/daily-cases', '/daily-cases', '/daily-cases', 'default'],
    ['/leaderboard', '/leaderboard', '/leaderboard', 'default'],
    ['/offers-shop', '/offers-shop', '/offers-shop', 'default'],
    ['/secret-shop', '/secret-shop', '/secret-shop', 'default'],
    ['/skin-exchange', '/skin-exchange', '/skin-exchange', 'default'],
    ['/profile', '/', `/profile/${ownId}`, 'main-page', 'default'],
    [`/profile/${otherId}`, `/profile/${otherId}`, `/profile/${otherId}`, 'default'],
    [`/open/${slug}`, `/open/${slug}`, `/open/${slug}`, 'default'],
    ['/refill', '/refill/unauth', '/refill', 'refill'],
    ['/refill/result', '/refill/unauth', '/refill/result', 'refill'],
    ['/refill/unauth', '/refill/unauth', '/refill', 'refill'],
    ['/?u_tm=1', '/refill/unauth', '/refill', 'refill'],
    ['/battles', '/battles', '/battles', 'battles'],
    ['/battles/create', '/battles', '/battles/create', 'battles'],
    ['/battles/details', '/battles/details', '/battles/details', 'battles'],
    ['/battles/history', '/battles/history', '/battles/history', 'battles'],
    ['/battles/statistics', '/battles', '/battles/statistics', 'battles'],
    ['/battles/42', '/battles/42', '/battles/42', 'battles'],
    ['/provably-fair/check', '/provably-fair/check', '/provably-fair/check', 'provably-fair'],
    [
      '/provably-fair/instructions',
      '/provably-fair/instructions',
      '/provably-fair/instructions',
      'provably-fair',
    ],
    [
      '/provably-fair/settings',
      '/provably-fair/instructions',
      '/provably-fair/settings',
      'provably-fair',
    ],
    [
      `/provably-fair/case-history/${slug}`,
      '/provably-fair/instructions',
      `/provably-fair/case-history/${slug}`,
      'provably-fair',
    ],
  ];
}
