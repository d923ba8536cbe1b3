/**
 * The seeded season (issue 28): "Зимняя битва Древних / Ancients' Winter Clash", a Dota 2 winter season that
 * starts at the shop's first start and lasts SEASON_DAYS. Its look and texts (spec 001 §3 Event settings), the
 * battle pass's 50 levels (spec 001 §9: rare at 15, 30, 40, ultra at 50) and its tasks. Costs and coins are
 * whole coins (cumulative: level n needs 10·n + n² season coins), money in kopecks. Pictures are the web app's
 * `/season/` assets. The seeder writes the season once and refreshes its settings on later starts; an operator
 * edits the rows (the console of issue 30).
 */
import type { TaskType } from '@cases/domain/api/event';
import type { SeasonSettings } from './season-settings.ts';

export const SEASON_SLUG = 'winter-clash-2026';
export const SEASON_DAYS = 42;

const img = (name: string) => `/season/${name}.svg`;

export const seasonSettings: SeasonSettings = {
  coinsColor: '#F03573',
  coinsIcon: img('coin'),
  gradient: 'linear-gradient(135deg, #1b3b6f 0%, #5b2a86 55%, #f03573 100%)',
  gradientHovered: 'linear-gradient(135deg, #24508f 0%, #6d35a0 55%, #ff4f8b 100%)',
  challengeCardGradient: 'linear-gradient(160deg, #132544 0%, #2b1f4f 100%)',
  challengeProgressGradient: 'linear-gradient(90deg, #7fe3ff 0%, #f03573 100%)',
  imageBackground: img('background'),
  imageLogo: img('logo'),
  imageOverview: {
    cases: img('overview-cases'),
    battle: img('overview-battle'),
    up: img('overview-up'),
    bonus: img('overview-bonus'),
    offer: img('overview-offer'),
  },
  getCases: {
    ru: 'Открывайте кейсы, играйте в битвы, апгрейды и контракты — каждая игра приносит монеты сезона. Тратьте их на кейсы за монеты и поднимайтесь по уровням боевого пропуска.',
    en: 'Open cases, play battles, upgrades and contracts: every game earns season coins. Spend them on coin cases and climb the battle pass levels.',
  },
  getCasesImages: [img('get-cases-1'), img('get-cases-2'), img('get-cases-3')],
  activeTabs: ['FreeCases', 'NewCases', 'TastyBattlePass', 'Top'],
  popup: {
    image1: img('popup-1'),
    image2: img('popup-2'),
    image3: img('popup-3'),
    image4: img('popup-4'),
    image5: img('popup-5'),
    image6: img('popup-6'),
    gradient: 'linear-gradient(180deg, #1b2a4a 0%, #3a1f5c 100%)',
    popupShadowGradient:
      'radial-gradient(circle, rgba(240,53,115,0.45) 0%, rgba(240,53,115,0) 70%)',
  },
  textTitle: { ru: 'Зимняя битва Древних', en: "Ancients' Winter Clash" },
  eventTitle: { ru: 'Зимняя битва Древних', en: "Ancients' Winter Clash" },
  eventSubtitle: {
    ru: 'Сезон льда и рун: монеты за каждую игру, 50 уровней наград и розыгрыш каждую неделю',
    en: 'A season of ice and runes: coins for every game, 50 reward levels and a raffle every week',
  },
  eventFullName: {
    ru: 'Сезон «Зимняя битва Древних» 2026',
    en: "Season “Ancients' Winter Clash” 2026",
  },
  eventButtonGradient: {
    color: 'linear-gradient(90deg, #f03573 0%, #ff7eb3 100%)',
    hover: 'linear-gradient(90deg, #ff4f8b 0%, #ff9cc6 100%)',
  },
  casesSectionTitles: {
    event: { ru: 'Кейсы сезона', en: 'Season cases' },
    coin: { ru: 'Кейсы за монеты', en: 'Coin cases' },
    new: { ru: 'Новинки', en: 'New cases' },
  },
  eventCases: [
    'limited-aegis',
    'timed-night',
    'every-third',
    'multifix-three',
    'multicast-ogre',
    'offer-bundle',
  ],
  coinCases: ['coin-frost', 'coin-roshan'],
  newCases: ['starter', 'lina', 'hero-sets', 'multicast-ogre', 'limited-aegis'],
  banners: [
    {
      id: 'pass',
      image: img('banner-pass'),
      title: { ru: 'Боевой пропуск сезона', en: 'Season battle pass' },
      subtitle: { ru: '50 уровней наград за монеты', en: '50 reward levels for coins' },
      link: '/event/battle-pass',
      gradient: 'linear-gradient(90deg, #1b3b6f 0%, #5b2a86 100%)',
    },
    {
      id: 'coin-cases',
      image: img('banner-coin-cases'),
      title: { ru: 'Кейсы за монеты', en: 'Coin cases' },
      subtitle: { ru: 'Тратьте монеты сезона на предметы', en: 'Spend season coins on items' },
      link: '/event/coin-cases',
      gradient: 'linear-gradient(90deg, #5b2a86 0%, #f03573 100%)',
    },
    {
      id: 'raffle',
      image: img('banner-raffle'),
      title: { ru: 'Еженедельный розыгрыш', en: 'Weekly raffle' },
      subtitle: { ru: 'Билеты за открытия кейсов', en: 'Tickets for case openings' },
      link: '/event',
      gradient: 'linear-gradient(90deg, #0f4c5c 0%, #1b3b6f 100%)',
    },
  ],
  challengeIcons: {
    coin: img('coin'),
    rare: img('icon-rare'),
    ultra: img('icon-ultra'),
    case: img('icon-case'),
  },
};

