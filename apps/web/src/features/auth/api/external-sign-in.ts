/**
 * Sign-in with Steam, Google or VK (spec 000 §1 "Sign-in providers", §7):
 * GET /v1/auth/{provider}?age_confirmed&terms_accepted&redirect → { target }; the browser goes to
 * `target`, and after the provider the server sends it back to `redirect` (or to
 * `/?auth_error=<code>`) holding a one-time HttpOnly cookie that `finishExternalSignIn` trades for a token.
 */
import type { z } from 'zod';
import type { externalLoginResponse, SignInProvider } from '@cases/domain/api/auth';
import { camelize, type Camel } from '@cases/domain/casing';
import { apiGet } from '../../../api/client.ts';
import type { Consent } from './quick-registration.ts';

/** The provider's sign-in address for this player; `redirect` is the in-site path to return to. */
export async function externalSignInTarget(
  provider: SignInProvider,
  consent: Consent,
  redirect: string,
): Promise<string> {
  const res = await apiGet(`/v1/auth/${provider}`, {
    schema: () => import('@cases/domain/api/auth').then((m) => m.externalSignInResponse),
    query: {
      age_confirmed: consent.ageConfirmed,
      terms_accepted: consent.termsAccepted,
      redirect,
    },
  });
  return res.target;
}

/** A provider sign-in handed over: the token, and whether it created the account (and through whom). */
export type ExternalSignIn = Camel<z.infer<typeof externalLoginResponse>>;

/**
 * POST /nitro-api/login (same origin, cookie, no body) → { access_token, new_user, provider }, or null when
 * no sign-in is pending. Deliberately outside the API client: a 401 here is the normal answer for a visitor,
 * so it must neither log nor toast nor sign anyone out.
 */
export async function finishExternalSignIn(): Promise<ExternalSignIn | null> {
  try {
    const res = await fetch('/nitro-api/login', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const { externalLoginResponse: schema } = await import('@cases/domain/api/auth');
    const body = schema.safeParse(await res.json());
    return body.success && body.data.access_token ? camelize(body.data) : null;
  } catch {
    return null;
  }
}

/**
 * POST /nitro-api/login { token } (issue 34): trades another project's one-time hand-off token for a session
 * here; null when the token is refused (forged, expired, already used). Outside the API client for the same
 * reason as finishExternalSignIn: a refusal is shown by the caller, not as a generic error.
 */
export async function takeProjectHandoff(token: string): Promise<ExternalSignIn | null> {
  try {
    const res = await fetch('/nitro-api/login', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!res.ok) return null;
    const { externalLoginResponse: schema } = await import('@cases/domain/api/auth');
    const body = schema.safeParse(await res.json());
    return body.success && body.data.access_token ? camelize(body.data) : null;
  } catch {
    return null;
  }
}
