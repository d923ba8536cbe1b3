/**
 * The console's payment directions and deposit bonus levels (issue 30 "Running the shop"; docs/console.md
 * "Settings"), right `site.write`: `GET`/`PUT /v1/admin/site/payment-directions {disabled}` (the ids switched off;
 * an unknown id is 400 dataNotFound, as any bad input) and `GET`/`PUT /v1/admin/site/bonus-levels {levels | null}` (ascending
 * limits in roubles; null: the spec's levels again; a level over DEPOSIT_BONUS_CAP_PERCENT is 422
 * bonus_level_over_cap, nothing saved). Each PUT saves the setting and one audit entry
 * (`site.payment_directions`, `site.bonus_levels`) in one transaction; every process uses it within 2 s (the
 * country lists, starting a payment, settling a deposit).
 */
import {
  bonusLevelsBody,
  bonusLevelsState,
  paymentDirectionsBody,
  paymentDirectionsState,
} from '@cases/domain/api/admin-site';
import { BONUS_LEVELS } from '@cases/domain/payments/bonus';
import { COUNTRIES } from '@cases/domain/payments/countries';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { bonusLevels, disabledDirections } from '../../kernel/site/runtime.ts';
import { saveSettingAudited } from '../../kernel/site/save.ts';
import { forgetSiteSettings, SETTING_KEYS } from '../../kernel/site/settings.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import { providerFor, type Providers } from './providers/index.ts';

const DIRECTION_IDS = new Set(
  COUNTRIES.flatMap((c) => c.directions.map((d) => d.payment_direction_id)),
);

export function paymentsAdminRoutes(app: App, { db, config }: AppDeps, providers: Providers): void {
  const directionsState = async () => {
    const off = await disabledDirections(db);
    return {
      directions: COUNTRIES.flatMap((c) =>
        c.directions.map((d) => ({
          id: d.payment_direction_id,
          country: c.iso,
          name: d.name,
          system_name: d.system_name,
          available: providerFor(providers, c.iso, d.system_name) !== undefined,
          enabled: !off.has(d.payment_direction_id),
        })),
      ),
    };
  };
  const levelsState = async () => {
    const { levels, overridden } = await bonusLevels(db);
    return { levels: [...levels], defaults: [...BONUS_LEVELS], overridden };
  };

  app.get(
    '/v1/admin/site/payment-directions',
    { config: { auth: 'required' }, schema: { response: { 200: paymentDirectionsState } } },
    async (req) => {
      await requireStaff(db, req, 'site.write');
      forgetSiteSettings(db);
      return directionsState();
    },
  );

  app.put(
    '/v1/admin/site/payment-directions',
    {
      config: { auth: 'required' },
      schema: { body: paymentDirectionsBody, response: { 200: paymentDirectionsState } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'site.write');
      const disabled = [...new Set(req.body.disabled)].sort();
      if (disabled.some((id) => !DIRECTION_IDS.has(id)))
        throw new AppError(400, 'dataNotFound', 'Invalid request: no such payment direction');
      await saveSettingAudited(db, req, staff, {
        key: SETTING_KEYS.paymentDirections,
        action: 'site.payment_directions',
        value: { disabled },
      });
      return directionsState();
    },
  );

  app.get(
    '/v1/admin/site/bonus-levels',
    { config: { auth: 'required' }, schema: { response: { 200: bonusLevelsState } } },
    async (req) => {
      await requireStaff(db, req, 'site.write');
      forgetSiteSettings(db);
      return levelsState();
    },
  );

  app.put(
    '/v1/admin/site/bonus-levels',
    {
      config: { errors: [[422, 'bonus_level_over_cap']], auth: 'required' },
      schema: { body: bonusLevelsBody, response: { 200: bonusLevelsState } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'site.write');
      // A level paying more than the cap on top of a deposit gives the money back with interest (issue 44).
      const cap = config.catalog.depositBonusCapMultiplier;
      if (req.body.levels?.some((l) => l.bonus_multiplier > cap))
        throw new AppError(
          422,
          'bonus_level_over_cap',
          `A deposit bonus level may pay at most ${Math.round(cap * 10_000) / 100} % of the deposit`,
        );
      await saveSettingAudited(db, req, staff, {
        key: SETTING_KEYS.bonusLevels,
        action: 'site.bonus_levels',
        value: req.body.levels,
      });
      return levelsState();
    },
  );
}
