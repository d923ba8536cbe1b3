/**
 * Issue 8 "Input that must never be a 500": every route the app serves gets NUL characters, lone
 * surrogates, over-long, mistyped and malformed values in each of its path parameters, query fields
 * and body fields. Every answer must be a 4xx in the error envelope with a key, and nothing may change.
 */
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, queryRows, register, topUp } from '../test/helper.ts';
import { fileTestApp } from '../test/file-app.ts';
import { routeTable } from './route-table.ts';

// No background work (the leaderboard sweep opening its boards, for one) may change the tables
// between the two fingerprints: only the attacks' answers are under test.
const t = fileTestApp({
  FEATURE_FLAGS: 'techies=true,battles=true',
  JOBS_WORKER: 'false',
  LEADERBOARDS_WORKER: 'false',
});
let token: string;
beforeAll(async () => {
  const p = await register(t.app);
  await topUp(t.app, p.token, 1000);
  token = p.token;
});

const HUGE = 'x'.repeat(70_000);
const TEXT_ATTACKS: unknown[] = ['a\u0000b', '\u0000', '\ud800', 'x\udfff', '\udc00\ud800'];
const URL_ATTACKS = ['%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%', 'x'.repeat(300)];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}
/** The top-level fields of a route schema part (zod → JSON schema), with their JSON types. */
function fieldsOf(schema: unknown): [string, string][] {
  if (!(schema instanceof z.ZodType)) return [];
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return [];
  }
  return Object.entries(json.properties ?? {}).map(([k, v]) => [k, [v.type ?? 'any'].flat()[0]!]);
}

/** Values no field of this JSON type may accept. */
function attacksFor(type: string): unknown[] {
  switch (type) {
    case 'string':
      return [...TEXT_ATTACKS, HUGE, { nested: 'object' }, ['array']];
    case 'integer':
    case 'number':
      return [...TEXT_ATTACKS, '12abc', { n: 1 }, 1e308];
    case 'boolean':
      return [...TEXT_ATTACKS, 'yes', 7];
    case 'array':
      return [...TEXT_ATTACKS, { not: 'array' }, Array.from({ length: 10_000 }, () => '\u0000')];
    default:
      return TEXT_ATTACKS;
  }
}

/** Every table's row count and the money totals: what "nothing changed" means. */
async function fingerprint() {
  const tables = await queryRows<{ name: string }>(
    t.db,
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(t.db, `select count(*)::int as n from "${name}"`);
    counts[name] = row!.n;
  }
  const [money] = await queryRows<{ balances: string; ledger: string; nonces: string }>(
    t.db,
    `select (select coalesce(sum(balance), 0) + coalesce(sum(coin_balance), 0) from users)::text as balances,
            (select coalesce(sum(amount), 0) from ledger)::text as ledger,
            (select coalesce(sum(nonce), 0) from fairness_seeds)::text as nonces`,
  );
  return { counts, money };
}

const isEnvelope = (body: unknown) =>
  z
    .object({
      success: z.literal(false),
      data: z.object({ code: z.string().min(1), message: z.string() }),
    })
    .safeParse(body).success;

describe('hostile input on every route', () => {
  it('answers a 4xx envelope for each attack and changes nothing', async () => {
    const routes = routeTable(t.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const before = await fingerprint();
    const failures: string[] = [];
    let sent = 0;
    const send = async (label: string, opts: InjectOptions) => {
      const res = await t.app.inject({
        ...opts,
        headers: { ...bearer(token), ...(opts.headers ?? {}) },
      });
      sent += 1;
      let body: unknown = null;
      try {
        body = res.json();
      } catch {
        /* not JSON: a failure below */
      }
      if (res.statusCode < 400 || res.statusCode >= 500 || !isEnvelope(body))
        failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    };

    for (const r of routes) {
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const fill = (bad?: [string, string]) =>
        r.url.replace(/:(\w+)/g, (_, name: string) => (bad?.[0] === name ? bad[1] : '1'));
      const method = r.method as 'GET';
      const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
      // Path parameters.
      for (const name of params)
        for (const attack of URL_ATTACKS)
          await send(`${r.method} ${r.url} :${name}=${attack.slice(0, 12)}`, {
            method,
            url: fill([name, attack]),
            ...(hasBody ? { payload: {} } : {}),
          });
      const url = fill();
      // Query fields (declared ones, and one nobody declared).
      const queryFields = fieldsOf(r.schema?.querystring).map(([k]) => k);
      for (const key of [...queryFields, 'unexpected'])
        for (const attack of ['%00', 'a%00b'])
          await send(`${r.method} ${r.url} ?${key}=${attack}`, {
            method,
            url: `${url}?${key}=${attack}`,
            ...(hasBody ? { payload: {} } : {}),
          });
      for (const [key] of fieldsOf(r.schema?.querystring).filter(([, type]) => type === 'string'))
        await send(`${r.method} ${r.url} ?${key}=HUGE`, {
          method,
          url: `${url}?${key}=${HUGE.slice(0, 5000)}`,
          ...(hasBody ? { payload: {} } : {}),
        });
      if (!hasBody) continue;
      // Body fields, each attacked alone.
      for (const [key, type] of fieldsOf(r.schema?.body))
        for (const attack of attacksFor(type))
          await send(
            `${r.method} ${r.url} body.${key}:${type}=${JSON.stringify(attack).slice(0, 16)}`,
            {
              method,
              url,
              payload: { [key]: attack },
            },
          );
      // Whole bodies no route accepts.
      for (const [label, payload, type] of [
        ['NUL key', '{"\\u0000":1}', 'application/json'],
        ['lone surrogate key', '{"\\ud800":"x"}', 'application/json'],
        ['malformed JSON', '{"a":', 'application/json'],
        ['NUL string', '"\\u0000"', 'application/json'],
        ['huge', JSON.stringify({ x: HUGE }), 'application/json'],
        ['form NUL', 'a=%00&b=%ED%A0%80', 'application/x-www-form-urlencoded'],
        ['unknown type', '<x/>', 'application/xml'],
      ] as const)
        await send(`${r.method} ${r.url} ${label}`, {
          method,
          url,
          payload,
          headers: { 'content-type': type },
        });
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(await fingerprint()).toEqual(before);
    // Not even the attacker's own session was touched (revoke and logout refused the input too).
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    // Over 500 attacks: a bound for a loaded CI machine (past 60 s there beside the browser tests).
  }, 180_000);

  it('answers Fastify’s own router errors and unknown pictures in the envelope', async () => {
    for (const [url, status] of [
      ['/v1/cases/%E0%A4%A', 400],
      ['/v1/cases/%/open', 400],
      [`/v1/cases/${'x'.repeat(500)}`, 414],
      ['/img/items/no-such-item.svg', 404],
      ['/img/cases/no-such-case.svg', 404],
      ['/img/items/..%2f..%2fetc%2fpasswd', 400],
      ['/v1/no/such/route', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, isEnvelope(res.json())]).toEqual([url, status, true]);
    }
  });
});
