import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEAM_ID, startMockProvider } from '../../../test/mock-provider.ts';
import { bearer, createTestApp } from '../../../test/helper.ts';
import { fileTestApp } from '../../../test/file-app.ts';
import { CONFIRMED, signInExternal } from '../../../test/external-sign-in.ts';

let mock: Awaited<ReturnType<typeof startMockProvider>>;
beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(() => mock.close());
const t = fileTestApp(() => mock.env);

const signIn = (provider: string, query?: string) => signInExternal(t.app, provider, query);

describe('external sign-in', () => {
  it.each([
    ['steam', 'steam', (n: string) => n === 'steam_76561198000000001'],
    ['google', 'google', (n: string) => n === 'Gleb Google'],
    ['vk', 'vk', (n: string) => n === 'Вера ВК'],
  ])(
    'signs in with %s through the full flow and finds the same player next time',
    async (provider, regType, nickOk) => {
      const first = await signIn(provider);
      expect(first.location).toBe('/profile');
      // The hand-off says the account is new, once (the sign-up mark, issue 31), and through which provider.
      expect([first.newUser, first.via]).toEqual([true, provider]);
      const me = (
        await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(first.token!) })
      ).json();
      expect(me.reg_type).toBe(regType);
      expect(nickOk(me.nickname)).toBe(true);
      const second = await signIn(provider, 'age_confirmed=false');
      const again = (
        await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(second.token!) })
      ).json();
      expect(again.user_id).toBe(me.user_id);
      expect([second.newUser, second.via]).toEqual([false, provider]);
    },
  );

  it('takes a SteamID64 written with leading zeros for the same player, and refuses one out of range', async () => {
    const first = await signIn('steam');
    mock.setSteamId(`00${STEAM_ID}`);
    try {
      const padded = await signIn('steam', 'age_confirmed=false');
      const ids = await Promise.all(
        [first.token!, padded.token!].map(
          async (token) =>
            (
              await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })
            ).json<{ user_id: string }>().user_id,
        ),
      );
      expect(ids[1]).toBe(ids[0]);
      mock.setSteamId('76561197960265728');
      const outside = await signIn('steam');
      expect(outside.token).toBeNull();
      expect(outside.location).toMatch(/^\/\?auth_error=/);
    } finally {
      mock.setSteamId(STEAM_ID);
    }
  });

  it('refuses a first sign-up without the 18+ and agreement confirmations', async () => {
    const other = await startMockProvider();
    const app = await createTestApp(other.env);
    try {
      const start = await app.app.inject({
        method: 'GET',
        url: '/v1/auth/google?age_confirmed=true',
      });
      const back = new URL(
        (await fetch(start.json().target, { redirect: 'manual' })).headers.get('location') ?? '',
      );
      const binder = start.cookies.find((c) => c.name === 'auth-binder')!.value;
      const callback = await app.app.inject({
        method: 'GET',
        url: back.pathname + back.search,
        cookies: { 'auth-binder': binder },
      });
      expect(callback.headers.location).toBe('/?auth_error=terms_not_accepted');
      expect(callback.cookies.find((c) => c.name === 'external-token')).toBeUndefined();
    } finally {
      await app.close();
      await other.close();
    }
  });

  it('rejects a forged state, a missing hand-off and unconfigured providers', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/google/callback?code=x&state=abc.def',
    });
    expect(forged.headers.location).toBe('/?auth_error=auth_state');
    const login = await t.app.inject({ method: 'POST', url: '/nitro-api/login' });
    expect([login.statusCode, login.json().data.code]).toEqual([401, 'authentication']);
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/v1/auth/steam' })).statusCode).toBe(
        404,
      );
      expect(
        (await plain.app.inject({ method: 'GET', url: '/nitro-api/config' })).json()
          .sign_in_providers,
      ).toEqual([]);
    } finally {
      await plain.close();
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/nitro-api/config' })).json().sign_in_providers,
    ).toEqual(['steam', 'google', 'vk']);
  });

  it('the hide-Steam-login option stops offering Steam sign-in; links already out still work', async () => {
    const hidden = await createTestApp({ ...mock.env, HIDE_STEAM_LOGIN: 'true' });
    try {
      const config = (await hidden.app.inject({ method: 'GET', url: '/nitro-api/config' })).json<{
        sign_in_providers: string[];
        hide_steam_login: boolean;
      }>();
      expect(config).toMatchObject({ sign_in_providers: ['google', 'vk'], hide_steam_login: true });
      const start = await hidden.app.inject({ method: 'GET', url: `/v1/auth/steam?${CONFIRMED}` });
      expect(start.statusCode).toBe(200);
    } finally {
      await hidden.close();
    }
    const shown = (await t.app.inject({ method: 'GET', url: '/nitro-api/config' })).json<{
      hide_steam_login: boolean;
    }>();
    expect(shown.hide_steam_login).toBe(false);
  });

  it('logs out through nitro-api/logout', async () => {
    const { token } = await signIn('google');
    const out = await t.app.inject({
      method: 'GET',
      url: '/nitro-api/logout',
      headers: bearer(token!),
    });
    expect(out.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token!) }))
        .statusCode,
    ).toBe(401);
  });
});
