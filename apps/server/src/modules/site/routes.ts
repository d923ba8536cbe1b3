/**
 * Site configuration for the client (spec 000 §1 feature flags and hidden header items, §2 welcome
 * redirect) and the FAQ page content (spec 000 §7 `GET /v1/page/faq`); the console's calls that change the
 * flags and header items at run time (flags-admin-routes.ts, issue 30).
 */
import { SIGN_IN_PROVIDERS } from '@cases/domain/api/auth';
import { configResponse, faqResponse } from '@cases/domain/api/platform';
import { toRoubles } from '@cases/domain/money';
import type { GameProject } from '@cases/domain/projects';
import type { Config } from '../../config.ts';
import { featureFlags, hiddenHeaderItems } from '../../kernel/site/runtime.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { requestLang } from '../../platform/lang.ts';
import { siteFlagsAdminRoutes } from './flags-admin-routes.ts';
import { faqAdminRoutes } from './faq-admin-routes.ts';
import { faqIn } from './faq.ts';
import { currentFaq } from './faq-settings.ts';

export function siteRoutes(app: App, deps: AppDeps): void {
  const { config, db } = deps;
  faqAdminRoutes(app, deps);
  siteFlagsAdminRoutes(app, deps);
  const projects = switcherList(config);

  // Flags and header items as they stand now: the environment's defaults under the console's overrides
  // (kernel/site/runtime.ts; every process within 2 s).
  app.get('/nitro-api/config', { schema: { response: { 200: configResponse } } }, async () => ({
    feature_flags: await featureFlags(db, config.ui),
    hidden_header_items: (await hiddenHeaderItems(db, config.ui)).hidden,
    redirect_to_welcome: config.ui.redirectToWelcome,
    default_locale: 'ru',
    sign_in_providers: SIGN_IN_PROVIDERS.filter(
      (p) => config.auth[p] !== undefined && !(p === 'steam' && config.ui.hideSteamLogin),
    ),
    hide_steam_login: config.ui.hideSteamLogin,
    payments_sandbox: config.payments.sandbox,
    free_case_deposit_days: config.deposits.freeCaseDays,
    withdraw_min_deposit: toRoubles(config.deposits.withdrawMinKopecks),
    error_reporting: config.ops.errorReporting,
    project: { id: config.project.id, app_id: config.project.appId },
    projects,
  }));

  app.get('/v1/page/faq', { schema: { response: { 200: faqResponse } } }, async (req) =>
    faqIn(
      (await currentFaq(db)).faq,
      requestLang(req.headers['x-client-language']),
      config.project.id,
    ),
  );
}

/**
 * The switcher's projects (issue 34): PROJECTS with this backend in it (at PUBLIC_URL when unlisted); empty
 * when no other project is listed.
 */
function switcherList(config: Config): { id: GameProject; url: string }[] {
  const { links } = config.projects;
  if (!links.some((l) => l.id !== config.project.id)) return [];
  return links.some((l) => l.id === config.project.id)
    ? links
    : [{ id: config.project.id, url: config.publicUrl }, ...links];
}
