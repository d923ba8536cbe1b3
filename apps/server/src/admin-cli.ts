/**
 * `npm run admin -- grant <login> <role>` | `revoke <login>` (issue 30 "Access"): bootstraps console staff on the
 * server's machine, against the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR — stop
 * the server first for the embedded one, which one process at a time may open). Roles: owner, admin, support,
 * content (docs/console.md). Exits 1 with a message on a wrong command, login or role.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { grantRole, revokeRole } from './modules/console/staff.ts';

const USAGE =
  'usage: npm run admin -- grant <login> <owner|admin|support|content> | revoke <login>';

async function main(args: string[]): Promise<void> {
  const [command, login, role] = args;
  if (!login || (command === 'grant' && !role) || !['grant', 'revoke'].includes(command ?? ''))
    throw new Error(USAGE);
  const config = loadConfig();
  let database;
  if (config.databaseUrl) database = await openPostgres(config.databaseUrl, 1);
  else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openPglite(path.join(config.dataDir, 'pg'));
  }
  try {
    if (command === 'grant') await grantRole(database.db, login, role!);
    else await revokeRole(database.db, login);
    console.log(command === 'grant' ? `${login} is now ${role}` : `${login} has no role now`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
