/**
 * `npm run admin -- grant <login> <role>` | `revoke <login>` | `add <login>[,<login>…] <role>` (new staff accounts;
 * password from ADMIN_PASSWORD or printed once) (issue 30 "Access"): bootstraps console staff on the
 * server's machine, against the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR — stop
 * the server first for the embedded one, which one process at a time may open). Roles: owner, admin, support,
 * content (docs/console.md). Exits 1 with a message on a wrong command, login or role.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { addStaff, grantRole, revokeRole } from './modules/console/staff.ts';

const USAGE =
  'usage: npm run admin -- grant <login> <owner|admin|support|content> | revoke <login>';

async function main(args: string[]): Promise<void> {
  const [command, login, role] = args;
  if (
    !login ||
    (command !== 'revoke' && !role) ||
    !['grant', 'revoke', 'add'].includes(command ?? '')
  )
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
    else if (command === 'revoke') await revokeRole(database.db, login);
    else
      for (const one of login.split(',')) {
        const given = process.env.ADMIN_PASSWORD;
        const password = given ?? randomBytes(12).toString('base64url');
        await addStaff(database.db, one, role!, password);
        if (given === undefined)
          process.stdout.write(`${one}: password (shown once): ${password}\n`);
      }
    process.stdout.write(
      command === 'revoke' ? `${login} has no role now\n` : `${login} is now ${role}\n`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
