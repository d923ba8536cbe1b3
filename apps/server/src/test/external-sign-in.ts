/**
 * The browser's part of an external sign-in against the mock providers (test/mock-provider.ts): start (which sets
 * the browser-binding cookie), the provider's redirect back, the callback with that cookie, then
 * `/nitro-api/login`. `token` is null when the callback set no sign-in cookie (a refusal: see `location`).
 */
import { expect } from 'vitest';
import type { App } from '../platform/types.ts';

/** The sign-up confirmations as query parameters (spec 000 §1). */
export const CONFIRMED = 'age_confirmed=true&terms_accepted=true';

export async function signInExternal(app: App, provider: string, query = CONFIRMED) {
  const start = await app.inject({
    method: 'GET',
    url: `/v1/auth/${provider}?${query}&redirect=/profile`,
  });
  expect(start.statusCode).toBe(200);
  const binder = start.cookies.find((c) => c.name === 'auth-binder')!;
  expect(binder).toMatchObject({ httpOnly: true, path: '/v1/auth', sameSite: 'Lax' });
  const providerRes = await fetch(start.json<{ target: string }>().target, { redirect: 'manual' });
  const back = new URL(providerRes.headers.get('location') ?? '');
  expect(back.origin).toBe('http://shop.test');
  const callback = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    cookies: { 'auth-binder': binder.value },
  });
  expect(callback.statusCode).toBe(302);
  const cookie = callback.cookies.find((c) => c.name === 'external-token');
  if (!cookie)
    return { location: callback.headers.location, token: null, newUser: null, via: null };
  const login = await app.inject({
    method: 'POST',
    url: '/nitro-api/login',
    cookies: { 'external-token': cookie.value },
  });
  const body = login.json<{ access_token: string; new_user: boolean; provider: string | null }>();
  return {
    location: callback.headers.location,
    token: body.access_token,
    newUser: body.new_user,
    via: body.provider,
  };
}
