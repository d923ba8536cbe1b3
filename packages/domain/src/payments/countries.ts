/**
 * The countries a player can pay from and their payment directions (spec 001 §3 Payment entities,
 * §5 payment rules; spec 000 §1 currencies and accepted methods: visa, mastercard, qiwi, yoomoney,
 * webmoney, hotskins): RUB, KZT, AZN, EUR, USD, BRL and INR (issue 45; GOLD: docs/spec-deviations.md). Amounts are in the country's currency (major units); `rate` is roubles per
 * unit, so a deposit credits `amount × rate` roubles. Pure data, shared by server and web.
 */
import { percentOfKopecks } from './deposit-credit.ts';

export const DIRECTION_TYPES = { common: 1, skin: 2, ecom: 3, giftCard: 4 } as const;
export type DirectionType = (typeof DIRECTION_TYPES)[keyof typeof DIRECTION_TYPES];

/** One field of a direction's additional info (spec 001 §3 `additionalInfo`). */
export interface AdditionalField {
  name: 'doc_number' | 'doc_type' | 'email' | 'first_name' | 'last_name' | 'phone';
  /** i18n key under `refill.fields`. */
  label: string;
  default_value: string;
  options: { name: string; value: string }[];
  required: boolean;
}

export interface Direction {
  payment_direction_id: string;
  name: string;
  /** The processor's method name; a `.biz` suffix marks the welcome-page variant (spec 001 §5). */
  system_name: string;
  img: string;
  type: DirectionType;
  minimal_amount: number;
  maximal_amount: number;
  default_minimal_amount: number;
  bonus_percent: number;
  /** i18n key under `refill.directionTypes`. */
  payment_direction_type_name: string;
  sort: { desktop: number; mobile: number };
  additional_info: AdditionalField[];
}

export interface Country {
  iso: string;
  /** i18n key under `refill.countries`. */
  name: string;
  currency: { code: string; preliminary_amount: number; rate: number; symbol: string };
  buttons: { country_sum_button_data: { desktop: number[]; mobile: number[] } };
  directions: Direction[];
}

const email = (required: boolean): AdditionalField => ({
  name: 'email',
  label: 'email',
  default_value: '',
  options: [],
  required,
});
const phone: AdditionalField = {
  name: 'phone',
  label: 'phone',
  default_value: '',
  options: [],
  required: true,
};
const passport: AdditionalField[] = [
  {
    name: 'doc_type',
    label: 'docType',
    default_value: 'passport',
    options: [
      { name: 'passport', value: 'passport' },
      { name: 'idCard', value: 'id_card' },
    ],
    required: true,
  },
  { name: 'doc_number', label: 'docNumber', default_value: '', options: [], required: true },
];

const TYPE_NAMES: Record<DirectionType, string> = {
  1: 'common',
  2: 'skin',
  3: 'ecom',
  4: 'giftCard',
};

function direction(
  country: string,
  system: string,
  name: string,
  type: DirectionType,
  limits: [min: number, max: number],
  sort: [desktop: number, mobile: number],
  extra: Partial<Pick<Direction, 'bonus_percent' | 'additional_info' | 'img'>> = {},
): Direction {
  const [min, max] = limits;
  return {
    payment_direction_id: `${country.toLowerCase()}-${system.replace(/\./g, '-')}`,
    name,
    system_name: system,
    img: extra.img ?? `/payments/${system.replace(/\.biz$/, '')}.svg`,
    type,
    minimal_amount: min,
    maximal_amount: max,
    default_minimal_amount: min,
    bonus_percent: extra.bonus_percent ?? 0,
    payment_direction_type_name: TYPE_NAMES[type],
    sort: { desktop: sort[0], mobile: sort[1] },
    additional_info: extra.additional_info ?? [],
  };
}

