/**
 * Sign-in wire schemas, spec 000 §7 "Auth and session".
 */
import { z } from 'zod';

export const quickRegistrationResponse = z.object({
  login: z.string(),
  password: z.string(),
  access_token: z.string(),
});

export const loginBody = z.object({
  login: z.string().min(1).max(64),
  password: z.string().min(1).max(200),
});
export const loginResponse = z.object({ access_token: z.string() });
export const okResponse = z.object({ success: z.literal(true) });
