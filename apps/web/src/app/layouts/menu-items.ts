/**
 * The site's menus (spec 000 §2): which links the desktop header and the mobile side menu list,
 * and which feature flag or hidden-header-item switch removes each (spec 000 §1).
 */
import type { FeatureFlag, HeaderItem } from '@cases/domain/api/platform';
import { useFeature, useHiddenHeaderItems } from '../../api/endpoints/get-config.ts';
import { paths } from '../../shared/paths.ts';

export type MenuKey =
  | 'cases'
  | 'battles'
  | 'upgrades'
  | 'contracts'
  | 'newCases'
  | 'fairness'
  | 'refill'
  | 'daily'
  | 'top'
  | 'secret'
  | 'bonuses'
  | 'faq'
  | 'techies';

export interface MenuItem {
  key: MenuKey;
  to: string;
  hiddenBy?: HeaderItem;
  flag?: FeatureFlag;
}

const ITEMS: Record<MenuKey, MenuItem> = {
  cases: { key: 'cases', to: paths.home() },
  battles: { key: 'battles', to: paths.battles(), hiddenBy: 'battles', flag: 'battles' },
  upgrades: { key: 'upgrades', to: paths.upgrades(), hiddenBy: 'upgrades' },
  contracts: { key: 'contracts', to: paths.contract(), hiddenBy: 'contract' },
  newCases: { key: 'newCases', to: paths.event() },
  fairness: { key: 'fairness', to: paths.fairnessCheck(), hiddenBy: 'pf', flag: 'provably_fair' },
  refill: { key: 'refill', to: paths.refill() },
  daily: { key: 'daily', to: paths.dailyCases(), hiddenBy: 'freeCases' },
  top: { key: 'top', to: paths.leaderboard(), hiddenBy: 'leaderboard' },
  secret: { key: 'secret', to: paths.secretShop(), hiddenBy: 'secretShop', flag: 'secret_shop' },
  bonuses: { key: 'bonuses', to: paths.bonuses(), hiddenBy: 'bonusPage' },
  faq: { key: 'faq', to: paths.faq() },
  techies: { key: 'techies', to: paths.sapper(), hiddenBy: 'techies', flag: 'techies' },
};

export const HEADER_MENU: readonly MenuKey[] = [
  'cases',
  'battles',
  'upgrades',
  'contracts',
  'newCases',
  'fairness',
  'refill',
];
export const SIDE_MENU: readonly MenuKey[] = [
  'newCases',
  'daily',
  'top',
  'secret',
  'bonuses',
  'contracts',
  'upgrades',
  'battles',
  'techies',
  'faq',
];
export const BOTTOM_LEFT: readonly MenuKey[] = ['cases', 'battles'];

/** The social links at the end of the side menu (spec 000 §2: vk, telegram, instagram). */
export const SOCIAL_LINKS = [
  { key: 'vk', href: 'https://vk.com/' },
  { key: 'telegram', href: 'https://t.me/' },
  { key: 'instagram', href: 'https://instagram.com/' },
] as const;

/** Filters menu keys down to the items the site config leaves visible. */
export function useMenu(): (keys: readonly MenuKey[]) => MenuItem[] {
  const hidden = useHiddenHeaderItems();
  const flags: Record<'battles' | 'provably_fair' | 'secret_shop' | 'techies', boolean> = {
    battles: useFeature('battles'),
    provably_fair: useFeature('provably_fair'),
    secret_shop: useFeature('secret_shop'),
    techies: useFeature('techies'),
  };
  const on = (flag: FeatureFlag | undefined) =>
    flag === undefined || !(flag in flags) || flags[flag as keyof typeof flags];
  return (keys) =>
    keys
      .map((k) => ITEMS[k])
      .filter((item) => !(item.hiddenBy && hidden(item.hiddenBy)) && on(item.flag));
}
