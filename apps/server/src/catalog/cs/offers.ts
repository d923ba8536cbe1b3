/**
 * The CS project's seeded offers (issue 29; spec 001 §3 Offer; decision 018), mirroring ../offers.ts: the same
 * slugs, trigger types, prices, coins and limits, with CS cases and texts. Bundles of free case openings, coins
 * and bonus money sold for money; shop offers (no `triggerType`) are listed for everybody, the personal ones are
 * templates a trigger offers to one player for a limited time. Prices and bonus money in kopecks; each
 * `oldPriceKopecks` is what the bundle's openings and money would cost bought one by one (sum of case price ×
 * count, plus the bonus money; cs-catalog.test.ts checks it against the CS cases' prices). Each within the value
 * bound of issue 44 as ../offers.ts (offer-value.test.ts). Only what differs is written here: each offer's texts, its
 * picture's case and its cases; the rest is the Dota offer's.
 */
import { catalogOffers, type CatalogOffer } from '../offers.ts';

/** What a CS offer has of its own: its texts, the case of its picture and its cases (slugs as in the Dota catalog). */
type CsParts = Pick<
  CatalogOffer,
  'title' | 'titleEn' | 'description' | 'descriptionEn' | 'imageCase' | 'cases'
>;

const CS_PARTS: Record<string, CsParts> = {
  'starter-pack': {
    title: 'Старт новичка',
    titleEn: 'Rookie Start',
    description: 'Пять открытий для первых скинов и немного денег на баланс.',
    descriptionEn: 'Five openings for your first skins and a little money on your balance.',
    imageCase: 'army-surplus',
    cases: [
      { slug: 'starter', count: 3 },
      { slug: 'army-surplus', count: 2 },
    ],
  },
  'season-bundle': {
    title: 'Набор сезона',
    titleEn: 'Season Bundle',
    description: 'Три кейса «Набор сезона» и горсть монет.',
    descriptionEn: 'Three Season Bundle cases and a handful of coins.',
    imageCase: 'offer-bundle',
    cases: [{ slug: 'offer-bundle', count: 3 }],
  },
  // The slug stays as in the Dota catalog; the bundle is CS's.
  'roshan-hoard': {
    title: 'Тайник контрабандиста',
    titleEn: 'Smuggler’s Stash',
    description: 'Два кейса «Тайный арсенал», кейс «Перчатки», 20 монет и 30 ₽ на баланс.',
    descriptionEn: 'Two Covert Arsenal cases, a Glove Box, 20 coins and 30 ₽ on your balance.',
    imageCase: 'gloves',
    cases: [
      { slug: 'covert', count: 2 },
      { slug: 'gloves', count: 1 },
    ],
  },
  // The slug stays as in the Dota catalog; the bundle is CS's.
  'arcana-chest': {
    title: 'Ножевой сундук',
    titleEn: 'Knife Chest',
    description: 'Ножевой кейс, два кейса «Тайный арсенал» и 100 монет.',
    descriptionEn: 'A Knife Case, two Covert Arsenal cases and 100 coins.',
    imageCase: 'knife',
    cases: [
      { slug: 'knife', count: 1 },
      { slug: 'covert', count: 2 },
    ],
  },
  'personal-first-deposit': {
    title: 'Бонус за первое пополнение',
    titleEn: 'First deposit bonus',
    description: 'Спасибо за первое пополнение! Три кейса со скидкой — только сутки.',
    descriptionEn: 'Thanks for your first deposit! Three cases at a discount — for one day only.',
    imageCase: 'dust-2',
    cases: [
      { slug: 'army-surplus', count: 2 },
      { slug: 'dust-2', count: 1 },
    ],
  },
  'personal-losing-streak': {
    title: 'Время отыграться',
    titleEn: 'Time to win it back',
    description: 'Не везёт сегодня? Два кейса «Калашников» и 10 ₽ на баланс со скидкой.',
    descriptionEn:
      'Out of luck today? Two Kalashnikov cases and 10 ₽ on your balance at a discount.',
    imageCase: 'ak-47',
    cases: [{ slug: 'ak-47', count: 2 }],
  },
  'personal-comeback': {
    title: 'С возвращением!',
    titleEn: 'Welcome back!',
    description: 'Мы скучали. Четыре кейса со скидкой — только сутки.',
    descriptionEn: 'We missed you. Four cases at a discount — for one day only.',
    imageCase: 'pistols',
    cases: [
      { slug: 'starter', count: 3 },
      { slug: 'pistols', count: 1 },
    ],
  },
  'personal-new-level': {
    title: 'Новый уровень',
    titleEn: 'New level',
    description: 'Поздравляем с новым уровнем! Кейс «Тайный арсенал» и 10 монет со скидкой.',
    descriptionEn:
      'Congratulations on your new level! A Covert Arsenal case and 10 coins at a discount.',
    imageCase: 'covert',
    cases: [{ slug: 'covert', count: 1 }],
  },
};

export const csOffers: readonly CatalogOffer[] = catalogOffers.map((offer) => {
  const parts = CS_PARTS[offer.slug];
  if (!parts) throw new Error(`No CS texts for the offer ${offer.slug}`);
  return { ...offer, ...parts };
});
