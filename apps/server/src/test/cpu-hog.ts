/**
 * Keeps every core busy, to run the tests on a loaded machine (issue 27: tests wait for the thing,
 * not for a time). One worker thread per core spins a busy loop at normal priority. Plain Node (run
 * through tsx like the other test tools), no dependency.
 *
 *   npx tsx apps/server/src/test/cpu-hog.ts                      spins until killed (Ctrl-C)
 *   npx tsx apps/server/src/test/cpu-hog.ts -- npm run test:e2e  spins while the command runs, then
 *                                                                stops and exits with its exit code
 *
 * HOG_THREADS overrides the number of threads (default: the number of cores). The threads live in this
 * process, so they end with it however it ends.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const threads = Number(process.env.HOG_THREADS ?? os.availableParallelism());
const spin = 'for (;;) { Math.sqrt(Math.random()); }';
const workers = Array.from({ length: threads }, () => new Worker(spin, { eval: true }));
console.error(`cpu-hog: ${threads} busy thread(s) on ${os.availableParallelism()} core(s)`);

const stop = () => Promise.all(workers.map((w) => w.terminate()));

const dash = process.argv.indexOf('--');
const [file, ...args] = dash === -1 ? [] : process.argv.slice(dash + 1);
if (!file) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stop().then(() => process.exit(0)));
  }
} else {
  const child = spawn(file, args, { stdio: 'inherit' });
  // Ctrl-C reaches the child through the terminal; a TERM sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await new Promise<number>((resolve) => {
    child.on('error', (err) => {
      console.error(`cpu-hog: cannot run ${file}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  await stop();
  console.error(`cpu-hog: stopped; the command exited with ${code}`);
  process.exit(code);
}
