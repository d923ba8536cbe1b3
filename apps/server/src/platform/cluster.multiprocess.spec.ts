/**
 * WORKERS=N (issue 14 "Several processes"): one port served by two server processes of node:cluster;
 * a server process killed with SIGKILL is replaced while the other keeps serving; SIGTERM lets every
 * request already accepted finish — no opening is written without its answer reaching the player, and
 * every ledger still equals its balance.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidCases, type Card } from '../test/catalog-picks.ts';
import { httpPlayer } from '../test/http-player.ts';
import { spawnServer, type ServerProcess } from '../test/server-process.ts';
import { startPostgres } from '../test/services.ts';
import { waitUntil } from '../test/wait.ts';

let url: string;
let stopPg = () => undefined as void;
let db: pg.Client;
const running: ServerProcess[] = [];
beforeAll(async () => {
  ({ url, stop: stopPg } = await startPostgres());
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 300_000);
afterAll(async () => {
  await Promise.all(running.map((p) => p.kill('SIGKILL')));
  await db?.end();
  stopPg();
});

const redisUrl = () => {
  const r = process.env.REDIS_URL;
  if (!r) throw new Error('REDIS_URL is required (WORKERS > 1 runs with Redis)');
  return r;
};

async function startCluster() {
  const p = await spawnServer({
    DATABASE_URL: url,
    REDIS_URL: redisUrl(),
    WORKERS: '2',
    PAYMENTS_SANDBOX: 'true',
  });
  running.push(p);
  return p;
}

/** The server processes answering on `base` (their pids from the scrape), until `want` are seen. */
async function servingProcesses(base: string, want = 2, ms = 180_000): Promise<Set<string>> {
  const seen = new Set<string>();
  const deadline = Date.now() + ms;
  while (seen.size < want && Date.now() < deadline) {
    const text = await fetch(`${base}/metrics`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(2000),
    }).then(
      (r) => r.text(),
      () => '', // a connection handed to a process that just died: the next one goes elsewhere
    );
    const pid = /^cases_process_info\{pid="(\d+)"\} 1$/m.exec(text)?.[1];
    if (pid) seen.add(pid);
  }
  return seen;
}

/**
 * The cluster's server processes in the process group `spawnServer` started: the node processes
 * running the server (tsx's loader) whose parent runs it too — the primary's children, not esbuild's.
 */
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

const ledgerMismatches = async () =>
  (
    await db.query(
      `select u.id from users u
       where u.balance < 0 or u.balance <> coalesce(
         (select sum(amount) from ledger l where l.user_id = u.id and l.currency = 'RUB'), 0)`,
    )
  ).rowCount;

const openOnce = (base: string, token: string, slug: string) =>
  fetch(`${base}/v1/cases/${slug}/open`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ multi_open: 1 }),
  }).then(
    async (r) => ({ status: r.status, body: await r.text() }),
    (err: Error) => ({
      status: 0,
      body: err.cause instanceof Error ? err.cause.message : err.message,
    }),
  );

describe('WORKERS=2 on one port', () => {
  it('serves from two processes and replaces one killed with SIGKILL', async () => {
    const c = await startCluster();
    const serving = await servingProcesses(c.url);
    const before = serverPids(c.pid);
    expect([...serving].map(Number).sort()).toEqual([...before].sort());
    expect(before).toHaveLength(2);

    process.kill(before[0]!, 'SIGKILL');
    // The other process keeps serving while the primary starts a replacement (a connection the
    // primary handed to the dying process in that instant is lost: the client tries again).
    let healthy = 0;
    for (let i = 0; i < 10 && healthy === 0; i += 1)
      healthy = await fetch(`${c.url}/healthz`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(2000),
      }).then(
        (r) => r.status,
        () => 0,
      );
    expect(healthy).toBe(200);
    const deadline = Date.now() + 180_000;
    for (;;) {
      const now = serverPids(c.pid);
      if (now.length === 2 && !now.includes(before[0]!)) {
        const after = await servingProcesses(c.url, 2, 3000);
        if (after.size === 2 && !after.has(String(before[0]))) break;
      }
      if (Date.now() > deadline) throw new Error(`no replacement: ${now.join(',')}\n${c.output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await c.kill('SIGKILL');
  });

  it('finishes the requests in flight on SIGTERM', async () => {
    const c = await startCluster();
    // Enough money for 3 s of openings at full speed: a player who runs out would answer 402.
    const players = await Promise.all([1, 2, 3, 4].map(() => httpPlayer(c.url, 1, 100_000)));
    const listing = (await (await fetch(`${c.url}/v2/case/sections/with-cases?main=1`)).json()) as {
      sections: { cases: Card[] }[];
    };
    const slug = paidCases(listing.sections.flatMap((s) => s.cases))[0]!.slug;
    const countDrops = async () =>
      Number(
        (await db.query<{ n: string }>('select count(*)::text as n from inventory_items')).rows[0]!
          .n,
      );
    const dropsBefore = await countDrops();

    // Players keep opening; SIGTERM arrives in the middle.
    let stop = false;
    const results: { status: number; body: string }[] = [];
    const opened = players.map(() => 0);
    const loops = players.map(async (p, i) => {
      while (!stop) {
        const r = await openOnce(c.url, p.token, slug);
        results.push(r);
        if (r.status === 200) opened[i]! += 1;
      }
    });
    // In the middle: once every player has opened a few, while they go on.
    await waitUntil(() => Promise.resolve(opened.every((n) => n >= 3)), 60_000);
    const killed = c.kill('SIGTERM');
    // The players keep opening until the shop has closed.
    await killed;
    stop = true;
    await Promise.all(loops);

    const ok = results.filter((r) => r.status === 200).length;
    const unexpected = results.filter((r) => ![0, 200, 503].includes(r.status));
    expect(ok).toBeGreaterThan(0);
    // Every answer is a success, a refused connection after the port closed, or a 503 while closing
    // (a 429 fastOpen here once meant a retry met the lock of its own aborting first try).
    expect(unexpected).toEqual([]);
    // No opening was written whose answer the player did not get.
    expect((await countDrops()) - dropsBefore).toBe(ok);
    expect(await ledgerMismatches()).toBe(0);
  });
});
