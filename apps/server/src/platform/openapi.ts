/**
 * The shop's HTTP API as an OpenAPI 3.1 document (issue 33), generated from the zod schemas the routes
 * validate with (@fastify/swagger collecting the routes, fastify-type-provider-zod turning each schema into
 * JSON Schema 2020-12). Each operation also gets its area as tag, its bearer requirement, the
 * `X-Client-Language` header and its error answers in the envelope `{success: false, data: {code, message}}`
 * with the keys it can answer per status (openapi-operation.ts). Built on the first request, not at start
 * (about half a second for the ~230 routes), then kept.
 *
 * `openApiDocument(app, 'public')` leaves out the console (`/v1/admin/…`) and the operator's endpoints;
 * `'full'` keeps the console (served to staff only).
 */
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { areaOf, authOf, errorsOf, recordAreas, type ErrorAnswer } from './openapi-operation.ts';

/** Paths no document lists: the operator's metrics, the document and its reference page themselves, test hooks. */
const UNLISTED = [
  /^\/metrics$/,
  /^\/openapi\.json$/,
  /^\/docs(\/|$)/,
  /^\/v1\/admin\/openapi\.json$/,
  // A test server's due-work hook (platform/due-work.ts): never on a real shop.
  /^\/v1\/test\//,
];
/** Console paths: only in the full document. */
export const isConsolePath = (url: string) => url.startsWith('/v1/admin/') || url === '/v1/admin';
/** True for a path the documents never list (see UNLISTED). */
export const isUnlisted = (url: string) => UNLISTED.some((re) => re.test(url));

const DESCRIPTION = `The case shop's HTTP API, the same for every game project's backend (Dota 2, CS2). JSON in snake_case; amounts in roubles (a number with at most
two decimals). Signed-in calls carry \`Authorization: Bearer <access_token>\` from sign-up or sign-in. Every
error is \`{"success": false, "data": {"code": "<key>", "message": "<text>"}}\` with an HTTP status; the keys
each call can answer are listed under its responses. See docs/api.md for a walk-through.`;

type JsonObject = Record<string, unknown>;

/** The error envelope's JSON Schema with `data.code` limited to these keys. */
function envelope(codes: readonly string[]): JsonObject {
  return {
    description: `Error: ${codes.join(', ')}`,
    type: 'object',
    properties: {
      success: { type: 'boolean', const: false },
      data: {
        type: 'object',
        properties: { code: { type: 'string', enum: codes }, message: { type: 'string' } },
        required: ['code', 'message'],
      },
    },
    required: ['success', 'data'],
  };
}

function errorResponses(errors: readonly ErrorAnswer[]): Record<string, JsonObject> {
  const byStatus = new Map<number, string[]>();
  for (const [status, code] of errors)
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return Object.fromEntries([...byStatus].map(([status, codes]) => [status, envelope(codes)]));
}

const LANGUAGE_HEADER = {
  type: 'string',
  enum: ['ru', 'en'],
  description:
    'The client language (`en` or `ru`, the default); texts and names come in it. Accept-Language is read when absent.',
};

function withLanguageHeader(headers: unknown): JsonObject {
  const h = (headers ?? { type: 'object', properties: {} }) as JsonObject;
  return {
    ...h,
    properties: { ...(h.properties as JsonObject), 'x-client-language': LANGUAGE_HEADER },
  };
}

const operationId = (method: string, url: string) =>
  `${method.toLowerCase()}${url.replace(/:(\w+)/g, 'By_$1').replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;

const SECURITY = {
  required: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
  none: [],
} as const;

/**
 * Registers @fastify/swagger (before any route, so it sees them all) and the area recorder. The document
 * itself is built by `openApiDocument`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  recordAreas(app);
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Case shop API', version: '1', description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The `access_token` from POST /v1/auth/registration/quick or /v1/auth/login (or the OAuth sign-in). ' +
              'The same answers set it as the HttpOnly, SameSite=Strict cookie `access_token`, which signs a call ' +
              'without this header in too; a write from another site does not (docs/api.md).',
          },
        },
      },
    },
    transform: (input) => {
      const { route, url } = input;
      const method = [route.method].flat()[0]!;
      if (method === 'HEAD' || method === 'OPTIONS' || isUnlisted(url))
        return { schema: { hide: true }, url };
      const base = input.schema
        ? zodTransform(input)
        : { schema: {} as FastifySchema & JsonObject, url };
      const schema = { ...(base.schema as JsonObject) };
      const auth = authOf(route);
      schema.tags = [areaOf(method, url)];
      schema.operationId = operationId(method, url);
      schema.security = SECURITY[auth];
      schema.headers = withLanguageHeader(schema.headers);
      const declared = (schema.response as JsonObject | undefined) ?? {};
      schema.response = {
        // A route without a response schema still answers something on success.
        ...(Object.keys(declared).some((k) => k.startsWith('2'))
          ? {}
          : { 200: { description: 'Success (not described by a schema)' } }),
        ...declared,
        ...errorResponses(errorsOf(route, method)),
      };
      return { schema: schema, url: base.url };
    },
  });
}

type Document = { paths: Record<string, JsonObject>; tags?: { name: string }[] } & JsonObject;
interface Built {
  full: Document;
  public: Document;
  json: { full?: string; public?: string };
}
const cache = new WeakMap<object, Built>();

function tagged(doc: Document): Document {
  const names = new Set<string>();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      for (const t of ((op as JsonObject).tags as string[] | undefined) ?? []) names.add(t);
  return { ...doc, tags: [...names].sort().map((name) => ({ name })) };
}

function build(app: FastifyInstance): Built {
  let built = cache.get(app);
  if (!built) {
    // @fastify/swagger names a success without a description "Default Response".
    const generated = JSON.parse(
      JSON.stringify(app.swagger()).replaceAll('"Default Response"', '"Success"'),
    ) as Document;
    const paths = Object.fromEntries(
      Object.entries(generated.paths).filter(([p]) => !isConsolePath(p)),
    );
    built = { full: tagged(generated), public: tagged({ ...generated, paths }), json: {} };
    cache.set(app, built);
  }
  return built;
}

/** The document of `app` (after `ready()`): `public` without the console, `full` with it. */
export const openApiDocument = (app: FastifyInstance, which: 'public' | 'full'): Document =>
  build(app)[which];

/** The same document as JSON text (kept once made). */
export function openApiJson(app: FastifyInstance, which: 'public' | 'full'): string {
  const built = build(app);
  return (built.json[which] ??= JSON.stringify(built[which]));
}
