/**
 * A local stand-in for OneSignal's REST API (`POST /api/v1/notifications`, authorised with
 * `Basic <REST API key>`), started by the tests themselves: the real API cannot be reached here. It
 * records every request; `failWith(status)` makes it refuse the next ones, as OneSignal does when the
 * key or app id is wrong or it is down.
 */
import Fastify from 'fastify';

/** What the shop sent to the fake. */
export interface OneSignalRequest {
  authorization: string | undefined;
  body: {
    app_id?: string;
    include_external_user_ids?: string[];
    headings?: Record<string, string>;
    contents?: Record<string, string>;
    url?: string;
    web_push_topic?: string;
  };
}

/** Starts the fake on a free loopback port; `env` configures the shop's OneSignal adapter for it. */
export async function startOneSignalFake(
  appId = '5eb5a37e-b458-11e3-ac11-000c2940e62c',
  apiKey = 'test-onesignal-rest-key',
) {
  const app = Fastify();
  const received: OneSignalRequest[] = [];
  let failure: number | null = null;
  app.post('/api/v1/notifications', (req, reply) => {
    received.push({
      authorization: req.headers.authorization,
      body: req.body as OneSignalRequest['body'],
    });
    if (failure !== null) return reply.status(failure).send({ errors: ['Internal server error'] });
    return { id: 'b98881cc-1e94-4366-bbd9-db8f3429292b', recipients: 1 };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    env: {
      ONESIGNAL_APP_ID: appId,
      ONESIGNAL_API_KEY: apiKey,
      ONESIGNAL_API_URL: `${address}/api/v1`,
    },
    appId,
    apiKey,
    received,
    /** Answers every next request with `status` (null: answer normally again). */
    failWith: (status: number | null) => {
      failure = status;
    },
    close: () => app.close(),
  };
}

export type OneSignalFake = Awaited<ReturnType<typeof startOneSignalFake>>;
