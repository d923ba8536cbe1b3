/**
 * Faults survived (issue 14): two server processes (WORKERS=2) on a PostgreSQL and a Redis of the
 * test's own, under a bounded mixed load — case openings, sales, withdrawals, top-up notifications and
 * battles with bots — while one server process is killed with SIGKILL, Redis is restarted and
 * PostgreSQL is restarted (an immediate stop, as a crash). Afterwards every ledger equals its balance
 * and none is negative, every item is in exactly one state (no sold item withdrawn, no item sold
 * twice), every paid order is credited exactly once and every refused one not at all, every withdrawal
 * job and battle is finished, the processes kept serving, and no answer was a 5xx other than
 * 503 with an error key.
 */
import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPlayer } from '../test/http-player.ts';
import { paidCases, type Card } from '../test/catalog-picks.ts';
import { spawnServer, type ServerProcess } from '../test/server-process.ts';
import { ownPostgres, ownRedis, type OwnPostgres } from '../test/services.ts';
import { waitUntil } from '../test/wait.ts';

const SANDBOX_SECRET = 'faults-sandbox-secret-0123456789abcdef';
/** The load runs until this long after the last fault, and longer while nothing has succeeded since. */
const AFTER_FAULTS_MS = 8_000;
/** However slow the machine, the load stops this long after the last fault. */
const RECOVERY_LIMIT_MS = 45_000;

let pgServer: OwnPostgres;
let redis: Awaited<ReturnType<typeof ownRedis>>;
let shop: ServerProcess | undefined;
let db: pg.Pool;
beforeAll(async () => {
  [pgServer, redis] = await Promise.all([ownPostgres(), ownRedis()]);
}, 300_000);
afterAll(async () => {
  await shop?.kill('SIGKILL');
  await db?.end();
  pgServer?.stop();
  redis?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  op: string;
  status: number;
  code?: string;
  at: number;
}

/** One call; never throws: status 0 when the connection failed (a process killed under it). */
async function call(
  base: string,
  op: string,
  method: string,
  path: string,
  token?: string,
  body?: object,
): Promise<Answer & { json: Record<string, unknown> | null }> {
  const at = Date.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        connection: 'close',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* not JSON: checked below */
    }
    const code = (json?.data as { code?: string } | undefined)?.code;
    return { op, status: res.status, code, at, json };
  } catch {
    return { op, status: 0, at, json: null };
  }
}

/** The server processes of the cluster (children of the primary running the server). */
function serverPids(group: number): number[] {
  const rows = execFileSync('ps', ['-o', 'pid=,ppid=,args=', '-g', String(group)], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((l) => {
      const [pid, ppid, ...args] = l.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), server: args.includes('--require') };
    });
  const servers = new Set(rows.filter((r) => r.server).map((r) => r.pid));
  return rows.filter((r) => r.server && servers.has(r.ppid)).map((r) => r.pid);
}

const rows = async <T>(q: string, args: unknown[] = []) => (await db.query(q, args)).rows as T[];

