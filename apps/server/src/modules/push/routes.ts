/**
 * Web push calls (spec 001 §4 Push notifications; issue 13): `GET /v1/push/config` (provider and its
 * public key or app id, the countries without the banner), `POST /v1/push/subscribe` (stores the
 * browser's subscription for the signed-in player: the push mission is then done),
 * `POST /v1/push/unsubscribe`, `GET /v1/push/status`.
 * The notices other areas ask for through events are sent from reactions.ts.
 * Errors: 400 dataNotFound (an endpoint outside PUSH_ENDPOINT_HOSTS), 401 authentication.
 */
import { okResponse } from '@cases/domain/api/auth';
import {
  pushConfigResponse,
  pushStatusResponse,
  pushSubscribeBody,
  pushUnsubscribeBody,
} from '@cases/domain/api/push';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { endpointAllowed } from './endpoint.ts';
import { pushEnabledMessage } from './messages.ts';
import { notifierFor } from './notifier.ts';
import { subscribeNotices } from './reactions.ts';
import { dropSubscription, pushStatusOf, storeSubscription } from './subscriptions.ts';

export function pushRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  subscribeNotices(app, deps);
  const cfg = config.engagement.push;
  const notifier = () => notifierFor({ db, config: config.engagement, log: app.log });

  app.get('/v1/push/config', { schema: { response: { 200: pushConfigResponse } } }, async () => {
    const p = notifier().push;
    const pub = await p.publicConfig();
    return {
      provider: p.kind,
      public_key: pub.publicKey,
      app_id: pub.appId,
      excluded_countries: cfg.excludedCountries,
    };
  });

  app.post(
    '/v1/push/subscribe',
    {
      config: { auth: 'required' },
      schema: { body: pushSubscribeBody, response: { 200: okResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const { endpoint, keys } = req.body;
      if (!endpointAllowed(endpoint, cfg.endpointHosts))
        throw new AppError(400, 'dataNotFound', 'This push service is not accepted');
      const { delivered } = await storeSubscription(db, userId, endpoint, keys);
      // The first notification says pushes work; once the push service accepts it the push mission is done
      // (issue 44). Off the request's path: the answer does not wait for the push service.
      if (!delivered) void notifier().pushTo(userId, pushEnabledMessage, endpoint);
      return { success: true as const };
    },
  );

  app.post(
    '/v1/push/unsubscribe',
    {
      config: { auth: 'required' },
      schema: { body: pushUnsubscribeBody, response: { 200: okResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      await dropSubscription(db, userId, req.body.endpoint);
      return { success: true as const };
    },
  );

  app.get(
    '/v1/push/status',
    { config: { auth: 'required' }, schema: { response: { 200: pushStatusResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      return pushStatusOf(db, userId);
    },
  );
}
