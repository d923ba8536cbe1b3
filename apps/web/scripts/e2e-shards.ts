/**
 * The browser tests in parallel shards (`npm run test:e2e` runs it with tsx): Playwright's `--shard=k/N`, each shard with its
 * own shop server, database, mock sign-in providers and output folder, so a test that flips a shop-wide
 * switch (tech work, feature flags) never meets another shard's test. Within a shard the tests run one by one
 * as before (playwright.config.ts `workers: 1`).
 *
 * Env: E2E_SHARDS (default 2; 1 when a spec filter is given), E2E_PORT (base port, default 3100; shard k
 * listens on base + 10·(k−1), its mock providers on +99, a spec's second server on +97). Extra arguments go
 * to Playwright unchanged. Each shard's lines stream with a `[k/N]` prefix; at the end every shard's failures
 * are printed again, and the exit code is 1 if any shard failed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
const filtered = args.some((a) => !a.startsWith('-'));
const shards = Math.max(1, Math.min(4, Number(process.env.E2E_SHARDS ?? (filtered ? 1 : 2))));
const base = Number(process.env.E2E_PORT ?? 3100);

/** Runs shard k of `shards`; resolves with its exit code and the lines it printed. */
function runShard(k: number): Promise<{ k: number; code: number; lines: string[] }> {
  const port = base + 10 * (k - 1);
  const shardArgs = shards > 1 ? [`--shard=${k}/${shards}`] : [];
  const out = shards > 1 ? ['--output', `apps/web/test-results/shard-${k}`] : [];
  const child = spawn(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...shardArgs, ...out, ...args],
    {
      cwd: root,
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const prefix = shards > 1 ? `[${k}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ k, code: code ?? 1, lines }));
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
let failed = false;
for (const { k, code, lines } of results) {
  if (code === 0) continue;
  failed = true;
  const first = lines.findIndex((l) => /^ {2}1\) /.test(l));
  process.stdout.write(`\n== shard ${k}/${shards}: exit ${code}, its failures again ==\n`);
  process.stdout.write(`${(first >= 0 ? lines.slice(first) : lines.slice(-60)).join('\n')}\n`);
}
process.exit(failed ? 1 : 0);