describe('faults under a mixed load (WORKERS=2, PostgreSQL, Redis)', () => {
  it('keeps every kopeck and item through kill -9, a Redis restart and a PostgreSQL restart', async () => {
    shop = await spawnServer({
      DATABASE_URL: pgServer.url,
      REDIS_URL: redis.url,
      WORKERS: '2',
      PAYMENTS_SANDBOX: 'true',
      PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
      WITHDRAW_MIN_DEPOSIT_RUB: '0',
      WITHDRAW_HOURLY_LIMIT: '1000',
      WITHDRAW_POLL_MS: '100',
      // A withdrawal step whose process was killed is retried 2 s on, checked every second.
      WITHDRAW_STEP_TIMEOUT_S: '2',
      JOBS_MAINTENANCE_S: '1',
      STEAM_BOT_SEND_DELAY_MS: '0',
      STEAM_BOT_ACCEPT_DELAY_MS: '300',
      STEAM_BOT_FAILURE_RATE: '0.1',
      STEAM_BOT_CANCEL_RATE: '0.1',
      BATTLE_ROUND_MS: '100',
      JOBS_POLL_S: '0.5',
      // The test counts the failures: overload shedding would only add noise here.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    });
    const base = shop.url;
    db = new pg.Pool({ connectionString: pgServer.url, max: 2 });
    db.on('error', () => undefined); // the restart below ends idle connections

    const players = await Promise.all(Array.from({ length: 6 }, () => httpPlayer(base, 5)));
    const listing = (await call(base, 'cases', 'GET', '/v2/case/sections/with-cases?main=1'))
      .json as {
      sections: { cases: Card[] }[];
    };
    const slug = paidCases(listing.sections.flatMap((s) => s.cases))[0]!.slug;
    const battleCases = (await call(base, 'battle cases', 'GET', '/battles-api/cases')).json as {
      sections: { cases: { id: string; price_data: { price: number } }[] }[];
    };
    const battleCase = battleCases.sections
      .flatMap((s) => s.cases)
      .sort((a, b) => a.price_data.price - b.price_data.price)[0]!.id;

    const answers: Answer[] = [];
    /** Orders whose signed notification was sent, and whether it was answered 200. */
    const notified = new Map<string, boolean>();
    const sign = (id: string, status: string, kopecks: number) =>
      createHmac('sha256', SANDBOX_SECRET).update(`${id}:${status}:${kopecks}:RUB`).digest('hex');

    const began = Date.now();
    /** When the last fault was over (0 while they run). */
    let faultsDone = 0;
    const loadGoesOn = () => {
      if (faultsDone === 0) return true;
      const since = Date.now() - faultsDone;
      if (since > RECOVERY_LIMIT_MS) return false;
      return since < AFTER_FAULTS_MS || !answers.some((a) => a.status === 200 && a.at > faultsDone);
    };
    const loops = players.map(async (p, n) => {
      const stock = [...p.ids];
      for (let i = n; loadGoesOn(); i += 1) {
        const kind = i % 5;
        if (kind === 0) {
          const r = await call(base, 'open', 'POST', `/v1/cases/${slug}/open`, p.token, {
            multi_open: 1,
          });
          answers.push(r);
          for (const d of (r.json?.drops as { id: string }[] | undefined) ?? []) stock.push(d.id);
        } else if (kind === 1 && stock.length > 0) {
          answers.push(
            await call(base, 'sell', 'POST', '/v1/inventory/sell', p.token, { id: stock.pop() }),
          );
        } else if (kind === 2 && stock.length > 0) {
          answers.push(
            await call(base, 'withdraw', 'POST', '/v1/inventory/senditem', p.token, {
              ids: [stock.pop()],
              method: 'trade',
            }),
          );
        } else if (kind === 3) {
          const start = await call(
            base,
            'order',
            'POST',
            '/v1/payments/transaction/start',
            p.token,
            {
              payment_direction_id: 'sandbox',
              amount: 100,
            },
          );
          answers.push(start);
          const id = start.json?.order_id as string | undefined;
          if (id) {
            // A fifth of the notifications say the payment failed: those must credit nothing.
            const status = i % 4 === 3 ? 'fail' : 'success';
            const r = await call(
              base,
              'notify',
              'POST',
              '/v1/payments/callback/sandbox',
              undefined,
              {
                order_id: id,
                status,
                amount: 10_000,
                currency: 'RUB',
                signature: sign(id, status, 10_000),
              },
            );
            answers.push(r);
            notified.set(id, r.status === 200);
          }
        } else if (kind === 4) {
          const created = await call(base, 'battle', 'POST', '/battles-api/battles', p.token, {
            case_ids: [battleCase],
            seats: 2,
          });
          answers.push(created);
          const ulid = created.json?.battle_ulid as string | undefined;
          if (ulid)
            answers.push(
              await call(base, 'battle start', 'POST', '/battles-api/start', p.token, {
                battle_ulid: ulid,
              }),
            );
        }
      }
    });

    // The faults, one after another, while the load runs: each once the shop has served again since
    // the one before (the outages themselves last a set time, services.ts).
    /** Waits until a request sent after `since` was answered 200, for each of `ops`. */
    const servedSince = (since: number, ops = ['open']) =>
      waitUntil(
        () =>
          Promise.resolve(
            ops.every((op) => answers.some((a) => a.op === op && a.status === 200 && a.at > since)),
          ),
        60_000,
      );
    let victimPid = 0;
    const outputBefore = shop.output().length;
    const faults = (async () => {
      try {
        // Work of every kind done before the faults.
        await servedSince(began, ['open', 'sell', 'withdraw', 'order', 'notify', 'battle']);
        const [victim] = serverPids(shop.pid);
        expect(victim).toBeDefined();
        victimPid = victim!;
        const killed = Date.now();
        process.kill(victim!, 'SIGKILL');
        // Replaced, and serving again.
        await waitUntil(() => {
          const now = serverPids(shop!.pid);
          return Promise.resolve(now.length === 2 && !now.includes(victimPid));
        }, 60_000);
        await servedSince(killed);
        await redis.restart(1000);
        await servedSince(Date.now());
        await pgServer.restart(1500);
      } finally {
        faultsDone = Date.now(); // also when a step failed: the load then winds down
      }
    })();
    await Promise.all([faults, ...loops]);

    // The shop recovers by itself: ready again, two server processes.
    const deadline = Date.now() + 60_000;
    while ((await call(base, 'ready', 'GET', '/readyz')).status !== 200) {
      if (Date.now() > deadline) throw new Error(`not ready again:\n${shop.output()}`);
      await sleep(250);
    }
    expect(serverPids(shop.pid)).toHaveLength(2);
    // During the faults only the process killed on purpose ended: a Redis or PostgreSQL restart ends
    // none (a broken connection's error is handled, not thrown out of the process).
    const exits =
      shop
        .output()
        .slice(outputBefore)
        .match(/server process \d+ exited \([^)]*\)/g) ?? [];
    expect(exits, shop.output().slice(-4000)).toEqual([
      `server process ${victimPid} exited (SIGKILL)`,
    ]);

    // Every withdrawal job finishes (the simulated bot keeps going) and every battle settles.
    const settled = Date.now() + 60_000;
    for (;;) {
      const [open] = await rows<{ jobs: string; battles: string }>(
        `select (select count(*) from withdrawal_jobs where state not in ('done', 'failed'))::text as jobs,
                (select count(*) from battles where status = 'started')::text as battles`,
      );
      if (open!.jobs === '0' && open!.battles === '0') break;
      if (Date.now() > settled) {
        // What became of the unsettled battles' timer jobs, to tell a lost job from a stuck one.
        const timers = await rows(
          `select b.id, b.ends_at, j.data->>'kind' as kind, j.state, j.retry_count, j.start_after,
                  j.started_on, j.completed_on, j.output, now() as now
           from battles b left join pgboss.job j on j.name = 'battle-timer'
             and (j.data->>'battleId')::int = b.id
           where b.status = 'started'`,
        );
        const queues = await rows(
          `select name, state, count(*)::int as n, min(start_after) as first_due
           from pgboss.job group by 1, 2 order by 1, 2`,
        );
        throw new Error(
          `unsettled: ${JSON.stringify(open)}\n${JSON.stringify(timers, null, 1)}\n` +
            `${JSON.stringify(queues)}\n${shop.output().slice(-4000)}`,
        );
      }
      await sleep(250);
    }

    // What the players saw: work done before, during and after the faults; no 5xx but 503 with a key.
    const ok = answers.filter((a) => a.status === 200);
    for (const op of ['open', 'sell', 'withdraw', 'order', 'notify', 'battle'])
      expect(ok.filter((a) => a.op === op).length, op).toBeGreaterThan(0);
    const timeline = answers
      .map((a) => `${((a.at - began) / 1000).toFixed(1)}s ${a.op} ${a.status} ${a.code ?? ''}`)
      .join('\n');
    expect(
      ok.filter((a) => a.at > faultsDone).length,
      `nothing served after the faults (over at ${((faultsDone - began) / 1000).toFixed(1)}s):\n${timeline.slice(-3000)}\n${shop.output().slice(-3000)}`,
    ).toBeGreaterThan(0);
    const bad = answers.filter(
      (a) => a.status >= 500 && !(a.status === 503 && typeof a.code === 'string'),
    );
    expect(bad, JSON.stringify(bad.slice(0, 5))).toEqual([]);
    for (const a of answers.filter((x) => x.status >= 400))
      expect(typeof a.code, JSON.stringify(a)).toBe('string');

    // Money: every ledger equals its balance, none negative.
    const mismatched = await rows(
      `select u.id, u.balance from users u
       where u.balance < 0 or u.balance <> coalesce(
         (select sum(amount) from ledger l where l.user_id = u.id and l.currency = 'RUB'), 0)`,
    );
    expect(mismatched).toEqual([]);

    // Orders: a paid order credited exactly once, any other not at all; a notification answered 200
    // left its order final.
    const orders = await rows<{ id: string; status: string; credits: string }>(
      `select o.id, o.status, (select count(*) from ledger l
         where l.reference = 'order:' || o.id and l.reason = 'topup')::text as credits
       from payment_orders o`,
    );
    for (const o of orders) expect(o.credits, o.id).toBe(o.status === 'success' ? '1' : '0');
    const byId = new Map(orders.map((o) => [o.id, o.status]));
    for (const [id, answered] of notified)
      if (answered) expect(['success', 'fail'], id).toContain(byId.get(id));

    // Items: a sold item has one sale credit and no delivered withdrawal; a withdrawn item was
    // delivered once and never credited; none has two unfinished jobs.
    const items = await rows<{ id: string; status: string; sales: string; delivered: string }>(
      `select i.id::text, i.status,
         (select count(*) from ledger l where l.reason = 'sell' and l.reference = 'item:' || i.id)::text as sales,
         (select count(*) from withdrawal_jobs j where j.inventory_item_id = i.id and j.state = 'done')::text as delivered
       from inventory_items i`,
    );
    for (const i of items) {
      if (i.status === 'selled') expect([i.id, i.sales, i.delivered]).toEqual([i.id, '1', '0']);
      else if (i.status === 'STEAM_WITHDRAWN')
        expect([i.id, i.sales, i.delivered]).toEqual([i.id, '0', '1']);
      else expect([i.id, i.sales]).toEqual([i.id, '0']);
    }
    expect(items.filter((i) => i.status === 'selled').length).toBeGreaterThan(0);
    expect(items.filter((i) => i.status === 'STEAM_WITHDRAWN').length).toBeGreaterThan(0);
  });
});
