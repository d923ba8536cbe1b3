/**
 * Tests only (issue 33; `checkResponses` in AppDeps, set by test/helper.ts createTestApp): every JSON answer is
 * checked against what the route declares, after it was written and before it is sent.
 * - A success (< 400) must parse with the route's response schema for its status; a route that declares
 *   response schemas may not answer a status it did not declare.
 * - A route whose handler reads the session must declare `config.auth` (route-config.ts), which the OpenAPI
 *   document reads.
 * - An error (≥ 400) must be the envelope `{success: false, data: {code, message}}` with a key of ERROR_KEYS,
 *   and on a public route one its OpenAPI operation lists (openapi-operation.ts errorsOf).
 * A mismatch is recorded, not thrown (the answer stays what the code under test sent); the test setup file
 * (test/response-check-setup.ts) fails the test that caused it. With OPENAPI_RECORD_ERRORS=<file> undocumented
 * error keys are appended to that file instead (to fill the routes' `config.errors`).
 */
import { appendFileSync } from 'node:fs';
import { ERROR_KEYS } from '@cases/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readsSession } from './auth.ts';
import { errorsOf, recordedRoute } from './openapi-operation.ts';
import { isConsolePath, isUnlisted } from './openapi.ts';

const STORE = Symbol.for('cases.responseMismatches');
type Store = { [STORE]?: string[] };

function record(message: string): void {
  const g = globalThis as Store;
  (g[STORE] ??= []).push(message);
}

/** The mismatches recorded since the last call (and forgets them). */
export function takeResponseMismatches(): string[] {
  const g = globalThis as Store;
  const found = g[STORE] ?? [];
  g[STORE] = [];
  return found;
}

const envelope = z.strictObject({
  success: z.literal(false),
  data: z.strictObject({ code: z.enum(ERROR_KEYS), message: z.string() }),
});

const short = (issues: z.core.$ZodIssue[]) =>
  issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '/'}: ${i.message}`)
    .join('; ');

function check(req: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const auth = req.routeOptions.config?.auth ?? 'none';
  if (readsSession(req) && auth === 'none')
    record(
      `${req.method} ${req.routeOptions.url ?? req.url}: reads the session but declares no auth (add config: { auth: 'required' | 'optional' }; platform/route-config.ts)`,
    );
  if (typeof payload !== 'string') return;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.includes('json')) return;
  const status = reply.statusCode;
  const { url, method } = req.routeOptions;
  const where = `${req.method} ${url ?? req.url.split('?')[0]} → ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return record(`${where}: not JSON though typed ${type}`);
  }
  if (status >= 400) {
    const parsed = envelope.safeParse(body);
    if (!parsed.success)
      return record(`${where}: not the error envelope (${short(parsed.error.issues)})`);
    if (url === undefined || isConsolePath(url) || isUnlisted(url)) return;
    const code = parsed.data.data.code;
    const route = recordedRoute(req.method, url) ?? { method: String(method), url };
    const listed = errorsOf(route, req.method).some(([s, c]) => s === status && c === code);
    if (listed) return;
    const file = process.env.OPENAPI_RECORD_ERRORS;
    if (file) appendFileSync(file, `${req.method} ${url}\t${status}\t${code}\n`);
    else
      record(
        `${where}: error ${code} not in its OpenAPI operation (add [${status}, '${code}'] to the config.errors of '${req.method} ${url}')`,
      );
    return;
  }
  const responses = req.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return;
  const schema = responses[status] ?? responses[`${String(status)[0]}xx`];
  if (!(schema instanceof z.ZodType)) return record(`${where}: status not declared`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) record(`${where}: ${short(parsed.error.issues)}`);
}

/** Adds the check as an onSend hook (register before the routes). */
export function registerResponseCheck(app: {
  addHook(
    name: 'onSend',
    hook: (req: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>,
  ): unknown;
}): void {
  app.addHook('onSend', async (req, reply, payload) => {
    check(req, reply, payload);
    return payload;
  });
}
