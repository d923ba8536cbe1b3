/**
 * Signing a console spec's own staff account in (issue 30; accounts in console-owner.ts) through the API, the
 * way the sign-in page does: password, then the authenticator code — enrolling the second factor on the first
 * sign-in and remembering its secret for later sign-ins in the same spec file, each with a code of a later time step
 * than the last (the server refuses a step's code twice, issue 44). The console cookie lands in the browser
 * context, so its pages open signed in; a later sign-in of the same login reuses it while the server takes it.
 * What a login has learnt (its secret, last step and cookie) is kept in a file of the run's data folder
 * (E2E_DATA_DIR, one file a login), so a worker Playwright starts afresh after a failed test still signs the spec's
 * accounts in: one failure stays one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Cookie } from '@playwright/test';
import { generate } from 'otplib';
import { CONSOLE_OWNER } from './console-owner.ts';

const STEP_MS = 30_000;

/**
 * What one login has learnt in this run: its authenticator secret, the last 30 s time step it signed in with (the
 * server takes a step's code once, issue 44), and the console cookie of its last sign-in (a later sign-in puts it in
 * the new context and uses it while the server still takes it: no code spent, no wait for the next step).
 */
interface Learnt {
  secret?: string;
  lastStep?: number;
  session?: Cookie[];
}
const memory = new Map<string, Learnt>();
const fileOf = (login: string) =>
  process.env.E2E_DATA_DIR
    ? path.join(process.env.E2E_DATA_DIR, `e2e-console-${login.replace(/[^\w.-]/g, '_')}.json`)
    : null;
function learnt(login: string): Learnt {
  const known = memory.get(login);
  if (known) return known;
  const file = fileOf(login);
  const read =
    file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Learnt) : {};
  memory.set(login, read);
  return read;
}
function learn(login: string, more: Learnt): void {
  const next = { ...learnt(login), ...more };
  memory.set(login, next);
  const file = fileOf(login);
  if (file) fs.writeFileSync(file, JSON.stringify(next));
}
const CONSOLE_COOKIE = 'console_token';

/**
 * A code of `login`'s `secret` the server takes now: the current 30 s step's, or the next one's (inside the
 * server's window of one step either way) when this spec already signed in with the current one; when both are
 * used, waits for the clock to reach the next step, which is what the server waits for too.
 */
export async function nextCode(login: string, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (learnt(login).lastStep ?? -1) + 1);
  const early = (step - 1) * STEP_MS - Date.now();
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 1_000));
  learn(login, { lastStep: step });
  return generate({ secret, epoch: step * (STEP_MS / 1000) });
}

/**
 * Signs `login` (a staff account of console-owner.ts) in to the shop in `context` with its password, as a
 * player signs in: the web shows the console's sign-in only to an account with a staff role (issue 44).
 */
export async function signInShop(
  context: BrowserContext,
  baseURL: string,
  login: string,
): Promise<void> {
  const res = await context.request.post('/v1/auth/login', {
    data: { login, password: CONSOLE_OWNER.password },
  });
  if (!res.ok()) throw new Error(`shop login of ${login}: ${res.status()} ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  await context.addCookies([
    { name: 'access_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' },
    { name: 'signed_in', value: '1', url: baseURL, sameSite: 'Strict' },
  ]);
}

/** Signs `login` (one of CONSOLE_STAFF) in to the console in `context`; throws on a refusal. */
export async function signInConsole(context: BrowserContext, login: string): Promise<void> {
  const kept = learnt(login).session;
  if (kept) {
    await context.addCookies(kept);
    const me = await context.request.get('/v1/admin/me');
    // Ended since (blocked, signed out, sessions ended): sign in afresh below.
    if (me.ok() && ((await me.json()) as { login: string | null }).login === login) return;
  }
  const step = await context.request.post('/v1/admin/auth/login', {
    data: { login, password: CONSOLE_OWNER.password },
  });
  if (!step.ok())
    throw new Error(`console login of ${login}: ${step.status()} ${await step.text()}`);
  const body = (await step.json()) as { step: 'enroll' | 'verify'; secret: string | null };
  if (body.step === 'enroll' && body.secret) learn(login, { secret: body.secret });
  const secret = learnt(login).secret;
  if (!secret)
    throw new Error(`${login} enrolled in another spec file: give this spec its own account`);
  const code = await context.request.post('/v1/admin/auth/totp', {
    data: { code: await nextCode(login, secret) },
  });
  if (!code.ok())
    throw new Error(`console code of ${login}: ${code.status()} ${await code.text()}`);
  learn(login, {
    session: (await context.cookies()).filter((c) => c.name === CONSOLE_COOKIE),
  });
}

/** The authenticator secret `login` enrolled with in this spec file (for signing in through the pages). */
export function consoleSecret(login: string): string {
  const secret = learnt(login).secret;
  if (!secret)
    throw new Error(`${login} has not signed in through signInConsole in this spec file`);
  return secret;
}
