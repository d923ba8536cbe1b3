/**
 * `npm run start:projects` (issue 34, decision 019): both game projects side by side for a newcomer — a Dota
 * shop at http://localhost:PORT (default 3000) and a CS2 shop at http://127.0.0.1:PORT+1, each with its own
 * embedded database (`<DATA_DIR or .data/projects>/<id>`), the switcher on (PROJECTS names both) and a hand-off key made for this run. Stops
 * both on Ctrl-C; if one exits, the other is stopped too. Run after `npm run build -w @cases/web`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_PROJECTS } from '@cases/domain/projects';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = Number(process.env.PORT ?? 3000);
const ports = Object.fromEntries(GAME_PROJECTS.map((id, i) => [id, base + i]));
// Browsers keep cookies per host, not per port: the shops get a host name each (localhost and 127.0.0.1, the
// same machine), or the sign-in cookie of one would be sent to the other.
const HOSTS = ['localhost', '127.0.0.1'];
const urls = Object.fromEntries(
  GAME_PROJECTS.map((id, i) => [id, `http://${HOSTS[i % HOSTS.length]}:${ports[id]}`]),
);
const projects = GAME_PROJECTS.map((id) => `${id}=${urls[id]}`).join(',');
const secret = process.env.PROJECT_HANDOFF_SECRET ?? randomBytes(32).toString('hex');
const root = process.env.INIT_CWD ?? process.cwd();

const children: ChildProcess[] = GAME_PROJECTS.map((id) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    env: {
      ...process.env,
      GAME_PROJECT: id,
      PORT: String(ports[id]),
      // Listens on every local address, so both host names reach it.
      HOST: '0.0.0.0',
      PUBLIC_URL: urls[id],
      DATA_DIR: path.join(process.env.DATA_DIR ?? path.join(root, '.data', 'projects'), id),
      PROJECTS: projects,
      PROJECT_HANDOFF_SECRET: secret,
      // The switcher is off by default; this runner is there to show it (over `npm start`'s default flags, or
      // FEATURE_FLAGS as given, which may still turn it off).
      FEATURE_FLAGS: `project_switcher=true,${process.env.FEATURE_FLAGS ?? 'provably_fair=true'}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tag = `[${id}] `;
  const prefix = (out: NodeJS.WriteStream) => (chunk: Buffer) =>
    out.write(
      chunk
        .toString()
        .split('\n')
        .filter((line, i, all) => line !== '' || i < all.length - 1)
        .map((line) => tag + line)
        .join('\n') + '\n',
    );
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  return child;
});

console.log(
  GAME_PROJECTS.map((id) => `${id}: ${urls[id]}`).join('  ·  ') +
    '  (the header switches between them)',
);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
};
for (const c of children) c.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
