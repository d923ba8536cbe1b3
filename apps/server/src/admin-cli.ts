/**
 * `npm run admin -- grant <login> <role>` | `revoke <login>` | `add <login>[,<login>…] <role>` (new staff accounts;
 * password from ADMIN_PASSWORD or printed once) (issue 30 "Access"): bootstraps console staff on the
 * server's machine, against the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR — stop
 * the server first for the embedded one, which one process at a time may open). Roles: owner, admin, support,
 * content (docs/console.md). The commands are modules/console/staff-cli.ts; this file opens the database and a
 * send-only job queue on it (a role change ends the member's sockets through a job a server runs). Exits 1 with a
 * message on a wrong command, login or role.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { checkStaffArgs, runStaffCommand } from './modules/console/staff-cli.ts';
import { startJobs } from './platform/jobs.ts';

async function main(args: string[]): Promise<void> {
  checkStaffArgs(args);
  const config = loadConfig();
  let database;
  if (config.databaseUrl)
    database = await openPostgres(config.databaseUrl, 2, {}, config.databaseOwnerUrl);
  else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openPglite(path.join(config.dataDir, 'pg'));
  }
  try {
    const jobs = await startJobs(database.db, {
      ...config.ops.jobs,
      work: false,
      stopTimeoutMs: 5_000,
      log: { error: (obj, msg) => process.stderr.write(`${msg}: ${JSON.stringify(obj)}\n`) },
    });
    try {
      await runStaffCommand(database.db, jobs, args, (line) => process.stdout.write(line));
    } finally {
      await jobs.stop();
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
