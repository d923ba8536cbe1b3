/**
 * Typed translation keys: `t('header.balance')` is checked against the Russian texts, the shell's
 * (ru.json) and every bundle's (i18n.ts `TEXT_BUNDLES`) merged, as they are at run time.
 */
import 'i18next';
import type ruBattles from './battles/ru.json';
import type enBattles from './battles/en.json';
import type ruBonuses from './bonuses/ru.json';
import type enBonuses from './bonuses/en.json';
import type ruConsole from './console/ru.json';
import type enConsole from './console/en.json';
import type ruContracts from './contracts/ru.json';
import type enContracts from './contracts/en.json';
import type ruDaily from './daily/ru.json';
import type enDaily from './daily/en.json';
import type ruEvent from './event/ru.json';
import type enEvent from './event/en.json';
import type ruExchange from './exchange/ru.json';
import type enExchange from './exchange/en.json';
import type ruFairness from './fairness/ru.json';
import type enFairness from './fairness/en.json';
import type ruFront from './front/ru.json';
import type enFront from './front/en.json';
import type ruGames from './games/ru.json';
import type enGames from './games/en.json';
import type ruLeaderboards from './leaderboards/ru.json';
import type enLeaderboards from './leaderboards/en.json';
import type ruNotices from './notices/ru.json';
import type enNotices from './notices/en.json';
import type ruOffers from './offers/ru.json';
import type enOffers from './offers/en.json';
import type ruOpen from './open/ru.json';
import type enOpen from './open/en.json';
import type ruPages from './pages/ru.json';
import type enPages from './pages/en.json';
import type ruProfile from './profile/ru.json';
import type enProfile from './profile/en.json';
import type ruPromoPopup from './promo-popup/ru.json';
import type enPromoPopup from './promo-popup/en.json';
import type ruPwa from './pwa/ru.json';
import type enPwa from './pwa/en.json';
import type ruRefill from './refill/ru.json';
import type enRefill from './refill/en.json';
import type ruSapper from './sapper/ru.json';
import type enSapper from './sapper/en.json';
import type ruSecretShop from './secret-shop/ru.json';
import type enSecretShop from './secret-shop/en.json';
import type ruSupport from './support/ru.json';
import type enSupport from './support/en.json';
import type ruUpgrades from './upgrades/ru.json';
import type enUpgrades from './upgrades/en.json';
import type ru from '@cases/i18n/ru.json';
import type en from '@cases/i18n/en.json';

/** Every Russian text: the shell's and the bundles' (a group split over files merges). */
export type RuTexts = typeof ru &
  typeof ruBattles &
  typeof ruBonuses &
  typeof ruConsole &
  typeof ruContracts &
  typeof ruDaily &
  typeof ruEvent &
  typeof ruExchange &
  typeof ruFairness &
  typeof ruFront &
  typeof ruGames &
  typeof ruLeaderboards &
  typeof ruNotices &
  typeof ruOffers &
  typeof ruOpen &
  typeof ruPages &
  typeof ruProfile &
  typeof ruPromoPopup &
  typeof ruPwa &
  typeof ruRefill &
  typeof ruSapper &
  typeof ruSecretShop &
  typeof ruSupport &
  typeof ruUpgrades;

/** Every English text, likewise. */
export type EnTexts = typeof en &
  typeof enBattles &
  typeof enBonuses &
  typeof enConsole &
  typeof enContracts &
  typeof enDaily &
  typeof enEvent &
  typeof enExchange &
  typeof enFairness &
  typeof enFront &
  typeof enGames &
  typeof enLeaderboards &
  typeof enNotices &
  typeof enOffers &
  typeof enOpen &
  typeof enPages &
  typeof enProfile &
  typeof enPromoPopup &
  typeof enPwa &
  typeof enRefill &
  typeof enSapper &
  typeof enSecretShop &
  typeof enSupport &
  typeof enUpgrades;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: RuTexts };
  }
}
