/**
 * The commands of `npm run admin` (admin-cli.ts; issue 30 "Access", docs/console.md "Getting in"): `grant <login>
 * <role>`, `revoke <login>`, `add <login>[,<login>…] <role>` (new staff accounts; password from `password()` —
 * ADMIN_PASSWORD — or generated and printed once). A grant or revoke queues the end of the member's sockets in its
 * transaction (staff-sockets.ts), on `jobs`, a send-only queue of the shop's database. Throws a plain Error with the
 * usage, or naming a wrong login or role.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { addStaff, grantRole, revokeRole } from './staff.ts';
import { defineStaffSocketsEnd, queueStaffSocketsEnd } from './staff-sockets.ts';

export const USAGE =
  'usage: npm run admin -- grant <login> <owner|admin|support|content> | revoke <login> | add <login>[,<login>…] <role>';

/** Throws the usage unless `args` is one of the commands. */
export function checkStaffArgs(args: readonly string[]): void {
  const [command, login, role] = args;
  if (
    !login ||
    (command !== 'revoke' && !role) ||
    !['grant', 'revoke', 'add'].includes(command ?? '')
  )
    throw new Error(USAGE);
}

/** Runs one command; `write` gets what it prints. */
export async function runStaffCommand(
  db: Db,
  jobs: Jobs,
  args: readonly string[],
  write: (line: string) => void,
  password: () => string | undefined = () => process.env.ADMIN_PASSWORD,
): Promise<void> {
  checkStaffArgs(args);
  const [command, login = '', role] = args;
  defineStaffSocketsEnd(jobs, null);
  await jobs.ready();
  const endSockets = (tx: Parameters<typeof queueStaffSocketsEnd>[1], userId: number) =>
    queueStaffSocketsEnd(jobs, tx, userId);
  if (command === 'grant') await grantRole(db, login, role!, null, endSockets);
  else if (command === 'revoke') await revokeRole(db, login, null, endSockets);
  else
    for (const one of login.split(',')) {
      const given = password();
      const chosen = given ?? randomBytes(12).toString('base64url');
      await addStaff(db, one, role!, chosen);
      if (given === undefined) write(`${one}: password (shown once): ${chosen}\n`);
    }
  write(command === 'revoke' ? `${login} has no role now\n` : `${login} is now ${role}\n`);
}
