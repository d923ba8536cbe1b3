/**
 * The shape of `seasons.settings` (spec 001 §3 Event settings): the look of the season and its texts in
 * Russian and English, the case slugs of its sections, its banners and the pass's icons. Pictures are paths
 * under the web app's `/season/` assets. Data, not code: the next season is a row, not a deploy.
 */
import type { EventTab } from '@cases/domain/api/event';

/** A text in both languages. */
export interface Localized {
  ru: string;
  en: string;
}

export interface SeasonBanner {
  id: string;
  image: string;
  title: Localized;
  subtitle: Localized;
  link: string;
  gradient: string;
}

export interface SeasonSettings {
  coinsColor: string;
  coinsIcon: string;
  gradient: string;
  gradientHovered: string;
  challengeCardGradient: string;
  challengeProgressGradient: string;
  imageBackground: string;
  imageLogo: string;
  imageOverview: { cases: string; battle: string; up: string; bonus: string; offer: string };
  getCases: Localized;
  getCasesImages: string[];
  activeTabs: EventTab[];
  popup: {
    image1: string;
    image2: string;
    image3: string;
    image4: string;
    image5: string;
    image6: string;
    gradient: string;
    popupShadowGradient: string;
  };
  textTitle: Localized;
  eventTitle: Localized;
  eventSubtitle: Localized;
  eventFullName: Localized;
  eventButtonGradient: { color: string; hover: string };
  casesSectionTitles: { event: Localized; coin: Localized; new: Localized };
  /** Case slugs of the season's sections. */
  eventCases: string[];
  coinCases: string[];
  newCases: string[];
  banners: SeasonBanner[];
  challengeIcons: { coin: string; rare: string; ultra: string; case: string };
}

/** The coin's colour and icon when no season says otherwise (spec 001 §8). */
export const DEFAULT_COINS_COLOR = '#F03573';
export const DEFAULT_COINS_ICON = '/season/coin.svg';
