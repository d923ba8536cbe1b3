/**
 * fast-check arbitraries from the OpenAPI document (issue 33 fuzzing): for an operation, requests built from
 * its parameter and body schemas (JSON Schema 2020-12 as the document carries it) — values the schema accepts,
 * values at and past its boundaries (wrong types, missing and extra fields, huge and negative numbers,
 * NaN/Infinity strings, NUL and lone surrogates, long strings, `__proto__` keys), and a valid body with one
 * field made hostile. Bodies are sent as JSON text so `__proto__` and lone surrogates reach the server as is.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;
export interface Operation {
  method: string;
  /** The document's path, `{name}` for a path parameter. */
  path: string;
  op: Schema;
}
/** A request ready for app.inject: url with query, JSON text body (or none). */
export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  label: string;
}

/** Every operation of the document. */
export function operationsOf(doc: { paths: Record<string, Record<string, Schema>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

const NASTY_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  'x'.repeat(10_000),
  '9'.repeat(400),
];
const NASTY_NUMBERS = [
  0,
  -1,
  -0.5,
  0.001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  2 ** 63,
  123.456789,
];

/** Any JSON value of a wrong or odd kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS),
  fc.constantFrom<unknown>(...NASTY_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { __proto__marker: 1 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double({ noNaN: true }),
  fc.array(fc.constantFrom<unknown>('\u0000', 1, null), { maxLength: 5 }),
);

const typesOf = (s: Schema): string[] =>
  s.type === undefined ? [] : ([s.type].flat() as string[]);

/** Values the schema accepts (as far as this reads it: enough for the shop's zod-made schemas). */
export function validValue(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  // `true` / `{}` (anything goes) and other non-object schemas.
  if (typeof s !== 'object' || s === null) return hostileValue;
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alternatives = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validValue(a, depth)));
  if (Array.isArray(s.allOf) && s.allOf.length) return validValue(s.allOf[0] as Schema, depth);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...s, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(Number(s.minimum ?? -1e6), Number(s.exclusiveMinimum ?? -Infinity) + 1);
      const max = Math.min(Number(s.maximum ?? 1e6), Number(s.exclusiveMaximum ?? Infinity) - 1);
      return fc.integer({
        min: Math.ceil(Math.max(min, -2e9)),
        max: Math.floor(Math.min(max, 2e9)),
      });
    }
    case 'number': {
      const min = Number(s.minimum ?? s.exclusiveMinimum ?? -1e6);
      const max = Number(s.maximum ?? s.exclusiveMaximum ?? 1e6);
      return fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
        .map((n) => n / 100)
        .filter((n) => n !== s.exclusiveMinimum && n !== s.exclusiveMaximum);
    }
    case 'string': {
      const minLength = Number(s.minLength ?? 0);
      const maxLength = Math.min(Number(s.maxLength ?? 40), minLength + 40);
      if (typeof s.pattern === 'string')
        try {
          // Not filtered by length: a pattern's `+` with a minLength would make fast-check search forever; a
          // value off the length is one more input the server must refuse cleanly.
          return fc.stringMatching(new RegExp(s.pattern), { maxLength: maxLength + 8 });
        } catch {
          /* a pattern JavaScript cannot read: plain strings */
        }
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
      return fc.string({ minLength, maxLength });
    }
    case 'array': {
      const items = (s.items ?? {}) as Schema;
      return fc.array(depth > 4 ? fc.constant(null) : validValue(items, depth + 1), {
        minLength: Number(s.minItems ?? 0),
        maxLength: Math.min(Number(s.maxItems ?? 4), Number(s.minItems ?? 0) + 4),
      });
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required ?? []) as string[]);
      const entries = Object.entries(props);
      if (entries.length === 0 || depth > 4) return fc.constant({});
      return fc.record(Object.fromEntries(entries.map(([k, v]) => [k, validValue(v, depth + 1)])), {
        requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
    case undefined:
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** A value the schema's boundaries make interesting or wrong: past min/max, of the wrong type, odd text. */
export function boundaryValue(s: Schema): fc.Arbitrary<unknown> {
  if (typeof s !== 'object' || s === null) return hostileValue;
  const edges: unknown[] = [];
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const)
    if (typeof s[k] === 'number') {
      const n = s[k];
      edges.push(n, n - 1, n + 1, n - 0.01, n + 0.01);
    }
  if (typeof s.maxLength === 'number')
    edges.push('y'.repeat(s.maxLength), 'y'.repeat(s.maxLength + 1));
  if (typeof s.minLength === 'number' && s.minLength > 0) edges.push('y'.repeat(s.minLength - 1));
  if (typeof s.maxItems === 'number') edges.push(Array.from({ length: s.maxItems + 1 }, () => 1));
  return edges.length ? fc.oneof(fc.constantFrom(...edges), hostileValue) : hostileValue;
}

/** JSON text of an object with an own `__proto__` key (an object literal cannot carry one). */
const withProtoKey = (value: unknown): string => {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const text = JSON.stringify(base);
  const proto = '"__proto__":{"admin":true,"balance":1e9}';
  return text === '{}' ? `{${proto}}` : `{${proto},${text.slice(1)}`;
};

/** A body for the schema: valid, with one field hostile, a field missing, an extra one, or nonsense. */
export function bodyText(s: Schema): fc.Arbitrary<string> {
  const props = Object.entries((s.properties ?? {}) as Record<string, Schema>);
  const valid = validValue(s);
  const variants: fc.Arbitrary<string>[] = [
    valid.map((v) => JSON.stringify(v)),
    valid.map(withProtoKey),
    valid.map((v) => JSON.stringify({ ...(v as object), unexpected_field: '\u0000' })),
    hostileValue.map((v) => JSON.stringify(v)),
    fc.constantFrom('', '{', 'null', '[]', '{"a":1}{"b":2}', '"\\u0000"', '{"\\ud800":1}'),
  ];
  if (props.length) {
    const one = fc.constantFrom(...props);
    variants.push(
      fc
        .tuple(valid, one)
        .chain(([v, [k, ps]]) =>
          boundaryValue(ps).map((bad) => JSON.stringify({ ...(v as object), [k]: bad })),
        ),
      fc.tuple(valid, one).map(([v, [k]]) => {
        const copy = { ...(v as Record<string, unknown>) };
        delete copy[k];
        return JSON.stringify(copy);
      }),
    );
  }
  return fc.oneof(...variants);
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

/** A parameter's text in a URL: a valid value, an edge or a hostile one (percent-encoded as raw bytes). */
function paramText(s: Schema): fc.Arbitrary<string> {
  const enc = (v: unknown) => {
    const t = typeof v === 'string' ? v : JSON.stringify(v);
    try {
      return encodeURIComponent(t);
    } catch {
      return '%ED%A0%80'; // a lone surrogate's bytes
    }
  };
  return fc.oneof(
    { weight: 3, arbitrary: validValue(s).map(enc) },
    { weight: 2, arbitrary: boundaryValue(s).map(enc) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%', '%E0%A4%A', 'x'.repeat(150), '..%2f..') },
  );
}

/** Requests for one operation. */
export function requestsFor({ method, path, op }: Operation): fc.Arbitrary<FuzzRequest> {
  const params = (op.parameters ?? []) as Parameter[];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const bodySchema = (
    op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined
  )?.content?.['application/json']?.schema;
  const pathArb = fc
    .tuple(...pathParams.map((p) => paramText(p.schema ?? {})))
    .map((values) =>
      pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] || 'x'), path),
    );
  const queryArb = fc
    .tuple(
      ...query.map((p) =>
        p.required
          ? paramText(p.schema ?? {}).map((v) => [p.name, v])
          : fc.option(
              paramText(p.schema ?? {}).map((v) => [p.name, v]),
              { nil: undefined },
            ),
      ),
      fc.option(fc.constantFrom('unexpected=1', '__proto__[x]=1', 'a=%00'), { nil: undefined }),
    )
    .map((parts) =>
      parts
        .filter((p) => p !== undefined)
        .map((p) => (Array.isArray(p) ? `${p[0]}=${p[1]}` : p))
        .join('&'),
    );
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const bodyArb: fc.Arbitrary<string | undefined> = hasBody
    ? bodySchema
      ? bodyText(bodySchema)
      : fc.constantFrom('{}', '{"__proto__":{"x":1}}', '[]')
    : fc.constant(undefined);
  return fc.tuple(pathArb, queryArb, bodyArb).map(([url, q, payload]) => {
    const full = q ? `${url}?${q}` : url;
    return {
      method,
      url: full,
      ...(payload !== undefined ? { payload } : {}),
      label: `${method} ${full.slice(0, 160)} ${payload?.slice(0, 160) ?? ''}`,
    };
  });
}
