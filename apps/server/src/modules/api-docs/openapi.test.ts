/**
 * Issue 33: the OpenAPI document lists every route the shop serves (but HEAD/OPTIONS, the console's, and the
 * unlisted operator ones: `/metrics`, the document and its page), each with its area tag, bearer
 * requirement (checked against what the route answers signed out), language header and error envelope; the
 * console's calls only in the staff document; `/docs` is served from the shop's own files under its CSP.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { operationsOf, validValue, type Schema } from '../../test/openapi-arbitraries.ts';
import { isConsolePath, isUnlisted } from '../../platform/openapi.ts';
import { routeTable } from '../../platform/route-table.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true,battles=true', JOBS_WORKER: 'false' });
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Schema>>;
  tags: { name: string }[];
};
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /openapi.json', () => {
  it('lists every public route with its area, security, language header and error envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = routeTable(t.app).filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS' &&
        !isConsolePath(r.url) &&
        !isUnlisted(r.url) &&
        // The web build's page catch-all (only with WEB_DIST): HTML pages, not API calls.
        r.url !== '/*',
    );
    expect(routes.length).toBeGreaterThan(140);
    const missing = routes.filter((r) => !doc.paths[docPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(Object.keys(doc.paths).filter(isConsolePath)).toEqual([]);
    const ops = operationsOf(doc);
    expect(ops.length).toBe(routes.length);
    for (const { method, path, op } of ops) {
      const where = `${method} ${path}`;
      expect([where, (op.tags as string[]).length]).toEqual([where, 1]);
      expect([where, Array.isArray(op.security)]).toEqual([where, true]);
      const params = op.parameters as { in: string; name: string }[];
      expect([
        where,
        params.some((p) => p.in === 'header' && p.name === 'x-client-language'),
      ]).toEqual([where, true]);
      const responses = op.responses as Record<
        string,
        { content?: Record<string, { schema: Schema }> }
      >;
      expect([where, Object.keys(responses).some((s) => s.startsWith('2'))]).toEqual([where, true]);
      const envelope = responses['400']?.content?.['application/json']?.schema;
      expect([where, envelope?.required]).toEqual([where, ['success', 'data']]);
    }
    expect(doc.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['cases', 'payments', 'auth']),
    );
  });

  it('marks the calls that need the bearer session: they answer 401 signed out, the others never do', async () => {
    const wrong: string[] = [];
    for (const [i, { method, path, op }] of operationsOf(doc).entries()) {
      const security = op.security as Record<string, unknown>[];
      const required = security.length === 1 && 'bearer' in security[0]!;
      const params = (op.parameters ?? []) as {
        in: string;
        name: string;
        required?: boolean;
        schema: Schema;
      }[];
      const sample = <T>(s: Schema): T => fc.sample(validValue(s), { seed: i, numRuns: 1 })[0] as T;
      let url = path;
      for (const p of params.filter((q) => q.in === 'path'))
        url = url.replace(`{${p.name}}`, encodeURIComponent(String(sample(p.schema) || 'x')));
      const query = params
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
      const body = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      const request = {
        method: method as 'GET',
        url: query.length ? `${url}?${query.join('&')}` : url,
        ...(body ? { payload: sample<object>(body) } : {}),
      };
      const out = await t.app.inject(request);
      const code = (res: typeof out) =>
        res.statusCode === 401 ? res.json<{ data: { code: string } }>().data.code : '';
      // A required-bearer call may refuse the sampled input first (400/404/422): then it says nothing.
      if (required && out.statusCode < 400)
        wrong.push(`${method} ${path}: needs bearer, answered ${out.statusCode} signed out`);
      // An open call answering 401 signed out must answer it signed in too (a wrong password, a missing
      // sign-in cookie); else it needs the bearer. Calls that end the session get a player of their own.
      // An optional-bearer call may need it for some inputs (GET /v1/inventory/get without `userId`): only the
      // calls marked open must not.
      const optional = security.some((entry) => 'bearer' in entry) && !required;
      if (!required && !optional && code(out) === 'authentication') {
        const inside = await t.app.inject({
          ...request,
          headers: bearer((await register(t.app)).token),
        });
        if (code(inside) !== 'authentication')
          wrong.push(`${method} ${path}: marked open, answered 401 signed out only`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives the console’s calls to signed-in staff only', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/v1/admin/openapi.json' });
    expect(visitor.statusCode).toBe(404);
    const player = await register(t.app);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/openapi.json',
      headers: bearer(player.token),
    });
    expect(asPlayer.statusCode).toBe(404);
    const staff = await signedInStaff(t.app, t.db, 'support');
    const full = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/openapi.json',
      headers: { cookie: staff.cookie },
    });
    expect(full.statusCode).toBe(200);
    const paths = Object.keys(full.json<typeof doc>().paths);
    expect(paths.filter(isConsolePath).length).toBeGreaterThan(50);
    expect(paths.length).toBeGreaterThan(Object.keys(doc.paths).length);
  });
});

describe('/docs', () => {
  it('serves Swagger UI from the shop’s own files under the shop’s CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const srcs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs.filter((s) => !s.startsWith('/docs/'))).toEqual([]);
    for (const src of srcs) {
      const res = await t.app.inject({ method: 'GET', url: src });
      expect([src, res.statusCode]).toEqual([src, 200]);
    }
    for (const bad of ['/docs/package.json', '/docs/..%2fpackage.json', '/docs/index.html'])
      expect((await t.app.inject({ method: 'GET', url: bad })).statusCode).toBeGreaterThanOrEqual(
        400,
      );
  });
});