/** A level's reward: coins, kopecks and free openings of cases (slugs). */
export interface SeedLevel {
  level: number;
  cost: number;
  rewardMoney: number;
  rewardCoins: number;
  rewardCases: { case: string; amount: number }[];
}

/** Season coins level `n` needs (cumulative). */
export const levelCost = (n: number) => 10 * n + n * n;

/**
 * The milestones (every 5th level), within the pass's value bound (catalog/pass-value.ts; decision 022 "The pass's
 * value bound"): small cash at 5, 15, 20, 35 and 45, more at 10 and 30, a free `coin-frost` opening at 25 and 40
 * (rare at 15, 30, 40, spec 001 §9) and a `coin-roshan` opening with cash at 50 (ultra).
 */
const MILESTONES: Record<number, Omit<SeedLevel, 'level' | 'cost'>> = {
  5: { rewardMoney: 100, rewardCoins: 0, rewardCases: [] },
  10: { rewardMoney: 400, rewardCoins: 0, rewardCases: [] },
  15: { rewardMoney: 300, rewardCoins: 0, rewardCases: [] },
  20: { rewardMoney: 300, rewardCoins: 0, rewardCases: [] },
  25: { rewardMoney: 0, rewardCoins: 0, rewardCases: [{ case: 'coin-frost', amount: 1 }] },
  30: { rewardMoney: 500, rewardCoins: 0, rewardCases: [] },
  35: { rewardMoney: 300, rewardCoins: 0, rewardCases: [] },
  40: { rewardMoney: 0, rewardCoins: 0, rewardCases: [{ case: 'coin-frost', amount: 1 }] },
  45: { rewardMoney: 500, rewardCoins: 0, rewardCases: [] },
  50: { rewardMoney: 500, rewardCoins: 0, rewardCases: [{ case: 'coin-roshan', amount: 1 }] },
};

/**
 * The 50 levels: the milestones above at every 5th, and coins at every other level (1 below 25, 2 from 26 on). The
 * whole climb pays about 137 ₽ for 3,000 season coins, and every running total stays within the coins reaching it ×
 * the pass's bound per coin (4.75 kopecks at CASE_RTP_MAX 0.95; pass-value.test.ts holds it).
 */
export const seasonLevels: SeedLevel[] = Array.from({ length: 50 }, (_, i) => {
  const level = i + 1;
  const cost = levelCost(level);
  const milestone = MILESTONES[level];
  if (milestone) return { level, cost, ...milestone };
  return { level, cost, rewardMoney: 0, rewardCoins: level < 25 ? 1 : 2, rewardCases: [] };
});

