/**
 * Error keys on the wire: `{ success: false, data: { code, message } }` with an HTTP status
 * (ARCHITECTURE "Wire contract", spec 000 §8). Every error the server sends has this shape, whatever
 * raised it — a service, a schema, Fastify's router (bad percent-encoding, over-long parameters), the
 * HTTP parser or the database (issue 8). Bad input is a 4xx, never a 500.
 */
import type { ErrorKey } from '@cases/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Socket } from 'node:net';
import type { ErrorReporter } from './error-reporting.ts';

/** A failure a caller can act on; thrown by services, turned into the error body by the handler below. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorKey,
    message?: string,
  ) {
    super(message ?? code);
  }
}

export const notFound = (code: ErrorKey = 'dataNotFound', message?: string) =>
  new AppError(404, code, message);
export const badRequest = (code: ErrorKey = 'dataNotFound', message?: string) =>
  new AppError(400, code, message);

/** The wire's error body. */
export const errorBody = (code: string, message: string) => ({
  success: false as const,
  data: { code, message },
});

/**
 * The driver's error inside a database error (drizzle wraps it in `cause`): the first error in the
 * chain carrying a SQLSTATE, with its constraint name when PostgreSQL gave one.
 */
function driverError(err: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: (e as { constraint?: unknown }).constraint };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE of a database error. */
const sqlState = (err: unknown): string | undefined => driverError(err)?.code;

/**
 * True for a unique violation (23505) of the index or constraint `name`: the caller turns it into its
 * own refusal.
 */
export function isUniqueViolation(err: unknown, name: string): boolean {
  const e = driverError(err);
  return e?.code === '23505' && e.constraint === name;
}

const RETRYABLE_STATES = new Set(['40001', '40P01', '57014', '55P03', '25P03']);

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/;

/**
 * True when the database (or Redis) could not be reached or the connection broke mid-query — an
 * outage the client may retry after (issue 14 "Faults survived"), not a bug of ours.
 */
function lostConnection(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_ERRORS.has(code)) return true;
    if (typeof message === 'string' && LOST.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The status and key of an error that is not an AppError; null for a real internal error. */
function classify(err: FastifyError): [number, ErrorKey, string] | null {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const detail = err.validation.map((v) => `${v.instancePath || '/'} ${v.message}`).join('; ');
    return [400, 'dataNotFound', `Invalid request: ${detail}`];
  }
  const state = sqlState(err);
  // Data exceptions (bad encoding, out-of-range numbers, malformed values) are the client's input.
  if (state?.startsWith('22')) return [400, 'dataNotFound', 'Invalid value'];
  // Nothing was written, and the client may try again: a serialization failure or deadlock, a
  // statement past its time (a lock wait included), a lock not had, or a transaction PostgreSQL ended
  // for idling (db/client.ts PgLimits).
  if (state && RETRYABLE_STATES.has(state)) return [503, 'busy', 'Busy, please retry'];
  if (
    state?.startsWith('08') ||
    state?.startsWith('57P') ||
    state?.startsWith('53') ||
    lostConnection(err)
  )
    return [503, 'busy', 'Temporarily unavailable, please retry'];
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code =
      status === 401 ? 'authentication' : status === 429 ? 'tooManyRequests' : 'dataNotFound';
    return [status === 415 ? 400 : status, code, err.message];
  }
  return null;
}

/**
 * Answers any error in the envelope; logs the ones that are ours (5xx) and hands them to `report`
 * (error reporting, when on: platform/error-reporting.ts).
 */
export function sendError(
  err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
  report?: (err: FastifyError, req: FastifyRequest) => void,
) {
  if (err instanceof AppError)
    return reply.status(err.status).send(errorBody(err.code, err.message));
  const known = classify(err);
  if (known) return reply.status(known[0]).send(errorBody(known[1], known[2]));
  req.log.error({ err }, 'unhandled error');
  report?.(err, req);
  return reply.status(500).send(errorBody('unpredicted', 'Internal error'));
}

/**
 * Fastify's router errors (malformed percent-encoding → 400, a path parameter over `maxParamLength`
 * → 414) answered in the envelope: pass as the `frameworkErrors` server option.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).send(errorBody('dataNotFound', err.message));
}

/** A malformed HTTP request (the parser gave up): a plain 400 with the envelope, then close. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody('dataNotFound', 'Malformed request'));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * Installs the API's error handler (the not-found handler is in web.ts); `reporter` receives the 500s
 * and is flushed when the app closes.
 */
export function registerErrorHandling(app: FastifyInstance, reporter?: ErrorReporter | null): void {
  if (!reporter) {
    app.setErrorHandler(sendError);
    return;
  }
  app.setErrorHandler((err: FastifyError, req, reply) =>
    sendError(err, req, reply, reporter.report),
  );
  app.addHook('onClose', () => reporter.flush(2000));
}
