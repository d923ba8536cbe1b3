/**
 * PostgreSQL's own ceiling on this machine: `pgbench`'s TPC-B-like workload (scale 10, 16 clients by
 * default) against a database of its own on the same server the shop uses. Debian's `postgresql`
 * package ships the binary. Returns transactions per second (without connection time).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

const PGBENCH = ['/usr/lib/postgresql/15/bin/pgbench', '/usr/bin/pgbench'].find((p) =>
  existsSync(p),
);

export async function pgbenchTps(
  url: string,
  { scale = 10, clients = 16, seconds = 15 } = {},
): Promise<number> {
  if (!PGBENCH) throw new Error('pgbench not found: apt-get install postgresql');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists bench_pgbench');
  await admin.query('create database bench_pgbench');
  await admin.end();
  const u = new URL(url);
  u.pathname = '/bench_pgbench';
  const target = u.toString();
  execFileSync(PGBENCH, ['-i', '-q', '-s', String(scale), target], { stdio: 'ignore' });
  const out = execFileSync(
    PGBENCH,
    ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), target],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  if (!tps) throw new Error(`unexpected pgbench output: ${out}`);
  return Number(tps);
}

/** A fresh empty database on the server at `url` for one bench run. */
export async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
