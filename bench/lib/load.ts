/**
 * Load shapes for the benches. `closedLoop`: each of `n` clients sends its next request when the
 * last one is answered (the most the shop can do). `fixedRate`: requests start at `rate` per second
 * whatever the answers (latency at a given load, e.g. half the maximum). Latencies in ms.
 * BENCH_TRACE=<file>: `fixedRate` writes there a line per request, when it was due (ms since the
 * epoch) and its latency (ms), to line slow answers up with the server's collections or the database's
 * log.
 */
import { writeFileSync } from 'node:fs';

export interface LoadResult {
  requests: number;
  errors: number;
  /** Error answers by status (0 = the connection failed). */
  errorStatuses: Record<string, number>;
  seconds: number;
  per_second: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

/**
 * One request: resolves to the HTTP status (0 if the connection failed), or to `{ status, ms }` when
 * the step did unmeasured preparation first (e.g. opening cases to have something to sell) and timed
 * its own request (ms).
 */
export type Step = (client: number) => Promise<number | { status: number; ms: number }>;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const r1 = (x: number) => Math.round(x * 10) / 10;

function summarise(latencies: number[], statuses: number[], seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const errorStatuses: Record<string, number> = {};
  for (const s of statuses) if (s !== 200) errorStatuses[s] = (errorStatuses[s] ?? 0) + 1;
  const errors = statuses.filter((s) => s !== 200).length;
  return {
    requests: statuses.length,
    errors,
    errorStatuses,
    seconds: r1(seconds),
    per_second: r1((statuses.length - errors) / seconds),
    p50_ms: r1(pct(sorted, 50)),
    p99_ms: r1(pct(sorted, 99)),
    max_ms: r1(sorted.at(-1) ?? NaN),
  };
}

const timed = async (step: Step, client: number, lat: number[], st: number[]) => {
  const t0 = performance.now();
  const r = await step(client).catch(() => 0);
  lat.push(typeof r === 'number' ? performance.now() - t0 : r.ms);
  st.push(typeof r === 'number' ? r : r.status);
};

export async function closedLoop(
  clients: number,
  seconds: number,
  step: Step,
): Promise<LoadResult> {
  const lat: number[] = [];
  const st: number[] = [];
  const until = Date.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (Date.now() < until) await timed(step, c, lat, st);
    }),
  );
  return summarise(lat, st, (performance.now() - began) / 1000);
}

/**
 * Starts `rate` requests a second for `seconds`, each by a client with no request in flight (a player
 * waits for an opening before the next, as the page's locked button makes them). When every client is
 * busy the request waits for the first one free; its latency counts from when it was due, so a slow
 * shop cannot hide its queue (no coordinated omission).
 */
export async function fixedRate(
  clients: number,
  rate: number,
  seconds: number,
  step: Step,
): Promise<LoadResult> {
  const lat: number[] = [];
  const st: number[] = [];
  const idle = Array.from({ length: clients }, (_, c) => c);
  const waiting: ((client: number) => void)[] = [];
  const take = () =>
    idle.length > 0 ? Promise.resolve(idle.shift()!) : new Promise<number>((r) => waiting.push(r));
  const give = (client: number) => {
    const next = waiting.shift();
    if (next) next(client);
    else idle.push(client);
  };
  const total = Math.round(rate * seconds);
  const began = performance.now();
  const inFlight: Promise<void>[] = [];
  const trace: string[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      (async () => {
        const client = await take();
        const queued = performance.now() - due;
        const t0 = performance.now();
        const r = await step(client).catch(() => 0);
        lat.push(queued + (typeof r === 'number' ? performance.now() - t0 : r.ms));
        if (process.env.BENCH_TRACE) trace.push(`${performance.timeOrigin + due} ${lat.at(-1)}`);
        st.push(typeof r === 'number' ? r : r.status);
        give(client);
      })(),
    );
  }
  await Promise.all(inFlight);
  if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, trace.join('\n'));
  return summarise(lat, st, (performance.now() - began) / 1000);
}
