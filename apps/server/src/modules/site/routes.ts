/**
 * Site configuration for the client (spec 000 §1 feature flags and hidden header items, §2 welcome
 * redirect) and the FAQ page content (spec 000 §7 `GET /v1/page/faq`).
 */
import { SIGN_IN_PROVIDERS } from '@cases/domain/api/auth';
import {
  configResponse,
  faqResponse,
  FEATURE_FLAGS,
  HEADER_ITEMS,
  type HeaderItem,
} from '@cases/domain/api/platform';
import { toRoubles } from '@cases/domain/money';
import type { App, AppDeps } from '../../platform/types.ts';
import { requestLang } from '../../platform/lang.ts';
import { FAQ } from './faq.ts';

export function siteRoutes(app: App, { config }: AppDeps): void {
  const flags = { ...FEATURE_FLAGS, ...config.ui.featureFlags };
  const hidden = config.ui.hiddenHeaderItems.filter((i): i is HeaderItem =>
    (HEADER_ITEMS as readonly string[]).includes(i),
  );

  app.get('/nitro-api/config', { schema: { response: { 200: configResponse } } }, () => ({
    feature_flags: flags,
    hidden_header_items: hidden,
    redirect_to_welcome: config.ui.redirectToWelcome,
    default_locale: 'ru',
    sign_in_providers: SIGN_IN_PROVIDERS.filter(
      (p) => config.auth[p] !== undefined && !(p === 'steam' && config.ui.hideSteamLogin),
    ),
    hide_steam_login: config.ui.hideSteamLogin,
    payments_sandbox: config.payments.sandbox,
    free_case_deposit_days: config.deposits.freeCaseDays,
    withdraw_min_deposit: toRoubles(config.deposits.withdrawMinKopecks),
  }));

  app.get(
    '/v1/page/faq',
    { schema: { response: { 200: faqResponse } } },
    (req) => FAQ[requestLang(req.headers['x-client-language'])],
  );
}
