/** What every module receives from buildApp (STYLE "The app is a plugin"). */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { LoopDelay } from './overload.ts';
import type { Hub } from './realtime/hub.ts';
import type { Schedule } from './schedule.ts';

export interface AppDeps {
  db: Db;
  config: Config;
  /** Realtime hub (socket.io); absent in tests that do not need sockets: emits are then dropped. */
  hub?: Hub;
  /** Tests: check every JSON answer against the route's declared schemas (platform/response-check.ts). */
  checkResponses?: boolean;
  /** Tests: the event loop's lag (ms) load shedding reads, instead of the measured one (platform/overload.ts). */
  loopDelay?: LoopDelay;
  /** Tests: when timed work runs (platform/schedule.ts), instead of real timers. */
  schedule?: Schedule;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
