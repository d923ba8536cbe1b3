/**
 * Fair, bounded admission of API requests (issue 14, the embedded PGlite default): at most
 * `concurrency` API requests run at once in this process; the rest wait in one FIFO queue, served in
 * arrival order, and a request that has waited `maxWaitMs` answers 503 `busy` with `Retry-After: 1`
 * instead of waiting on. PGlite runs one statement at a time, so without this every queued request
 * shares the database with every other and the unlucky ones starve for tens of seconds; with it no
 * request waits more than `maxWaitMs` plus its own service time, however many are queued.
 *
 * Only the API (`/v1`, `/v2`, `/nitro-api`, `/battles-api`) is admitted this way; pages, assets, the
 * probes, the sandbox provider's pages and the payment providers' notifications
 * (`/v1/payments/callback/…`, money that arrived must be recorded, and the sandbox delivers it from
 * inside its own request) are not. Off when `concurrency` is 0 (the default on PostgreSQL, whose pool
 * already queues fairly and where @fastify/under-pressure sheds load; see overload.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors.ts';

const API = /^\/(v1|v2|nitro-api|battles-api)\//;
const EXEMPT = /^\/v1\/payments\/callback\//;

export interface AdmissionOptions {
  /** API requests running at once (0 = no admission control). */
  concurrency: number;
  /** The longest a request waits for its turn before it answers 503 busy (ms). */
  maxWaitMs: number;
}

export function registerAdmission(app: FastifyInstance, o: AdmissionOptions): void {
  if (o.concurrency <= 0) return;
  let running = 0;
  const queue: { admit: () => void }[] = [];

  const admit = (reply: FastifyReply, done: () => void) => {
    running += 1;
    let released = false;
    // 'close' fires once the response is sent or the client went away, whatever happened.
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      running -= 1;
      for (let next = queue.shift(); next; next = queue.shift()) {
        next.admit();
        if (running >= o.concurrency) break;
      }
    });
    done();
  };

  app.addHook('onRequest', (req, reply, done) => {
    if (!API.test(req.url) || EXEMPT.test(req.url)) return done();
    if (running < o.concurrency && queue.length === 0) return admit(reply, done);
    const entry = {
      admit: () => {
        clearTimeout(timer);
        // A client that gave up while queued does not take a turn.
        if (req.raw.destroyed) return;
        admit(reply, done);
      },
    };
    const timer = setTimeout(() => {
      const i = queue.indexOf(entry);
      if (i >= 0) queue.splice(i, 1);
      void reply
        .status(503)
        .header('retry-after', '1')
        .send(errorBody('busy', 'Too many requests in line, please retry'));
    }, o.maxWaitMs);
    queue.push(entry);
  });
}
