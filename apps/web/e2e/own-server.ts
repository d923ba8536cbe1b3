/**
 * A second shop server for the specs that need other settings than the shared one (error-reporting.spec.ts,
 * projects.spec.ts):
 * a fresh embedded database, the same web build, its own port, started and stopped by the test.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Starts `npm run start -w @cases/server` on `port` with `env`; resolves when it answers, with its stop. */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cases-e2e-own-'));
  const child = spawn('npm', ['run', 'start', '-w', '@cases/server'], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
  });
  // A PUBLIC_URL naming another host for the same address (`localhost`) keeps two shops' cookies apart.
  const baseURL = env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  const statusURL = `http://127.0.0.1:${port}/v1/monitoring/status`;
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await fetch(statusURL).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the second server on ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
