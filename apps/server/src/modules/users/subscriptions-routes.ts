/**
 * `GET /v1/subscriptions` and `POST /v1/subscriptions { channel, subscribed }` (spec 000 §3 Subscriptions; issue 45):
 * the signed-in player's subscriptions and the shop's public channels; both answer the same body
 * (subscriptions.ts). Errors: 401 authentication, 400 on a bad body, 409 email_not_confirmed, 409 steamUrlEmpty.
 */
import { subscriptionUpdateBody, subscriptionsResponse } from '@cases/domain/api/subscriptions';
import { requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { setSubscription, subscriptionsOf } from './subscriptions.ts';

export function subscriptionsRoutes(app: App, { db, config }: AppDeps): void {
  const socials = config.engagement.socials;
  app.get(
    '/v1/subscriptions',
    { config: { auth: 'required' }, schema: { response: { 200: subscriptionsResponse } } },
    async (req) => subscriptionsOf(db, socials, await requireUser(db, req)),
  );
  app.post(
    '/v1/subscriptions',
    {
      config: {
        errors: [
          [409, 'email_not_confirmed'],
          [409, 'steamUrlEmpty'],
        ],
        auth: 'required',
      },
      schema: { body: subscriptionUpdateBody, response: { 200: subscriptionsResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      await setSubscription(db, userId, req.body);
      return subscriptionsOf(db, socials, userId);
    },
  );
}
