/**
 * The seeded offers (issue 29; spec 001 §3 Offer; decision 018): bundles of free case openings, coins and bonus
 * money sold for money. Shop offers (no `triggerType`) are listed by `GET /v1/offers` for everybody; the personal
 * ones are templates a trigger offers to one player for a limited time. Prices and bonus money in kopecks; each
 * `oldPriceKopecks` is what the bundle's openings and money would cost bought one by one (the catalog test checks
 * it against the cases' prices). Shop offers end `windowDays` after their first seeding (kept on later starts).
 * Issue 44: each offer is worth at most its price × CASE_RTP_MAX (catalog/offer-value.ts: its cases' EV, money and
 * coins at 0.50 ₽), so the discount off the old price stays within the cases' house edge (about 5 %) and the bonus
 * coins are a handful (offer-value.test.ts holds every seeded offer to it).
 */
import type { OfferTriggerType } from '@cases/domain/api/offers';

export interface CatalogOffer {
  slug: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** The case whose picture stands for the offer. */
  imageCase: string;
  priceKopecks: number;
  oldPriceKopecks: number;
  cases: { slug: string; count: number }[];
  bonusCoins: number;
  bonusMoneyKopecks: number;
  label?: { type: string; name: string; nameEn: string; color: string };
  perPlayerLimit: number;
  stock: number | null;
  triggerType?: OfferTriggerType;
  windowDays?: number;
}

export const catalogOffers: readonly CatalogOffer[] = [
  {
    slug: 'starter-pack',
    title: 'Старт новичка',
    titleEn: 'Rookie Start',
    description: 'Пять открытий для первых дропов и немного денег на баланс.',
    descriptionEn: 'Five openings for your first drops and a little money on your balance.',
    imageCase: 'pocket-immortal',
    priceKopecks: 15_900,
    oldPriceKopecks: 16_500,
    cases: [
      { slug: 'starter', count: 3 },
      { slug: 'pocket-immortal', count: 2 },
    ],
    bonusCoins: 0,
    bonusMoneyKopecks: 1_000,
    label: { type: 'hit', name: 'Хит', nameEn: 'Hit', color: '#ff5252' },
    perPlayerLimit: 1,
    stock: 5_000,
    windowDays: 30,
  },
  {
    slug: 'season-bundle',
    title: 'Набор сезона',
    titleEn: 'Season Bundle',
    description: 'Три кейса «Набор сезона» и горсть монет.',
    descriptionEn: 'Three Season Bundle cases and a handful of coins.',
    imageCase: 'offer-bundle',
    priceKopecks: 25_900,
    oldPriceKopecks: 26_700,
    cases: [{ slug: 'offer-bundle', count: 3 }],
    bonusCoins: 10,
    bonusMoneyKopecks: 0,
    label: { type: 'event', name: 'Сезон', nameEn: 'Season', color: '#ce93d8' },
    perPlayerLimit: 3,
    stock: 1_000,
    windowDays: 30,
  },
  {
    slug: 'roshan-hoard',
    title: 'Сокровища Рошана',
    titleEn: 'Roshan’s Hoard',
    description: 'Два бессмертных кейса, золотой кейс, 20 монет и 30 ₽ на баланс.',
    descriptionEn: 'Two Immortal cases, a Golden case, 20 coins and 30 ₽ on your balance.',
    imageCase: 'golden',
    priceKopecks: 109_900,
    oldPriceKopecks: 112_700,
    cases: [
      { slug: 'immortal', count: 2 },
      { slug: 'golden', count: 1 },
    ],
    bonusCoins: 20,
    bonusMoneyKopecks: 3_000,
    label: { type: 'sale', name: 'Выгодно', nameEn: 'Best value', color: '#ffb300' },
    perPlayerLimit: 2,
    stock: 300,
    windowDays: 30,
  },
  {
    slug: 'arcana-chest',
    title: 'Сундук арканы',
    titleEn: 'Arcana Chest',
    description: 'Кейс арканы, два бессмертных кейса и 100 монет.',
    descriptionEn: 'An Arcana case, two Immortal cases and 100 coins.',
    imageCase: 'arcana',
    priceKopecks: 252_900,
    oldPriceKopecks: 259_700,
    cases: [
      { slug: 'arcana', count: 1 },
      { slug: 'immortal', count: 2 },
    ],
    bonusCoins: 100,
    bonusMoneyKopecks: 0,
    perPlayerLimit: 1,
    stock: 100,
    windowDays: 30,
  },
  {
    slug: 'personal-first-deposit',
    title: 'Бонус за первое пополнение',
    titleEn: 'First deposit bonus',
    description: 'Спасибо за первое пополнение! Три кейса со скидкой — только сутки.',
    descriptionEn: 'Thanks for your first deposit! Three cases at a discount — for one day only.',
    imageCase: 'dota-world',
    priceKopecks: 23_900,
    oldPriceKopecks: 24_700,
    cases: [
      { slug: 'pocket-immortal', count: 2 },
      { slug: 'dota-world', count: 1 },
    ],
    bonusCoins: 0,
    bonusMoneyKopecks: 0,
    label: { type: 'personal', name: 'Только для вас', nameEn: 'Just for you', color: '#00e676' },
    perPlayerLimit: 1,
    stock: null,
    triggerType: 'first_deposit',
  },
  {
    slug: 'personal-losing-streak',
    title: 'Время отыграться',
    titleEn: 'Time to win it back',
    description: 'Не везёт сегодня? Два кейса Джаггернаута и 10 ₽ на баланс со скидкой.',
    descriptionEn:
      'Out of luck today? Two Juggernaut cases and 10 ₽ on your balance at a discount.',
    imageCase: 'juggernaut',
    priceKopecks: 19_900,
    oldPriceKopecks: 20_800,
    cases: [{ slug: 'juggernaut', count: 2 }],
    bonusCoins: 0,
    bonusMoneyKopecks: 1_000,
    label: { type: 'personal', name: 'Только для вас', nameEn: 'Just for you', color: '#00e676' },
    perPlayerLimit: 1,
    stock: null,
    triggerType: 'losing_streak',
  },
  {
    slug: 'personal-comeback',
    title: 'С возвращением!',
    titleEn: 'Welcome back!',
    description: 'Мы скучали. Четыре кейса со скидкой — только сутки.',
    descriptionEn: 'We missed you. Four cases at a discount — for one day only.',
    imageCase: 'hero-sets',
    priceKopecks: 13_900,
    oldPriceKopecks: 14_600,
    cases: [
      { slug: 'starter', count: 3 },
      { slug: 'hero-sets', count: 1 },
    ],
    bonusCoins: 0,
    bonusMoneyKopecks: 0,
    label: { type: 'personal', name: 'Только для вас', nameEn: 'Just for you', color: '#00e676' },
    perPlayerLimit: 1,
    stock: null,
    triggerType: 'comeback',
  },
  {
    slug: 'personal-new-level',
    title: 'Новый уровень',
    titleEn: 'New level',
    description: 'Поздравляем с новым уровнем! Бессмертный кейс и 10 монет со скидкой.',
    descriptionEn:
      'Congratulations on your new level! An Immortal case and 10 coins at a discount.',
    imageCase: 'immortal',
    priceKopecks: 28_900,
    oldPriceKopecks: 29_900,
    cases: [{ slug: 'immortal', count: 1 }],
    bonusCoins: 10,
    bonusMoneyKopecks: 0,
    label: { type: 'personal', name: 'Только для вас', nameEn: 'Just for you', color: '#00e676' },
    perPlayerLimit: 1,
    stock: null,
    triggerType: 'new_level',
  },
];
