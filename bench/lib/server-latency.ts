/**
 * Where a phase's latency tail comes from (issue 14, half-load p99): the shop's own request
 * histogram (`cases_http_request_duration_seconds` of `GET /metrics`, time from the request's
 * arrival to its answer inside the server) read before and after the phase, and the load
 * generator's own event-loop delay during it. A client p99 far above the server's means the time was
 * lost outside the server (the generator, the kernel, the shared cores). With WORKERS > 1 the
 * histogram is the answering process's only. Latencies in ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Cumulative counts by bucket bound (seconds, `+Inf` as Infinity) for one route, all statuses. */
type Buckets = Map<number, number>;

async function routeBuckets(base: string, method: string, route: string): Promise<Buckets> {
  const token = process.env.METRICS_TOKEN;
  const res = await fetch(`${base}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  const text = await res.text();
  const buckets: Buckets = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith('cases_http_request_duration_seconds_bucket{')) continue;
    if (!line.includes(`method="${method}"`) || !line.includes(`route="${route}"`)) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1];
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (le === undefined || !Number.isFinite(count)) continue;
    const bound = le === '+Inf' ? Infinity : Number(le);
    buckets.set(bound, (buckets.get(bound) ?? 0) + count);
  }
  return buckets;
}

export interface TailReport {
  /** Requests the server timed on the route during the phase. */
  server_requests: number;
  /** Share answered by the server within 20 ms (the p99 bound). */
  server_within_20ms: number;
  /** The smallest histogram bound (ms) that holds 99 % of them: the server's p99 is at most this. */
  server_p99_at_most_ms: number | null;
  /** The load generator's worst event-loop delay in the phase (ms). */
  generator_loop_max_ms: number;
}

/** Measures around `phase`; returns its result and the report. */
export async function withTailReport<T>(
  base: string,
  method: string,
  route: string,
  phase: () => Promise<T>,
): Promise<{ result: T; tail: TailReport }> {
  const before = await routeBuckets(base, method, route);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const result = await phase();
  loop.disable();
  const after = await routeBuckets(base, method, route);
  const diff = [...after.entries()]
    .map(([le, n]) => [le, n - (before.get(le) ?? 0)] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = diff.find(([le]) => le === Infinity)?.[1] ?? 0;
  const within20 = diff.find(([le]) => le === 0.02)?.[1] ?? 0;
  const p99 = diff.find(([, n]) => total > 0 && n >= 0.99 * total)?.[0];
  return {
    result,
    tail: {
      server_requests: total,
      server_within_20ms: total > 0 ? Math.round((within20 / total) * 10_000) / 10_000 : 0,
      server_p99_at_most_ms: p99 === undefined || p99 === Infinity ? null : p99 * 1000,
      generator_loop_max_ms: Math.round(loop.max / 1e5) / 10,
    },
  };
}
