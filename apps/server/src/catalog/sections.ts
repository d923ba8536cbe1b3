/**
 * Sections of the case list on the main page, in display order. Names are Russian (`nameEn` English); gradients colour the heading;
 * `cards` is how a section draws its cards (spec 000 §3 `appearanceData`: colours, line breaks, the 224 px size).
 */
import type { CatalogSection } from './types.ts';

export const catalogSections: CatalogSection[] = [
  {
    slug: 'free',
    name: 'Бесплатные',
    nameEn: 'Free',
    position: 1,
    gradient: ['#7ed957', '#2e9e5b'],
    cards: { cardsCircle: '#7ed957', cardsHover: '#7ed957', cardsShadow: '#2e9e5b' },
  },
  {
    slug: 'popular',
    name: 'Популярные',
    nameEn: 'Popular',
    position: 3,
    gradient: ['#4fc3f7', '#7c4dff'],
  },
  {
    slug: 'heroes',
    name: 'Герои',
    nameEn: 'Heroes',
    position: 4,
    gradient: ['#ff8a3d', '#c0392b'],
  },
  {
    slug: 'premium',
    name: 'Премиум',
    nameEn: 'Premium',
    position: 5,
    gradient: ['#f5c542', '#e4ae39'],
    // The dearest cases on larger cards (spec 000 §3 "Card sizes 152 or 224"), on a gold-tinted base.
    cards: {
      cardSize: 224,
      cardsBackground: '#1f1a10',
      cardsCircle: '#f5c542',
      cardsHover: '#f5c542',
      cardsShadow: '#e4ae39',
    },
  },
  {
    slug: 'levels',
    name: 'Кейсы за уровень',
    nameEn: 'Level cases',
    position: 2,
    gradient: ['#b388ff', '#5e35b1'],
  },
  {
    slug: 'events',
    name: 'События',
    nameEn: 'Events',
    position: 6,
    gradient: ['#9fd3ff', '#6b7a90'],
    isEvent: true,
  },
  {
    // The running season's cases (issue 28): first on the main page while the season runs.
    slug: 'season',
    name: 'Зимняя битва Древних',
    nameEn: "Ancients' Winter Clash",
    position: 0,
    gradient: ['#7fe3ff', '#f03573'],
    isEvent: true,
  },
  {
    slug: 'coin-cases',
    name: 'Кейсы за монеты',
    nameEn: 'Coin cases',
    position: 7,
    gradient: ['#ff7eb3', '#f03573'],
    isEvent: true,
  },
];
