/**
 * Console test fixtures (issue 30): a staff member of a role signed in to the console (password, enrolment,
 * the TOTP code), as the cookie header their calls carry.
 */
import type { StaffRole } from '@cases/domain/api/admin';
import { generate } from 'otplib';
import { grantRole } from '../modules/console/staff.ts';

/** Granting and revoking roles as the admin command does, for other areas' tests (no module imports another). */
export { grantRole, revokeRole } from '../modules/console/staff.ts';
import type { Db } from '../db/client.ts';
import type { App } from '../platform/types.ts';
import { register } from './helper.ts';

/** The `console_token=…` pair of an answer's cookies ('' when none). */
export function consoleCookieOf(res: {
  headers: Record<string, string | string[] | number | undefined>;
}): string {
  const all = [res.headers['set-cookie'] ?? []].flat().map(String);
  const raw = all.find((c) => c.startsWith('console_token='));
  return raw ? raw.split(';')[0]! : '';
}

/** A new account given `role` and signed in to the console: its player fields, TOTP secret and cookie. */
export async function signedInStaff(app: App, db: Db, role: StaffRole) {
  const p = await register(app);
  await grantRole(db, p.login, role);
  const login = await app.inject({
    method: 'POST',
    url: '/v1/admin/auth/login',
    payload: { login: p.login, password: p.password },
  });
  if (login.statusCode !== 200) throw new Error(`console login failed: ${login.body}`);
  const { secret } = login.json<{ secret: string }>();
  const res = await app.inject({
    method: 'POST',
    url: '/v1/admin/auth/totp',
    headers: { cookie: consoleCookieOf(login) },
    payload: { code: await generate({ secret }) },
  });
  if (res.statusCode !== 200) throw new Error(`console code refused: ${res.body}`);
  return { ...p, secret, cookie: consoleCookieOf(res) };
}
