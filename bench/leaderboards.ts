/**
 * `npm run bench:leaderboards` (figures, not a test; issue 13 "rankings stay correct and fast with
 * 100,000 players on a board"): one board with BENCH_PLAYERS (100,000) scores — a fifth of them tied
 * on round amounts — then `GET /v2/top/ranking/{id}` over HTTP from BENCH_CLIENTS (8) concurrent
 * clients for BENCH_SECONDS (15): half signed in as players spread over the whole ranking (so each
 * call also computes the caller's own place), half visitors. Prints requests/s and p50/p99/max, the
 * same for `GET /v2/top/active`, and checks the places the server answers against a full sort.
 * In process on an in-memory PGlite; `DATABASE_URL=postgres://…` uses a fresh database there.
 */
import { sql } from 'drizzle-orm';
import { createTestApp, register } from '../apps/server/src/test/helper.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SIGNED_IN = 50;

if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const t = await createTestApp({ LEADERBOARDS_WORKER: 'false', DAILY_NOTIFY_MS: '0' });
await t.app.leaderboards.sweep();
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

const [board] = rows(
  await t.db.execute(sql`select id from leaderboards where ends_at > now() order by id limit 1`),
);
const boardId = Number(board!.id);

// Players: bulk rows, plus SIGNED_IN registered ones whose scores sit across the whole ranking.
const started = performance.now();
await t.db.execute(sql`
  insert into users (login, password_hash, nickname)
  select 'bench_' || g, 'x', 'bench_' || g from generate_series(1, ${PLAYERS - SIGNED_IN}) g`);
await t.db.execute(sql`
  insert into leaderboard_scores (board_id, user_id, score, reached_at)
  select ${boardId}, id,
    case when id % 5 = 0 then 500000 else 10000 + (random() * 5000000)::bigint end,
    now() - (random() * interval '20 hours')
  from users where login like 'bench\\_%'`);
const tokens: string[] = [];
for (let i = 0; i < SIGNED_IN; i += 1) {
  const p = await register(t.app);
  tokens.push(p.token);
  const score = Math.round(10_000 + (5_000_000 * i) / SIGNED_IN);
  await t.db.execute(sql`
    insert into leaderboard_scores (board_id, user_id, score, reached_at)
    values (${boardId}, ${Number(p.userId)}, ${score}, now() - interval '1 hour')`);
}
await t.db.execute(sql`analyze leaderboard_scores`);
const seededS = (performance.now() - started) / 1000;

interface Ranking {
  me: { position: number; user: { id: string } } | null;
  leaders: { position: number; user: { id: string } | null }[];
}

async function get(
  path: string,
  token?: string,
): Promise<{ status: number; ms: number; body: unknown }> {
  const t0 = performance.now();
  const res = await fetch(`${address}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body: unknown = await res.json();
  return { status: res.status, ms: performance.now() - t0, body };
}

async function measure(path: string) {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; performance.now() < until; i += 1) {
        const token = (c + i) % 2 === 0 ? tokens[(c * 7 + i) % tokens.length] : undefined;
        const r = await get(path, token);
        if (r.status === 200) times.push(r.ms);
        else errors += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    path,
    requests: times.length,
    per_second: Math.round(times.length / SECONDS),
    p50_ms: +at(0.5).toFixed(1),
    p99_ms: +at(0.99).toFixed(1),
    max_ms: +at(1).toFixed(1),
    errors,
  };
}

// Correctness: every signed-in player's place equals its index in a full sort by the tie rule.
const full = rows(
  await t.db.execute(sql`
    select user_id from leaderboard_scores where board_id = ${boardId}
    order by score desc, reached_at asc, user_id asc`),
).map((r) => String(r.user_id));
let wrong = 0;
for (const token of tokens.slice(0, 10)) {
  const r = (await get(`/v2/top/ranking/${boardId}`, token)).body as Ranking;
  if (!r.me || full.indexOf(r.me.user.id) + 1 !== r.me.position) wrong += 1;
}
const top = ((await get(`/v2/top/ranking/${boardId}`)).body as Ranking).leaders;
for (const row of top) if (row.user && full[row.position - 1] !== row.user.id) wrong += 1;

await measure(`/v2/top/ranking/${boardId}`); // warm-up
const ranking = await measure(`/v2/top/ranking/${boardId}`);
const active = await measure('/v2/top/active');
await t.close();

console.log(
  JSON.stringify(
    {
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      players_on_board: full.length,
      seeded_s: +seededS.toFixed(1),
      clients: CLIENTS,
      seconds: SECONDS,
      places_checked: 10 + top.length,
      places_wrong: wrong,
      ranking,
      active,
    },
    null,
    2,
  ),
);