/**
 * A battle-pass task. Its coins are not season coins (decision 022): they buy coin cases and move neither the pass
 * nor the board. The seeded tasks pay one account 148.50 ₽ a season in all, coins at 0.50 ₽ (277 coins and 10 ₽), within
 * PASS_TASKS_VALUE_CAP_RUB (decision 022 "The pass tasks' cap"; value-report.test.ts holds both projects to it).
 */
export interface SeedTask {
  level: number;
  type: TaskType;
  /** A count, or kopecks for `money`. */
  goal: number;
  /** Case slugs a `case` task counts (empty: any paid case). */
  cases: string[];
  description: { ru: string; en: string };
  rewardCoins: number;
  rewardMoney: number;
}

export const seasonTasks: SeedTask[] = [
  {
    level: 1,
    type: 'case',
    goal: 3,
    cases: [],
    description: { ru: 'Откройте 3 платных кейса', en: 'Open 3 paid cases' },
    rewardCoins: 5,
    rewardMoney: 0,
  },
  {
    level: 1,
    type: 'subscribe',
    goal: 1,
    cases: [],
    description: { ru: 'Выполните быстрое задание', en: 'Complete a quick mission' },
    rewardCoins: 2,
    rewardMoney: 0,
  },
  {
    level: 2,
    type: 'upgrade',
    goal: 1,
    cases: [],
    description: { ru: 'Сделайте апгрейд', en: 'Make an upgrade' },
    rewardCoins: 5,
    rewardMoney: 0,
  },
  {
    level: 3,
    type: 'battle',
    goal: 1,
    cases: [],
    description: { ru: 'Сыграйте в битве кейсов', en: 'Play a case battle' },
    rewardCoins: 10,
    rewardMoney: 0,
  },
  {
    level: 4,
    type: 'contracts',
    goal: 1,
    cases: [],
    description: { ru: 'Заключите контракт', en: 'Sign a contract' },
    rewardCoins: 5,
    rewardMoney: 0,
  },
  {
    level: 5,
    type: 'money',
    goal: 50000,
    cases: [],
    description: { ru: 'Пополните баланс на 500 ₽', en: 'Top up 500 ₽' },
    rewardCoins: 20,
    rewardMoney: 0,
  },
  {
    level: 6,
    type: 'offer',
    goal: 1,
    cases: [],
    description: { ru: 'Купите предложение в магазине', en: 'Buy an offer in the shop' },
    rewardCoins: 10,
    rewardMoney: 0,
  },
  {
    level: 8,
    type: 'case',
    goal: 3,
    cases: ['limited-aegis'],
    description: {
      ru: 'Откройте 3 кейса «Эгида чемпионов»',
      en: 'Open 3 Aegis of Champions cases',
    },
    rewardCoins: 10,
    rewardMoney: 0,
  },
  {
    level: 10,
    type: 'battle',
    goal: 5,
    cases: [],
    description: { ru: 'Сыграйте 5 битв кейсов', en: 'Play 5 case battles' },
    rewardCoins: 20,
    rewardMoney: 0,
  },
  {
    level: 12,
    type: 'upgrade',
    goal: 10,
    cases: [],
    description: { ru: 'Сделайте 10 апгрейдов', en: 'Make 10 upgrades' },
    rewardCoins: 20,
    rewardMoney: 0,
  },
  {
    level: 15,
    type: 'money',
    goal: 200000,
    cases: [],
    description: { ru: 'Пополните баланс на 2 000 ₽', en: 'Top up 2,000 ₽' },
    rewardCoins: 40,
    rewardMoney: 0,
  },
  {
    level: 20,
    type: 'case',
    goal: 50,
    cases: [],
    description: { ru: 'Откройте 50 платных кейсов', en: 'Open 50 paid cases' },
    rewardCoins: 50,
    rewardMoney: 1000,
  },
  {
    level: 30,
    type: 'contracts',
    goal: 20,
    cases: [],
    description: { ru: 'Заключите 20 контрактов', en: 'Sign 20 contracts' },
    rewardCoins: 80,
    rewardMoney: 0,
  },
];
