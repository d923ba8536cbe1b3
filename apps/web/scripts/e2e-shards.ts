/**
 * The browser tests in parallel shards (`npm run test:e2e` runs it with tsx): each shard a Playwright run with
 * its own shop server, database, mock sign-in providers and output folder, so a test that flips a shop-wide
 * switch (tech work, feature flags) never meets another shard's test. Within a shard the tests run one by one
 * (playwright.config.ts `workers: 1`).
 *
 * The spec files are dealt to the shards by their recorded run time (`apps/web/e2e/durations.json`, seconds per
 * file; a file not listed counts as the median), the longest first to the least loaded shard, so the shards end
 * together: Playwright's own `--shard` cuts the sorted file list into runs of equal test counts, which gave one
 * shard the 18-minute accessibility sweep and 9 minutes more than the other. `E2E_DURATIONS_OUT=<file>` writes
 * this run's times per file in the same shape.
 *
 * Env: E2E_SHARDS (default 2; 1 when a spec filter is given), E2E_PORT (base port, default 3100; shard k
 * listens on base + 10·(k−1), its mock providers on +99, a spec's second server on +97, projects.spec.ts's Dota and
 * CS2 shops on +95 and +96). Extra arguments go
 * to Playwright unchanged. Each shard's lines stream with a `[k/N]` prefix; at the end every shard's failures
 * are printed again, and the exit code is 1 if any shard failed. The first shard to fail stops the others (unless
 * E2E_KEEP_GOING=1), so a failing run ends within minutes of its failure; each shard writes a JUnit report to
 * `apps/web/test-results/junit-shard-k.xml` (apps/server/src/test/junit-summary.ts lists the slowest tests from them).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
const filtered = args.some((a) => !a.startsWith('-'));
const shards = Math.max(1, Math.min(4, Number(process.env.E2E_SHARDS ?? (filtered ? 1 : 2))));
const base = Number(process.env.E2E_PORT ?? 3100);

const e2eDir = path.join(root, 'apps/web/e2e');

/** The spec files dealt to `n` shards by recorded time, longest first onto the least loaded shard. */
function dealSpecs(files: string[], seconds: Record<string, number>, n: number): string[][] {
  const known = files.map((f) => seconds[f]).filter((s): s is number => typeof s === 'number');
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 60;
  const time = (f: string) => seconds[f] ?? median;
  const bins = Array.from({ length: n }, () => ({ files: [] as string[], total: 0 }));
  for (const f of [...files].sort((a, b) => time(b) - time(a) || a.localeCompare(b))) {
    const least = bins.reduce((a, b) => (b.total < a.total ? b : a));
    least.files.push(f);
    least.total += time(f);
  }
  return bins.map((b) => b.files.sort());
}

const specs = fs
  .readdirSync(e2eDir)
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
const recorded = JSON.parse(fs.readFileSync(path.join(e2eDir, 'durations.json'), 'utf8')) as Record<
  string,
  number
>;
// With a spec filter, several shards split what it selects with Playwright's `--shard` instead.
const dealt = shards > 1 && !filtered ? dealSpecs(specs, recorded, shards) : [];

/** Runs shard k of `shards`; resolves with its exit code and the lines it printed. */
function runShard(k: number): Promise<{ k: number; code: number; lines: string[] }> {
  const port = base + 10 * (k - 1);
  const shardFiles =
    shards === 1
      ? []
      : filtered
        ? [`--shard=${k}/${shards}`]
        : dealt[k - 1]!.map((f) => `apps/web/e2e/${f}`);
  const out = shards > 1 ? ['--output', `apps/web/test-results/shard-${k}`] : [];
  const junit = path.join(root, `apps/web/test-results/junit-shard-${k}.xml`);
  // The shard server's embedded database (about 45 MB), removed when the shard ends: CI runs on a machine whose
  // disk earlier runs' leftovers once filled (stop 51).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cases-e2e-'));
  const child = spawn(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...out, ...args, ...shardFiles],
    {
      cwd: root,
      env: { ...process.env, E2E_PORT: String(port), E2E_JUNIT: junit, E2E_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping the shard stops its server and Chromium too.
      detached: true,
    },
  );
  running.set(k, child);
  const lines: string[] = [];
  const prefix = shards > 1 ? `[${k}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(k);
      fs.rmSync(dataDir, { recursive: true, force: true });
      const result = { k, code: code ?? 1, lines };
      if (result.code !== 0 && !stopping) stopOthers(k);
      resolve(result);
    });
  });
}

/** The shards still running, by number: a failed shard stops the others (a failing run ends soon, issue 42). */
const running = new Map<number, ReturnType<typeof spawn>>();

/**
 * Stops a shard: SIGINT to its process group, which Playwright takes as an interrupt and ends by stopping its web
 * servers (each in a process group of its own, which a signal to the shard's group does not reach; a SIGTERM ended
 * Playwright without that and left a mock provider holding its port for the next run). Whatever is left of the group
 * after `graceMs` is killed.
 */
function stopShard(child: ReturnType<typeof spawn>, graceMs = 20_000): void {
  try {
    process.kill(-child.pid!, 'SIGINT');
  } catch {
    return; // already gone
  }
  setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // ended by itself
    }
  }, graceMs).unref();
}
let stopping = false;
function stopOthers(failed: number): void {
  if (process.env.E2E_KEEP_GOING === '1') return;
  stopping = true;
  for (const [k, child] of running) {
    process.stdout.write(
      `[${k}/${shards}] stopped: shard ${failed} failed (E2E_KEEP_GOING=1 runs on)\n`,
    );
    stopShard(child);
  }
}

/** Seconds per spec file from Playwright's list-reporter lines (`✓  3 apps/web/e2e/x.spec.ts:12:1 › … (1.4m)`). */
function timesOf(lines: string[]): Record<string, number> {
  const times: Record<string, number> = {};
  for (const line of lines) {
    const m = /e2e\/([\w.-]+\.spec\.ts):\d+:\d+ .*\((\d+(?:\.\d+)?)(ms|s|m)\)$/.exec(line);
    if (!m) continue;
    const value = Number(m[2]) * (m[3] === 'm' ? 60 : m[3] === 'ms' ? 0.001 : 1);
    times[m[1]!] = Math.round((times[m[1]!] ?? 0) + value);
  }
  return times;
}

// The shards run in process groups of their own: a runner stopped from outside (CI's stage timeout) stops them too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running.values()) stopShard(child);
    // Exits once the shards have ended (their close handlers), or at the latest after their grace.
    setTimeout(() => process.exit(1), 25_000).unref();
    stopping = true;
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
if (process.env.E2E_DURATIONS_OUT) {
  const times = timesOf(results.flatMap((r) => r.lines));
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(process.env.E2E_DURATIONS_OUT, `${JSON.stringify(sorted, null, 2)}\n`);
}
let failed = false;
for (const { k, code, lines } of results) {
  if (code === 0) continue;
  failed = true;
  const first = lines.findIndex((l) => /^ {2}1\) /.test(l));
  process.stdout.write(`\n== shard ${k}/${shards}: exit ${code}, its failures again ==\n`);
  process.stdout.write(`${(first >= 0 ? lines.slice(first) : lines.slice(-60)).join('\n')}\n`);
}
process.exit(failed ? 1 : 0);
