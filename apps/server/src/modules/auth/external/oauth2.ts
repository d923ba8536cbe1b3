/**
 * Sign-in with Google and VK: the OAuth 2 authorization-code flow through `simple-oauth2`, then the
 * provider's user-info call for a stable subject and a display name.
 */
import { AuthorizationCode } from 'simple-oauth2';
import type { OAuthProviderConfig } from '../../../config.ts';
import type { ExternalProfile } from './steam.ts';

export type OAuthProvider = 'google' | 'vk';

function client(p: OAuthProviderConfig) {
  const auth = new URL(p.authUrl);
  const token = new URL(p.tokenUrl);
  return new AuthorizationCode({
    client: { id: p.clientId, secret: p.clientSecret },
    auth: {
      authorizeHost: auth.origin,
      authorizePath: auth.pathname,
      tokenHost: token.origin,
      tokenPath: token.pathname,
    },
    options: { authorizationMethod: 'body' },
  });
}

const SCOPES: Record<OAuthProvider, string> = { google: 'openid profile', vk: '' };

/** The provider URL to send the browser to. */
export function oauthTarget(
  provider: OAuthProvider,
  p: OAuthProviderConfig,
  redirectUri: string,
  state: string,
): string {
  return client(p).authorizeURL({ redirect_uri: redirectUri, scope: SCOPES[provider], state });
}

/** Exchanges the code and reads the player's id and name; throws on any provider failure. */
export async function oauthVerify(
  provider: OAuthProvider,
  p: OAuthProviderConfig,
  redirectUri: string,
  code: string,
): Promise<ExternalProfile> {
  const token = await client(p).getToken({ code, redirect_uri: redirectUri });
  const accessToken = String(token.token.access_token);
  if (provider === 'google') {
    const res = await fetch(p.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!res.ok) throw new Error(`userinfo ${res.status}`);
    const info = (await res.json()) as { sub?: string; name?: string };
    if (!info.sub) throw new Error('userinfo without sub');
    return { subject: info.sub, nickname: info.name ?? null };
  }
  const userId = token.token.user_id as string | number | undefined;
  if (userId === undefined) throw new Error('vk token without user_id');
  const url = new URL(p.userinfoUrl);
  url.searchParams.set('user_ids', String(userId));
  url.searchParams.set('access_token', accessToken);
  url.searchParams.set('v', '5.199');
  const res = await fetch(url);
  const info = res.ok
    ? ((await res.json()) as { response?: { first_name?: string; last_name?: string }[] })
    : {};
  const person = info.response?.[0];
  const nickname = person
    ? [person.first_name, person.last_name].filter(Boolean).join(' ') || null
    : null;
  return { subject: String(userId), nickname };
}
