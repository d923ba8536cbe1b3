/**
 * The directions this deployment can take (issue 12): a country's catalog directions (packages/domain
 * payments/countries.ts) that some running provider handles, filtered by the `.biz` rule (spec 001
 * §5) — plus the hidden `sandbox` direction of the embedded default (RUB, 10–100 000 ₽), kept for
 * scripts and tests that top up directly. Directions the console switched off (`disabled`, issue 30;
 * kernel/site/runtime.ts) are neither listed nor taken.
 */
import {
  COUNTRIES,
  countryByIso,
  visibleDirections,
  type Country,
  type Direction,
} from '@cases/domain/payments/countries';
import { TOPUP_MAX, TOPUP_MIN } from '@cases/domain/api/payments';
import { providerFor, type Providers } from './providers/index.ts';
import type { PaymentProvider } from './providers/types.ts';

export const SANDBOX_DIRECTION = 'sandbox';

/** The country with only the directions a running provider takes (and the site mode shows). */
export function availableCountry(
  country: Country,
  providers: Providers,
  redirectToWelcome: boolean,
  disabled: ReadonlySet<string> = new Set(),
): Country {
  const directions = visibleDirections(country.directions, redirectToWelcome).filter(
    (d) =>
      !disabled.has(d.payment_direction_id) &&
      providerFor(providers, country.iso, d.system_name) !== undefined,
  );
  return { ...country, directions };
}

/** Countries that have at least one direction available. */
export const availableCountries = (
  providers: Providers,
  redirectToWelcome: boolean,
  disabled: ReadonlySet<string> = new Set(),
) =>
  COUNTRIES.map((c) => availableCountry(c, providers, redirectToWelcome, disabled)).filter(
    (c) => c.directions.length > 0,
  );

export interface ResolvedDirection {
  country: Country;
  direction: Direction;
  provider: PaymentProvider;
}

/** The direction `id` of country `iso` with its provider, or null when it cannot be used here (or is off). */
export function resolveDirection(
  providers: Providers,
  iso: string,
  id: string,
  disabled: ReadonlySet<string> = new Set(),
): ResolvedDirection | null {
  if (disabled.has(id)) return null;
  if (id === SANDBOX_DIRECTION && providers.sandbox) {
    const ru = countryByIso('RU')!;
    return {
      country: ru,
      provider: providers.sandbox,
      direction: {
        ...ru.directions[0]!,
        payment_direction_id: SANDBOX_DIRECTION,
        name: 'Sandbox',
        system_name: 'sandbox',
        minimal_amount: TOPUP_MIN,
        maximal_amount: TOPUP_MAX,
        default_minimal_amount: TOPUP_MIN,
        bonus_percent: 0,
        additional_info: [],
      },
    };
  }
  const country = countryByIso(iso);
  const direction = country?.directions.find((d) => d.payment_direction_id === id);
  if (!country || !direction) return null;
  const provider = providerFor(providers, country.iso, direction.system_name);
  return provider ? { country, direction, provider } : null;
}
