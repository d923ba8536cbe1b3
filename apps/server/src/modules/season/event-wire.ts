/**
 * `GET /v1/event/current` (spec 001 §3 Event settings; issue 28): the running season's settings in the
 * request's language, snake_case, with the times in seconds and the caller's season figures; with no season
 * `current_event` is false, the strings empty and the coin keeps the §8 fallback (`#F03573`, the default icon).
 */
import { EVENT_TABS, type EventCurrent, type EventTab } from '@cases/domain/api/event';
import type { Language } from '@cases/domain/api/site-web';
import { localized } from '../../platform/lang.ts';
import type { SeasonRow } from '../../kernel/season/season.ts';
import {
  DEFAULT_COINS_COLOR,
  DEFAULT_COINS_ICON,
  type Localized,
} from '../../catalog/season-settings.ts';

const text = (lang: Language, t: Localized) => localized(lang, t.ru, t.en);
const secondsUntil = (at: Date, now: number) => Math.max(0, Math.ceil((at.getTime() - now) / 1000));

/** The caller's figures, null for a visitor. */
export type UserStats = EventCurrent['user_stats'];

/** The wire of `season` (or of no season) for `lang`; `caseIds` are the ids of its event cases. */
export function eventCurrentWire(
  season: SeasonRow | null,
  caseIds: string[],
  userStats: UserStats,
  lang: Language,
  now = Date.now(),
): EventCurrent {
  if (season === null) return noSeason();
  const s = season.settings;
  return {
    id: String(season.id),
    current_event: true,
    text_title: text(lang, s.textTitle),
    time_to_event_start: secondsUntil(season.startsAt, now),
    time_to_event_over: secondsUntil(season.endsAt, now),
    cases: caseIds,
    gradient: s.gradient,
    gradient_hovered: s.gradientHovered,
    challenge_card_gradient: s.challengeCardGradient,
    coins_color: s.coinsColor || DEFAULT_COINS_COLOR,
    coins_icon: s.coinsIcon || DEFAULT_COINS_ICON,
    image_background: s.imageBackground,
    image_logo: s.imageLogo,
    image_overview: s.imageOverview,
    get_cases: text(lang, s.getCases),
    get_cases_images: s.getCasesImages,
    user_stats: userStats,
    // Only the tab names the spec knows (spec 001 §2); any other name is dropped.
    active_tabs: s.activeTabs.filter((t): t is EventTab => EVENT_TABS.includes(t)),
    popup: {
      image1: s.popup.image1,
      image2: s.popup.image2,
      image3: s.popup.image3,
      image4: s.popup.image4,
      image5: s.popup.image5,
      image6: s.popup.image6,
      gradient: s.popup.gradient,
      popup_shadow_gradient: s.popup.popupShadowGradient,
    },
    event_title: text(lang, s.eventTitle),
    event_subtitle: text(lang, s.eventSubtitle),
    event_full_name: text(lang, s.eventFullName),
    event_timer_unix_time: Math.floor(season.endsAt.getTime() / 1000),
    event_start_unix_time: Math.floor(season.startsAt.getTime() / 1000),
    event_button_gradient: s.eventButtonGradient,
    cases_section_titles: {
      event: text(lang, s.casesSectionTitles.event),
      coin: text(lang, s.casesSectionTitles.coin),
      new: text(lang, s.casesSectionTitles.new),
    },
  };
}

function noSeason(): EventCurrent {
  const image = { cases: '', battle: '', up: '', bonus: '', offer: '' };
  const popup = {
    ...{ image1: '', image2: '', image3: '', image4: '', image5: '', image6: '' },
    gradient: '',
    popup_shadow_gradient: '',
  };
  return {
    id: null,
    current_event: false,
    text_title: '',
    time_to_event_start: 0,
    time_to_event_over: 0,
    cases: [],
    gradient: '',
    gradient_hovered: '',
    challenge_card_gradient: '',
    coins_color: DEFAULT_COINS_COLOR,
    coins_icon: DEFAULT_COINS_ICON,
    image_background: '',
    image_logo: '',
    image_overview: image,
    get_cases: '',
    get_cases_images: [],
    user_stats: null,
    active_tabs: [],
    popup,
    event_title: '',
    event_subtitle: '',
    event_full_name: '',
    event_timer_unix_time: 0,
    event_start_unix_time: 0,
    event_button_gradient: { color: '', hover: '' },
    cases_section_titles: { event: '', coin: '', new: '' },
  };
}
