/**
 * Realtime channel routes (spec 000 §7): `GET /v1/users/centrifugo/token?user_id=` → `{ key }`, a 60 s
 * channel token for the signed-in player's own id (another id → 403 invalidUser), and the socket.io
 * endpoint /socket.io on the app's HTTP server when a hub is given.
 */
import { realtimeTokenQuery, realtimeTokenResponse } from '@cases/domain/api/withdrawals';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { signChannelToken } from '../../platform/realtime/token.ts';

export function realtimeRoutes(app: App, deps: AppDeps): void {
  const { db, config, hub } = deps;
  if (hub) {
    hub.attach(app.server);
    // Open websockets would keep app.close() waiting.
    app.addHook('preClose', async () => hub.close());
  }

  app.get(
    '/v1/users/centrifugo/token',
    {
      config: { errors: [[403, 'invalidUser']], auth: 'required' },
      schema: { querystring: realtimeTokenQuery, response: { 200: realtimeTokenResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      if (req.query.user_id !== String(userId))
        throw new AppError(403, 'invalidUser', 'A channel token is only issued for yourself');
      return { key: signChannelToken(config.auth.secret, userId) };
    },
  );
}
