/**
 * The console's feature flags and hidden header items (issue 30 "Running the shop"; docs/console.md "Settings"),
 * right `site.write`: `GET`/`PUT /v1/admin/site/feature-flags {overrides}` and
 * `GET`/`PUT /v1/admin/site/header-items {hidden | null}`. The environment gives the defaults; each PUT saves the
 * override and one audit entry (`site.feature_flags`, `site.header_items`) in one transaction, and every process
 * answers with it within 2 s (`/nitro-api/config`, the areas' routes behind a flag).
 */
import {
  featureFlagsBody,
  featureFlagsState,
  headerItemsBody,
  headerItemsState,
} from '@cases/domain/api/admin-site';
import type { App, AppDeps } from '../../platform/types.ts';
import {
  defaultFlags,
  defaultHiddenItems,
  featureFlags,
  flagOverrides,
  hiddenHeaderItems,
} from '../../kernel/site/runtime.ts';
import { saveSettingAudited } from '../../kernel/site/save.ts';
import { forgetSiteSettings, SETTING_KEYS } from '../../kernel/site/settings.ts';
import { requireStaff } from '../../kernel/staff/access.ts';

export function siteFlagsAdminRoutes(app: App, { db, config }: AppDeps): void {
  const flagsState = async () => ({
    flags: await featureFlags(db, config.ui),
    defaults: defaultFlags(config.ui),
    overrides: await flagOverrides(db),
  });
  const itemsState = async () => ({
    ...(await hiddenHeaderItems(db, config.ui)),
    defaults: defaultHiddenItems(config.ui),
  });

  app.get(
    '/v1/admin/site/feature-flags',
    { config: { auth: 'required' }, schema: { response: { 200: featureFlagsState } } },
    async (req) => {
      await requireStaff(db, req, 'site.write');
      forgetSiteSettings(db);
      return flagsState();
    },
  );

  app.put(
    '/v1/admin/site/feature-flags',
    {
      config: { auth: 'required' },
      schema: { body: featureFlagsBody, response: { 200: featureFlagsState } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'site.write');
      await saveSettingAudited(db, req, staff, {
        key: SETTING_KEYS.featureFlags,
        action: 'site.feature_flags',
        value: req.body.overrides,
      });
      return flagsState();
    },
  );

  app.get(
    '/v1/admin/site/header-items',
    { config: { auth: 'required' }, schema: { response: { 200: headerItemsState } } },
    async (req) => {
      await requireStaff(db, req, 'site.write');
      forgetSiteSettings(db);
      return itemsState();
    },
  );

  app.put(
    '/v1/admin/site/header-items',
    {
      config: { auth: 'required' },
      schema: { body: headerItemsBody, response: { 200: headerItemsState } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'site.write');
      const hidden = req.body.hidden;
      await saveSettingAudited(db, req, staff, {
        key: SETTING_KEYS.headerItems,
        action: 'site.header_items',
        value: hidden === null ? null : [...new Set(hidden)],
      });
      return itemsState();
    },
  );
}
