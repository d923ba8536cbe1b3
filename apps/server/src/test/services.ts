/**
 * Real PostgreSQL and Redis for the multi-process tests. Reuses TEST_PG_URL / REDIS_URL when set (CI
 * starts both), otherwise starts private ones from Debian's binaries in a temp folder. Missing binaries
 * are an error with a clear message, never a skipped test.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { waitUntil } from './wait.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
};

/** `run` without blocking the test's event loop (its load goes on while PostgreSQL recovers). */
const runAsync = async (cmd: string, args: string[]) => {
  await promisify(execFile)(cmd, args, { encoding: 'utf8' });
};

/** A fresh database URL on TEST_PG_URL's server, or on a private server; `stop` ends what was started. */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  let base = process.env.TEST_PG_URL ?? process.env.TEST_DATABASE_URL;
  let stop = () => undefined as void;
  if (!base) {
    if (!existsSync(`${PG_BIN}/initdb`))
      throw new Error(
        `PostgreSQL is not installed (${PG_BIN}/initdb): apt-get install postgresql, or set TEST_PG_URL`,
      );
    const dir = mkdtempSync(path.join(tmpdir(), 'pg-'));
    const port = await freePort();
    const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    if (asPg.length) run('chown', ['postgres', dir]);
    const pgRun = (bin: string, args: string[]) =>
      asPg.length
        ? run(asPg[0]!, [...asPg.slice(1), `${PG_BIN}/${bin}`, ...args])
        : run(`${PG_BIN}/${bin}`, args);
    pgRun('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
    pgRun('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-o', opts, '-w', 'start']);
    base = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stop = () => {
      pgRun('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const name = `mp_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), stop };
}

/** Whether a redis-server answers PING on the local `port` (false while it is still starting). */
const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const end = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => end(false));
    socket.once('error', () => end(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => end(d.toString().startsWith('+PONG')));
  });

/** Waits until the redis-server on `port` answers (it listens a moment after it was spawned). */
const redisUp = (port: number) => waitUntil(() => answersPing(port));

/** REDIS_URL when set, or a private redis-server on a free port. */
export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  const probe = spawnSync('redis-server', ['--version']);
  if (probe.error || probe.status !== 0)
    throw new Error(
      'redis-server is not installed: apt-get install redis-server, or set REDIS_URL',
    );
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await redisUp(port);
  return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}

/** A PostgreSQL server of the test's own that it may restart (fault tests); `url` is a fresh database. */
export interface OwnPostgres {
  url: string;
  /** Stops the server at once (`-m immediate`, as a crash), waits `downMs`, starts it again. */
  restart(downMs?: number): Promise<void>;
  stop(): void;
}

/** Starts a private PostgreSQL from Debian's binaries on a free port (never TEST_PG_URL's server). */
export async function ownPostgres(): Promise<OwnPostgres> {
  if (!existsSync(`${PG_BIN}/initdb`))
    throw new Error(`PostgreSQL is not installed (${PG_BIN}/initdb): apt-get install postgresql`);
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-own-'));
  const port = await freePort();
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPg.length) run('chown', ['postgres', dir]);
  const command = (bin: string, args: string[]): [string, string[]] =>
    asPg.length
      ? [asPg[0]!, [...asPg.slice(1), `${PG_BIN}/${bin}`, ...args]]
      : [`${PG_BIN}/${bin}`, args];
  const pgRun = (bin: string, args: string[]) => run(...command(bin, args));
  const pgRunAsync = (bin: string, args: string[]) => runAsync(...command(bin, args));
  pgRun('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const startArgs = ['-D', `${dir}/data`, '-l', `${dir}/log`, '-o', opts, '-w', 'start'];
  pgRun('pg_ctl', startArgs);
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shop`,
    restart: async (downMs = 1000) => {
      await pgRunAsync('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      // Time is the subject: an outage of `downMs`, which the shop must ride out.
      await new Promise((r) => setTimeout(r, downMs));
      await pgRunAsync('pg_ctl', startArgs);
    },
    stop: () => {
      pgRun('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server of the test's own on a free port that it may restart (its data is not kept). */
export async function ownRedis(): Promise<{
  url: string;
  restart(downMs?: number): Promise<void>;
  stop(): void;
}> {
  const probe = spawnSync('redis-server', ['--version']);
  if (probe.error || probe.status !== 0)
    throw new Error('redis-server is not installed: apt-get install redis-server');
  const port = await freePort();
  let child: ChildProcess;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await redisUp(port);
  };
  await start();
  const kill = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async (downMs = 1000) => {
      await kill();
      // Time is the subject: an outage of `downMs`, which the shop must ride out.
      await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    stop: () => void child.kill('SIGKILL'),
  };
}
