/** Issue 8 "Who the client is": X-Forwarded-* believed only from configured proxies; links from PUBLIC_URL. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { bearer, CONSENT, createTestApp, register } from '../test/helper.ts';

const quick = (app: Awaited<ReturnType<typeof createTestApp>>['app'], headers = {}) =>
  app.inject({ method: 'POST', url: '/v1/auth/registration/quick', payload: CONSENT, headers });

describe('proxies and public links', () => {
  it('ignores a rotating X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const t = await createTestApp({ RATE_LIMIT_SIGNUP_PER_MIN: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 5; i += 1)
        codes.push((await quick(t.app, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
    // Behind a trusted proxy (app.inject comes from 127.0.0.1) the forwarded address counts.
    const proxied = await createTestApp({
      RATE_LIMIT_SIGNUP_PER_MIN: '1',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const a = await quick(proxied.app, { 'x-forwarded-for': '198.51.100.1' });
      const b = await quick(proxied.app, { 'x-forwarded-for': '198.51.100.2' });
      const again = await quick(proxied.app, { 'x-forwarded-for': '198.51.100.1' });
      expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 429]);
    } finally {
      await proxied.close();
    }
    const hops = await createTestApp({ RATE_LIMIT_SIGNUP_PER_MIN: '1', TRUST_PROXY: '1' });
    try {
      const a = await quick(hops.app, { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' });
      const b = await quick(hops.app, { 'x-forwarded-for': '198.51.100.8, 10.0.0.1' });
      // One trusted hop: the client is the address the proxy saw (10.0.0.1), whatever came before it.
      expect([a.statusCode, b.statusCode]).toEqual([200, 429]);
    } finally {
      await hops.close();
    }
  });

  it('builds the top-up link from PUBLIC_URL, never from X-Forwarded-Host or Host', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://cases.example/' });
    try {
      const p = await register(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/transaction/start',
        headers: {
          ...bearer(p.token),
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        },
        payload: { payment_direction_id: 'sandbox', amount: 100 },
      });
      expect(new URL(res.json().redirect_url).origin).toBe('https://cases.example');
    } finally {
      await t.close();
    }
  });

  it('requires PUBLIC_URL when a sign-in provider is configured, with a clear message', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(
      /PUBLIC_URL is required/,
    );
    expect(() => loadConfig({ STEAM_OPENID: 'true' })).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