export const COUNTRIES: readonly Country[] = [
  {
    iso: 'RU',
    name: 'RU',
    currency: { code: 'RUB', preliminary_amount: 500, rate: 1, symbol: '₽' },
    buttons: {
      country_sum_button_data: {
        desktop: [100, 300, 500, 1000, 2500, 5000],
        mobile: [100, 500, 1000, 2500],
      },
    },
    directions: [
      direction('RU', 'visa', 'Visa', 1, [10, 100_000], [1, 2], { additional_info: [email(true)] }),
      direction('RU', 'mastercard', 'Mastercard', 1, [10, 100_000], [2, 3], {
        additional_info: [email(true)],
      }),
      direction('RU', 'yoomoney', 'ЮMoney', 1, [10, 50_000], [3, 1]),
      direction('RU', 'qiwi', 'QIWI', 1, [10, 15_000], [4, 4], { additional_info: [phone] }),
      direction('RU', 'webmoney', 'WebMoney', 3, [50, 50_000], [5, 5], { bonus_percent: 3 }),
      direction('RU', 'hotskins', 'Hotskins', 2, [50, 100_000], [6, 6], { bonus_percent: 5 }),
      direction('RU', 'visa.biz', 'Visa', 1, [10, 100_000], [1, 1], {
        additional_info: [email(true)],
      }),
    ],
  },
  {
    iso: 'KZ',
    name: 'KZ',
    currency: { code: 'KZT', preliminary_amount: 2500, rate: 0.19, symbol: '₸' },
    buttons: {
      country_sum_button_data: {
        desktop: [1000, 2500, 5000, 10_000, 25_000],
        mobile: [1000, 5000, 10_000, 25_000],
      },
    },
    directions: [
      direction('KZ', 'visa', 'Visa', 1, [500, 500_000], [1, 1], {
        additional_info: [email(true), ...passport],
      }),
      direction('KZ', 'mastercard', 'Mastercard', 1, [500, 500_000], [2, 2], {
        additional_info: [email(true), ...passport],
      }),
      direction('KZ', 'qiwi', 'QIWI', 1, [500, 75_000], [3, 3], { additional_info: [phone] }),
    ],
  },
  {
    iso: 'AZ',
    name: 'AZ',
    currency: { code: 'AZN', preliminary_amount: 10, rate: 53, symbol: '₼' },
    buttons: {
      country_sum_button_data: { desktop: [5, 10, 20, 50, 100], mobile: [5, 10, 20, 50] },
    },
    directions: [
      direction('AZ', 'visa', 'Visa', 1, [2, 2000], [1, 1], { additional_info: [phone] }),
      direction('AZ', 'mastercard', 'Mastercard', 1, [2, 2000], [2, 2], {
        additional_info: [phone],
      }),
    ],
  },
  {
    iso: 'DE',
    name: 'DE',
    currency: { code: 'EUR', preliminary_amount: 10, rate: 98, symbol: '€' },
    buttons: {
      country_sum_button_data: { desktop: [5, 10, 25, 50, 100], mobile: [5, 10, 25, 50] },
    },
    directions: [
      direction('DE', 'visa', 'Visa', 1, [2, 1000], [1, 1], {
        additional_info: [email(true), ...passport.slice(1)],
      }),
      direction('DE', 'mastercard', 'Mastercard', 1, [2, 1000], [2, 2], {
        additional_info: [email(true)],
      }),
      direction('DE', 'webmoney', 'WebMoney', 3, [5, 1000], [3, 3]),
    ],
  },
  {
    iso: 'US',
    name: 'US',
    currency: { code: 'USD', preliminary_amount: 10, rate: 92, symbol: '$' },
    buttons: {
      country_sum_button_data: { desktop: [5, 10, 25, 50, 100], mobile: [5, 10, 25, 50] },
    },
    directions: [
      direction('US', 'visa', 'Visa', 1, [2, 1000], [1, 1], { additional_info: [email(true)] }),
      direction('US', 'mastercard', 'Mastercard', 1, [2, 1000], [2, 2], {
        additional_info: [email(true)],
      }),
    ],
  },
  {
    iso: 'BR',
    name: 'BR',
    currency: { code: 'BRL', preliminary_amount: 50, rate: 16, symbol: 'R$' },
    buttons: {
      country_sum_button_data: { desktop: [25, 50, 100, 250, 500], mobile: [25, 50, 100, 250] },
    },
    directions: [
      direction('BR', 'visa', 'Visa', 1, [10, 5000], [1, 1], { additional_info: [email(true)] }),
      direction('BR', 'mastercard', 'Mastercard', 1, [10, 5000], [2, 2], {
        additional_info: [email(true)],
      }),
    ],
  },
  {
    iso: 'IN',
    name: 'IN',
    currency: { code: 'INR', preliminary_amount: 1000, rate: 1.1, symbol: '₹' },
    buttons: {
      country_sum_button_data: {
        desktop: [500, 1000, 2500, 5000, 10_000],
        mobile: [500, 1000, 2500, 5000],
      },
    },
    directions: [
      direction('IN', 'visa', 'Visa', 1, [200, 100_000], [1, 1], {
        additional_info: [email(true)],
      }),
      direction('IN', 'mastercard', 'Mastercard', 1, [200, 100_000], [2, 2], {
        additional_info: [email(true)],
      }),
    ],
  },
];

export const countryByIso = (iso: string): Country | undefined =>
  COUNTRIES.find((c) => c.iso === iso.toUpperCase());

/**
 * A direction's advertised bonus (`bonus_percent`, spec 001 §3 Payment direction) on a credited deposit
 * of `kopecks`: kopecks, rounded to the nearest. 0 for a direction without one or an unknown id.
 */
export function directionBonusKopecks(directionId: string, kopecks: number): number {
  const percent =
    COUNTRIES.flatMap((c) => c.directions).find((d) => d.payment_direction_id === directionId)
      ?.bonus_percent ?? 0;
  return percentOfKopecks(kopecks, percent);
}

/** The ids of the directions that carry a bonus. */
export const BONUS_DIRECTION_IDS: readonly string[] = COUNTRIES.flatMap((c) => c.directions)
  .filter((d) => d.bonus_percent > 0)
  .map((d) => d.payment_direction_id);

/**
 * The directions shown for the site's mode (spec 001 §5): with redirect-to-welcome on only those
 * whose system name contains `.biz`, otherwise only those without.
 */
export const visibleDirections = (directions: readonly Direction[], redirectToWelcome: boolean) =>
  directions.filter((d) => d.system_name.includes('.biz') === redirectToWelcome);

/** Directions ordered for the device (spec 001 §3 `sort { desktop, mobile }`). */
export const sortedDirections = (directions: readonly Direction[], mobile: boolean) =>
  [...directions].sort((a, b) =>
    mobile ? a.sort.mobile - b.sort.mobile : a.sort.desktop - b.sort.desktop,
  );

/** The country of a request's languages (`kk-KZ` → KZ …), RU when unknown (spec 001 §7 default-country). */
export function countryOfLanguages(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = /^[a-z]{2,3}-([A-Za-z]{2})$/.exec(tag)?.[1]?.toUpperCase();
    if (region && countryByIso(region)) return region;
    const lang = tag.slice(0, 2).toLowerCase();
    const byLang: Record<string, string> = {
      ru: 'RU',
      kk: 'KZ',
      az: 'AZ',
      de: 'DE',
      pt: 'BR',
      hi: 'IN',
    };
    if (byLang[lang]) return byLang[lang];
  }
  return 'RU';
}

/** Kopecks credited for `amount` of the country's currency (rounded to the kopeck). */
export const toCreditKopecks = (amount: number, rate: number): number =>
  Math.round(Math.round(amount * 100) * rate);
