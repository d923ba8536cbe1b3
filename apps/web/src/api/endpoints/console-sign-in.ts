/**
 * POST /v1/admin/auth/login {login, password} (issue 30 "Access"): the console's first step with a staff
 * member's shop login and password. Answers `enroll` (first visit: a new TOTP secret and its otpauth URI
 * for an authenticator app) or `verify`; the pending session travels in the HttpOnly `console_token`
 * cookie, which the page never sees. Anyone without a staff role gets 404 dataNotFound; 429 after too
 * many attempts.
 */
import { useMutation } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { consoleLoginResponse } from '@cases/domain/api/admin';
import type { z } from 'zod';
import { apiPost } from '../client.ts';

export type ConsoleLoginStep = Camel<z.infer<typeof consoleLoginResponse>>;

/** Sends the password step. */
export function consoleSignIn(body: {
  login: string;
  password: string;
}): Promise<ConsoleLoginStep> {
  return apiPost('/v1/admin/auth/login', { schema: consoleLoginResponse, body });
}

export function useConsoleSignIn() {
  return useMutation({ mutationFn: consoleSignIn });
}
