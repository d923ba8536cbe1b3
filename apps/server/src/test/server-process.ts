/**
 * Spawns `tsx apps/server/src/main.ts` as a separate process (multi-process tests): waits until it
 * answers HTTP, and can be stopped gracefully or killed with SIGKILL.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './services.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a server with `env` on a free port; rejects with its output if it is not up in 180 s
 * (CI starts these beside the browser tests: a cluster's processes took over 60 s there). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    const ok = await fetch(`${url}/v1/monitoring/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => out,
    // npx → node: signal the whole process group this spawn created (detached), and only it.
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
      await exited;
    },
  };
}
