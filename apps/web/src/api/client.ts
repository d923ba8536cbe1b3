/**
 * The one typed HTTP client of the web app (spec 000 §7 "The calls it makes"):
 * the session travels in its HttpOnly cookie (issue 45; same-origin fetches send it), client-language headers on
 * every call, camelCase → snake_case
 * request bodies, zod-checked snake_case → camelCase responses, errors as ApiError, and one
 * retry of a GET on 408/409/425/429/500/502/503/504. Errors keyed `authentication` or
 * `unpredicted` sign the player out (spec 000 §4, §8).
 *
 * A response schema may be given as a loader (`() => import(…).then((m) => m.schema)`): the
 * front page's calls do so, so zod and their schemas are not in the entry (issue 9). An answer that
 * arrives before its loader has run is used as it came and checked once the page has settled
 * (api/page-settled.ts, issue 31): the server's serializer checked it against the same schema
 * before sending, so the first screen need not wait for zod, and a mismatch is still reported. Once
 * loaded, a schema checks its answers before they are used. The error body's schema loads with
 * the first failure.
 */
import type { z } from 'zod';
import { camelize, snakify } from '@cases/domain/casing';
import type { Camel } from '@cases/domain/casing';
import { ApiError, errorFromBody } from './api-error.ts';
import { forceSignOut } from './token.ts';
import { hasSettled, trackCall, whenSettled } from './page-settled.ts';

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

let language = (): string => 'ru';

/** Tells the client which interface language to announce (set once by the i18n provider). */
export function setLanguageSource(source: () => string): void {
  language = source;
}

type Query = Record<string, string | number | boolean | undefined>;

/** A zod schema, or a function loading one. */
export type SchemaOrLoader<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * The answer `json` as the caller gets it, keys camelized: checked by its schema (throws ApiError
 * `invalid_response` when it does not match), or, for a loader before the page has settled, as it
 * came, with the check done (and a mismatch reported) once it has.
 */
async function checked<S extends z.ZodType>(
  schema: SchemaOrLoader<S>,
  json: unknown,
  status: number,
  what: string,
): Promise<Camel<z.infer<S>>> {
  if (typeof schema === 'function' && !hasSettled()) {
    checkWhenSettled(schema, json, what);
    return camelize(json as z.infer<S>);
  }
  const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response of ${what}`, parsed.error.issues);
    throw new ApiError(status, 'invalid_response', `Unexpected response of ${what}`);
  }
  return camelize(parsed.data);
}

/** Runs the loader once the page has settled and checks `json` with its schema. */
function checkWhenSettled<S extends z.ZodType>(
  load: () => Promise<S>,
  json: unknown,
  what: string,
): void {
  void whenSettled()
    .then(load)
    .then((schema) => {
      const parsed = schema.safeParse(json);
      if (!parsed.success) console.error(`Unexpected response of ${what}`, parsed.error.issues);
    })
    .catch(() => undefined);
}

interface RequestOptions<S extends z.ZodType> {
  schema: SchemaOrLoader<S>;
  query?: Query;
  /** camelCase object; sent as snake_case JSON. */
  body?: object;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function send(
  method: string,
  url: string,
  body: object | undefined,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language(),
    'X-Client-Language': language(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await trackCall(() =>
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(snakify(body)),
        signal,
      }),
    );
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError(0, 'network', e instanceof Error ? e.message : 'Network error');
  }
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: RequestOptions<S>,
): Promise<Camel<z.infer<S>>> {
  const url = buildUrl(path, opts.query);
  let res = await send(method, url, opts.body, opts.signal);
  if (method === 'GET' && RETRY_STATUSES.has(res.status))
    res = await send(method, url, opts.body, opts.signal);
  const json = await readJson(res);
  if (!res.ok) {
    const error = await errorFromBody(res.status, json);
    const { LOGOUT_KEYS } = await import('@cases/domain/errors');
    if (LOGOUT_KEYS.includes(error.code)) forceSignOut();
    throw error;
  }
  return checked(opts.schema, json, res.status, `${method} ${path}`);
}

/** GET with query parameters (sent as given: the wire uses `perPage`, `orderId` in queries). */
export function apiGet<S extends z.ZodType>(
  path: string,
  opts: Omit<RequestOptions<S>, 'body'>,
): Promise<Camel<z.infer<S>>> {
  return request('GET', path, opts);
}

/** POST with an optional camelCase JSON body. Never retried. */
export function apiPost<S extends z.ZodType>(
  path: string,
  opts: RequestOptions<S>,
): Promise<Camel<z.infer<S>>> {
  return request('POST', path, opts);
}

/** PUT with a camelCase JSON body (the console's settings, issue 30). Never retried. */
export function apiPut<S extends z.ZodType>(
  path: string,
  opts: RequestOptions<S>,
): Promise<Camel<z.infer<S>>> {
  return request('PUT', path, opts);
}

/**
 * POST as form data (`application/x-www-form-urlencoded`, keys sent as given), e.g.
 * `POST /v1/users/sessions` (spec 000 §7). Never retried.
 */
export async function apiPostForm<S extends z.ZodType>(
  path: string,
  opts: { schema: SchemaOrLoader<S>; form: Record<string, string | undefined> },
): Promise<Camel<z.infer<S>>> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.form)) if (v !== undefined) form.set(k, v);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Language': language(),
  };
  let res: Response;
  try {
    res = await trackCall(() => fetch(path, { method: 'POST', headers, body: form }));
  } catch (e) {
    throw new ApiError(0, 'network', e instanceof Error ? e.message : 'Network error');
  }
  const json = await readJson(res);
  if (!res.ok) throw await errorFromBody(res.status, json);
  return checked(opts.schema, json, res.status, `POST ${path}`);
}
