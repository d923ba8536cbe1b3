/**
 * Signing a console spec's own staff account in (issue 30; accounts in console-owner.ts) through the API, the
 * way the sign-in page does: password, then the authenticator code — enrolling the second factor on the first
 * sign-in and remembering its secret for later sign-ins in the same spec file. The console cookie lands in the
 * browser context, so its pages open signed in.
 */
import type { BrowserContext } from '@playwright/test';
import { generate } from 'otplib';
import { CONSOLE_OWNER } from './console-owner.ts';

const secrets = new Map<string, string>();

/** Signs `login` (one of CONSOLE_STAFF) in to the console in `context`; throws on a refusal. */
export async function signInConsole(context: BrowserContext, login: string): Promise<void> {
  const step = await context.request.post('/v1/admin/auth/login', {
    data: { login, password: CONSOLE_OWNER.password },
  });
  if (!step.ok())
    throw new Error(`console login of ${login}: ${step.status()} ${await step.text()}`);
  const body = (await step.json()) as { step: 'enroll' | 'verify'; secret: string | null };
  if (body.step === 'enroll' && body.secret) secrets.set(login, body.secret);
  const secret = secrets.get(login);
  if (!secret)
    throw new Error(`${login} enrolled in another spec file: give this spec its own account`);
  const code = await context.request.post('/v1/admin/auth/totp', {
    data: { code: await generate({ secret }) },
  });
  if (!code.ok())
    throw new Error(`console code of ${login}: ${code.status()} ${await code.text()}`);
}

/** The authenticator secret `login` enrolled with in this spec file (for signing in through the pages). */
export function consoleSecret(login: string): string {
  const secret = secrets.get(login);
  if (!secret)
    throw new Error(`${login} has not signed in through signInConsole in this spec file`);
  return secret;
}
