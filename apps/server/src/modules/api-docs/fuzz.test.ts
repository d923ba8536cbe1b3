/**
 * Issue 33 "fuzzing from the document": for every operation of the public OpenAPI document, requests built
 * by fast-check from its schemas and their boundaries (test/openapi-arbitraries.ts), sent signed in and signed
 * out. Every answer is a 2xx, a redirect or a 4xx in the error envelope (the response check of
 * platform/response-check.ts also holds each answer to its declared schema and error list), never a 5xx; a
 * refused request changes no money (the sums of balances and of ledger rows, RUB and coins); and after any
 * request every balance still equals its ledger sum.
 *
 * Reproducible: seed FUZZ_SEED (default 33), FUZZ_RUNS runs per operation and sign-in state (default 3 here,
 * `npm run fuzz` runs 40). A failure names the seed and the shrunk request.
 *
 * Not fuzzed signed in with the shared player (they would end its session or lock it out; fuzzed signed in
 * with a throwaway player instead): sign-out, session revocation, the password change, self-exclusion and
 * deposit limits. Not fuzzed at all: none.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { operationsOf, requestsFor, type FuzzRequest } from '../../test/openapi-arbitraries.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 33);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
/** Calls that harm the session or the account that makes them: each signed-in run uses a fresh player. */
const SELF_HARMING = new Set([
  'POST /v1/auth/revoke',
  'POST /v1/auth/sessions/revoke',
  'POST /v1/auth/sessions/revoke-others',
  'POST /v1/auth/password',
  'GET /nitro-api/logout',
  'POST /v1/users/self-exclusion',
  'POST /v1/users/limits',
]);

const t = fileTestApp({
  FEATURE_FLAGS: 'techies=true,battles=true',
  JOBS_WORKER: 'false',
  LEADERBOARDS_WORKER: 'false',
});
let token: string;
beforeAll(async () => {
  const p = await register(t.app);
  await topUp(t.app, p.token, 5000);
  token = p.token;
});

/** The shop's money: balances and ledger sums per currency, and the users whose balance is off its ledger. */
async function money() {
  const [row] = await queryRows<Record<string, string>>(
    t.db,
    `select (select coalesce(sum(balance), 0) from users)::text as rub,
            (select coalesce(sum(coin_balance), 0) from users)::text as coins,
            (select coalesce(sum(amount), 0) from ledger where currency = 'RUB')::text as ledger_rub,
            (select coalesce(sum(amount), 0) from ledger where currency = 'COIN')::text as ledger_coins,
            (select count(*) from users u where u.balance <> coalesce((select sum(amount) from ledger l
               where l.user_id = u.id and l.currency = 'RUB'), 0))::text as off_ledger`,
  );
  return row!;
}

const isEnvelope = (body: unknown): boolean => {
  const b = body as { success?: unknown; data?: { code?: unknown; message?: unknown } } | null;
  return (
    b?.success === false && typeof b.data?.code === 'string' && typeof b.data.message === 'string'
  );
};

/** Sends one request; returns what is wrong with its answer, or null. */
const statuses = new Map<number, number>();

async function probe(req: FuzzRequest, signedIn: boolean, key: string): Promise<string | null> {
  let headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signedIn)
    headers = {
      ...headers,
      ...bearer(SELF_HARMING.has(key) ? (await register(t.app)).token : token),
    };
  if (req.payload === undefined) delete headers['content-type'];
  const before = await money();
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  const after = await money();
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const who = `${signedIn ? 'signed in' : 'signed out'} ${req.label}`;
  if (res.statusCode >= 500) return `${who} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (after.off_ledger !== '0') return `${who} → a balance is off its ledger`;
  if (res.statusCode >= 400) {
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      /* below */
    }
    if (!isEnvelope(body))
      return `${who} → ${res.statusCode} not the envelope: ${res.body.slice(0, 200)}`;
    if (JSON.stringify(after) !== JSON.stringify(before))
      return `${who} → refused (${res.statusCode}) but money moved: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
  }
  return null;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it(
    `answers 2xx/4xx in the envelope, never 5xx, and refusals move no money (seed ${SEED}, ${RUNS} runs)`,
    async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const ops = operationsOf(doc);
      expect(ops.length).toBeGreaterThan(100);
      const failures: string[] = [];
      let sent = 0;
      for (const [i, operation] of ops.entries()) {
        const key = `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
        try {
          await fc.assert(
            fc.asyncProperty(requestsFor(operation), fc.boolean(), async (req, signedIn) => {
              sent += 1;
              const problem = await probe(req, signedIn, key);
              if (problem) throw new Error(problem);
            }),
            { seed: SEED + i, numRuns: RUNS * 2, endOnFailure: true },
          );
        } catch (err) {
          failures.push(`${key}: ${(err as Error).message.split('\n').slice(0, 6).join(' | ')}`);
        }
      }
      console.info(
        `fuzz: ${sent} requests, by status ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(ops.length * RUNS * 2);
      // The generated inputs also get past validation: a good share is served.
      const served = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
      expect(served).toBeGreaterThan(sent / 10);
      // The shared player is still signed in.
      const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
    },
    60_000 + RUNS * 40_000,
  );
});
