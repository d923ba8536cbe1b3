/**
 * Where and how a player can pay (spec 001 §7 Payments): `GET /v1/payments/countries`,
 * `GET /v1/payments/countries/{iso}`, `GET /nitro-api/default-country`, `GET /v1/payments/bonus/levels`,
 * and the legacy `GET /v1/payments/directions` (Russia's directions).
 */
import {
  bonusLevelsResponse,
  countriesResponse,
  countryIsoParam,
  countryView,
  defaultCountryQuery,
  defaultCountryResponse,
  directionsResponse,
} from '@cases/domain/api/payments';
import { countryByIso, countryOfLanguages, type Country } from '@cases/domain/payments/countries';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { bonusLevels, disabledDirections } from '../../kernel/site/runtime.ts';
import { availableCountries, availableCountry } from './directions.ts';
import type { Providers } from './providers/index.ts';

const wire = (c: Country) => ({
  iso: c.iso,
  name: c.name,
  currency: c.currency,
  buttons: c.buttons,
  directions: { payment_direction_data: c.directions },
});

export function paymentCatalogRoutes(
  app: App,
  { config, db }: AppDeps,
  providers: Providers,
): void {
  const welcome = config.ui.redirectToWelcome;
  // Without the directions the console switched off (issue 30), as they stand now.
  const countries = async () =>
    availableCountries(providers, welcome, await disabledDirections(db));

  app.get(
    '/v1/payments/countries',
    { schema: { response: { 200: countriesResponse } } },
    async () => (await countries()).map(wire),
  );

  app.get(
    '/v1/payments/countries/:iso',
    {
      config: { errors: [[404, 'dataNotFound']] },
      schema: { params: countryIsoParam, response: { 200: countryView } },
    },
    async (req) => {
      const country = countryByIso(req.params.iso);
      const available =
        country && availableCountry(country, providers, welcome, await disabledDirections(db));
      if (!available || available.directions.length === 0)
        throw new AppError(404, 'dataNotFound', 'No payments from this country');
      return wire(available);
    },
  );

  app.get(
    '/nitro-api/default-country',
    { schema: { querystring: defaultCountryQuery, response: { 200: defaultCountryResponse } } },
    async (req) => {
      // The browser's languages when the page names them (its fetches carry the interface language instead).
      const iso = countryOfLanguages(req.query.languages ?? req.headers['accept-language']);
      const usable = (await countries()).some((c) => c.iso === iso);
      return { iso: usable ? iso : 'RU' };
    },
  );

  app.get(
    '/v1/payments/bonus/levels',
    { schema: { response: { 200: bonusLevelsResponse } } },
    async () => [...(await bonusLevels(db)).levels],
  );

  app.get(
    '/v1/payments/directions',
    { schema: { response: { 200: directionsResponse } } },
    async () => {
      const ru = (await countries()).find((c) => c.iso === 'RU');
      return {
        directions: (ru?.directions ?? []).map((d) => ({
          payment_direction_id: d.payment_direction_id,
          name: d.name,
          minimal_amount: d.minimal_amount,
          maximal_amount: d.maximal_amount,
          bonus_percent: d.bonus_percent,
        })),
      };
    },
  );
}
