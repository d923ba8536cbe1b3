/**
 * Sign-in wire schemas, spec 000 §7 "Auth and session".
 */
import { z } from 'zod';
import { GAME_PROJECTS } from '../projects.ts';

/**
 * The sign-up confirmations every sign-up carries (spec 000 §1 auth checkboxes): 18 or older and the user
 * agreement accepted. The server refuses a sign-up without both `true` (400 terms_not_accepted).
 */
export const signUpConsent = z
  .object({ age_confirmed: z.boolean().optional(), terms_accepted: z.boolean().optional() })
  .passthrough();
export const hasConsent = (
  body: { age_confirmed?: boolean; terms_accepted?: boolean } | null | undefined,
) => body?.age_confirmed === true && body.terms_accepted === true;

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

/**
 * `POST /v1/auth/login` with `{token}` (spec 000 §7 "body credentials or {token}"): a one-time external token —
 * the project hand-off token of `POST /v1/projects/handoff` (issue 34), the one `POST /nitro-api/login` takes.
 */
export const tokenLoginBody = z.object({ token: z.string().min(1).max(2048) }).strict();

/** `POST /v1/auth/login`'s body: login and password, or an external token. */
export const authLoginBody = z.union([loginBody, tokenLoginBody]);
export const okResponse = z.object({ success: z.literal(true) });

/** External sign-in providers (spec 000 §1 "Sign-in providers"). */
export const SIGN_IN_PROVIDERS = ['steam', 'google', 'vk'] as const;
export const signInProvider = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof signInProvider>;

/**
 * `POST /nitro-api/login` (spec 000 §7, the provider sign-in's hand-off): the session's token; `new_user` when
 * this sign-in created the account (the sign-up mark, spec 000 §2; issue 31) and the provider it came through.
 */
export const externalLoginResponse = loginResponse.extend({
  new_user: z.boolean(),
  provider: signInProvider.nullable(),
});

/**
 * `POST /v1/auth/login`'s answer (spec 000 §7 "response accessToken"); a token sign-in adds `new_user` and
 * `provider` as `POST /nitro-api/login` does.
 */
export const authLoginResponse = loginResponse.extend({
  new_user: z.boolean().optional(),
  provider: signInProvider.nullable().optional(),
});

/**
 * `POST /nitro-api/login`'s optional body (issue 34, the project switcher): a one-time hand-off token made
 * by another project's backend (`POST /v1/projects/handoff`). Without it, the provider sign-in's cookie.
 */
export const externalLoginBody = z
  .object({ token: z.string().min(1).max(2048).optional() })
  .strict()
  .nullish();

/** `POST /v1/projects/handoff` (issue 34): the project to switch to. */
export const projectHandoffBody = z.object({ project: z.enum(GAME_PROJECTS) }).strict();

/**
 * Its answer: the other project's address carrying the one-time token in the fragment
 * (`https://cs.example/#handoff=<token>`), where the page trades it at `POST /nitro-api/login`.
 */
export const projectHandoffResponse = z.object({ target: z.string() });

/** `GET /v1/auth/{provider}?age_confirmed&terms_accepted&redirect` (spec 000 §7). */
export const externalSignInQuery = z.object({
  redirect: z.string().max(500).optional(),
  age_confirmed: z.enum(['true', 'false']).optional(),
  terms_accepted: z.enum(['true', 'false']).optional(),
});
// The marker cookie of a waiting provider sign-in lives in site.ts (zod-free); re-exported for the server.
export { EXTERNAL_PENDING_COOKIE } from '../site.ts';

/** → the provider address to send the browser to. */
export const externalSignInResponse = z.object({ target: z.string() });

/** One active session in `GET /v1/auth/sessions` (issue 8): times ISO 8601; `current` is the caller's. */
export const sessionView = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;
export const sessionsResponse = z.object({ sessions: z.array(sessionView) });
/** `POST /v1/auth/sessions/revoke { id }`. */
export const revokeSessionBody = z.object({ id: z.string().uuid() });
/** `POST /v1/auth/sessions/revoke-others` and `POST /v1/auth/password` → how many sessions ended. */
export const revokedResponse = z.object({ success: z.literal(true), revoked: z.number().int() });
/** `POST /v1/auth/password { current_password, new_password }`: 8–200 characters. */
export const changePasswordBody = z.object({
  current_password: z.string().min(1).max(200),
  new_password: z.string().min(8).max(200),
});
