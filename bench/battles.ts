/**
 * Benchmark (figures, not a test) of case battles (issue 10). Starts the shop as its own process and:
 * 1. throughput — BENCH_PAIRS pairs of players (default 8) each create a one-round 1v1 and join it in a
 *    loop for BENCH_SECONDS (default 15); then it waits until every started battle is settled and
 *    prints battles resolved per second end to end (create → join → start → reveal → settle);
 * 2. fan-out — BENCH_SOCKETS socket.io clients (default 500) watch one BENCH_ROUNDS-round battle (default
 *    10) and the script prints p50/p99/max of the delay from each round's reveal time
 *    (started_at + r × round_ms) to its `battles_battle_updated` arriving at every socket.
 * PGlite in a temporary folder by default; PostgreSQL when DATABASE_URL is set. BATTLE_ROUND_MS 500.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const ROUND_MS = Number(process.env.BATTLE_ROUND_MS ?? 500);
const PORT = Number(process.env.BENCH_PORT ?? 3910);
const BASE = `http://127.0.0.1:${PORT}`;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  PAYMENTS_SANDBOX: 'true',
  BATTLE_ROUND_MS: String(ROUND_MS),
  BATTLE_SWEEP_MS: '200',
  BATTLE_EMOJI_PER_MIN: '1000',
  RATE_LIMIT_SIGNUP_PER_MIN: '0',
};
if (!process.env.DATABASE_URL) env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'bench-battles-'));
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function call<T>(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(BASE + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/battles-api/cases`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function player(roubles: number): Promise<string> {
  const reg = await call<{ access_token: string }>(
    'POST',
    '/v1/auth/registration/quick',
    undefined,
    {
      age_confirmed: true,
      terms_accepted: true,
    },
  );
  const token = reg.json.access_token;
  const start = await call<{ redirect_url: string }>(
    'POST',
    '/v1/payments/transaction/start',
    token,
    { payment_direction_id: 'sandbox', amount: roubles },
  );
  await fetch(`${BASE}${new URL(start.json.redirect_url).pathname}/pay`, { method: 'POST' });
  return token;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const r1 = (x: number) => Math.round(x * 10) / 10;

interface Battle {
  status: string;
  started_at: string | null;
  round_ms: number;
  rounds: { round: number }[];
}

await waitForServer();
const cases = (
  await call<{ sections: { cases: { id: string; price_data: { price: number } }[] }[] }>(
    'GET',
    '/battles-api/cases',
  )
).json.sections
  .flatMap((s) => s.cases)
  .sort((a, b) => a.price_data.price - b.price_data.price);
const cheapest = cases[0]!.id;

// 1. Throughput: create + join in a loop, then wait for every battle to be settled.
const pairs = await Promise.all(
  Array.from({ length: PAIRS }, async () => [await player(50_000), await player(50_000)] as const),
);
const ulids: string[] = [];
let errors = 0;
const t0 = Date.now();
const deadline = t0 + SECONDS * 1000;
await Promise.all(
  pairs.map(async ([a, b]) => {
    while (Date.now() < deadline) {
      const created = await call<{ battle_ulid: string }>('POST', '/battles-api/battles', a, {
        case_ids: [cheapest],
        seats: 2,
      });
      if (created.status !== 200) {
        errors += 1;
        continue;
      }
      const joined = await call('POST', '/battles-api/join', b, {
        battle_ulid: created.json.battle_ulid,
      });
      if (joined.status === 200) ulids.push(created.json.battle_ulid);
      else errors += 1;
    }
  }),
);
const unsettled = async () => {
  let open = 0;
  for (const ulid of ulids.slice(-PAIRS * 2)) {
    const b = await call<{ battle: Battle }>('GET', `/battles-api/battle?ulid=${ulid}`);
    if (b.json.battle.status !== 'finished') open += 1;
  }
  return open;
};
while ((await unsettled()) > 0) await new Promise((r) => setTimeout(r, 50));
const elapsed = (Date.now() - t0) / 1000;
const throughput = {
  battles: ulids.length,
  errors,
  seconds: r1(elapsed),
  resolved_per_second: r1(ulids.length / elapsed),
};
console.log('throughput', JSON.stringify(throughput));

// 2. Fan-out: SOCKETS spectators on one battle's room, delay from each round's reveal to arrival.
const [host, guest] = [await player(50_000), await player(50_000)];
const created = await call<{ battle_ulid: string }>('POST', '/battles-api/battles', host, {
  case_ids: Array.from({ length: ROUNDS }, () => cheapest),
  seats: 2,
});
const ulid = created.json.battle_ulid;
const arrivals: Map<number, number>[] = [];
const sockets: Socket[] = [];
for (let i = 0; i < SOCKETS; i += 1) {
  const seen = new Map<number, number>();
  arrivals.push(seen);
  const s = io(BASE, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  s.on('battles_battle_updated', ({ battle }: { battle: Battle }) => {
    const at = Date.now();
    for (const r of battle.rounds) if (!seen.has(r.round)) seen.set(r.round, at);
  });
  sockets.push(s);
}
await Promise.all(
  sockets.map(
    (s) =>
      new Promise<void>((resolve, reject) => {
        const join = () =>
          s.emit(
            'subscribe',
            { channel: 'battles', args: { battle_ulid: ulid } },
            (res: { ok: boolean }) => (res.ok ? resolve() : reject(new Error('subscribe refused'))),
          );
        if (s.connected) join();
        else s.once('connect', join);
      }),
  ),
);
await call('POST', '/battles-api/join', guest, { battle_ulid: ulid });
await new Promise((r) => setTimeout(r, ROUNDS * ROUND_MS + 1_500));
const battle = (await call<{ battle: Battle }>('GET', `/battles-api/battle?ulid=${ulid}`)).json
  .battle;
const startedAt = Date.parse(battle.started_at!);
const delays: number[] = [];
let missing = 0;
for (const seen of arrivals)
  for (let r = 0; r < ROUNDS; r += 1) {
    const at = seen.get(r);
    if (at === undefined) missing += 1;
    else delays.push(at - (startedAt + r * battle.round_ms));
  }
delays.sort((a, b) => a - b);
const fanout = {
  sockets: SOCKETS,
  rounds: ROUNDS,
  deliveries: delays.length,
  missing,
  p50_ms: r1(pct(delays, 50)),
  p99_ms: r1(pct(delays, 99)),
  max_ms: r1(delays[delays.length - 1] ?? NaN),
};
console.log('fanout', JSON.stringify(fanout));
for (const s of sockets) s.disconnect();
stop();
process.exit(0);
