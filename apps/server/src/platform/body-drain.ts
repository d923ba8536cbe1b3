/**
 * Answers sent before a request's body was read (issue 26 "Start-up and big bodies"): a body over the
 * limit (413), a request refused while it waited its turn (503 `busy`, admission.ts) or counted out by
 * a rate limit (429). Fastify answers those with `Connection: close`, and Node closes the socket as soon
 * as the answer is written; a client still uploading then has unread bytes in the server's receive
 * buffer, the kernel answers the close with a reset, and the client sees ECONNRESET / EPIPE instead of
 * the envelope (3 of 4,416 oversized hostile requests on the embedded database, more under load).
 * Before such an answer goes out, the rest of the body is read and dropped, up to `maxBytes` or
 * `timeoutMs` (a client that never stops sending is then closed on as before).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface DrainLimits {
  /** Bytes read and dropped at most before giving up on a clean close. */
  maxBytes: number;
  /** The longest an answer waits for the rest of its request (ms). */
  timeoutMs: number;
}

const DEFAULTS: DrainLimits = { maxBytes: 32 * 1024 * 1024, timeoutMs: 10_000 };

/** Resolves when `raw` has been read to its end (or closed), or when a limit is reached. */
export function drainRequest(raw: IncomingMessage, limits: DrainLimits = DEFAULTS): Promise<void> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limits.maxBytes) finish();
    };
    const timer = setTimeout(finish, limits.timeoutMs);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}

/** Holds every answer until its request's body has been read (see the module). */
export function registerBodyDrain(app: FastifyInstance, limits: DrainLimits = DEFAULTS): void {
  app.addHook('onSend', async (req, _reply, payload) => {
    await drainRequest(req.raw, limits);
    return payload;
  });
}
