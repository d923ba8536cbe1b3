/** Issue 31: with PUBLIC_URL unset, links follow the address the server listens on (HOST and PORT). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { defaultPublicUrl } from './public-url.ts';
import { bearer, createTestApp, register } from './test/helper.ts';

describe('the default public URL', () => {
  it('is the listening address; a wildcard host is localhost, an IPv6 one bracketed', () => {
    expect(defaultPublicUrl('127.0.0.1', 3100)).toBe('http://127.0.0.1:3100');
    expect(defaultPublicUrl('localhost', 3000)).toBe('http://localhost:3000');
    expect(defaultPublicUrl('shop.lan', 8080)).toBe('http://shop.lan:8080');
    expect(defaultPublicUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(defaultPublicUrl('::', 3000)).toBe('http://localhost:3000');
    expect(defaultPublicUrl('::1', 3000)).toBe('http://[::1]:3000');
  });

  it('follows HOST and PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3751' }).publicUrl).toBe('http://127.0.0.1:3751');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(
      loadConfig({ HOST: '127.0.0.1', PORT: '3751', PUBLIC_URL: 'https://cases.example/' })
        .publicUrl,
    ).toBe('https://cases.example');
  });

  it('sends a top-up on 127.0.0.1 to the sandbox page on 127.0.0.1', async () => {
    const t = await createTestApp({ HOST: '127.0.0.1', PORT: '3751' });
    try {
      const p = await register(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/transaction/start',
        headers: bearer(p.token),
        payload: { payment_direction_id: 'sandbox', amount: 100 },
      });
      expect(res.statusCode).toBe(200);
      const redirect = new URL(res.json<{ redirect_url: string }>().redirect_url);
      expect(redirect.origin).toBe('http://127.0.0.1:3751');
      const page = await t.app.inject({ method: 'GET', url: redirect.pathname });
      expect(page.statusCode).toBe(200);
      // The page returns the browser relative to itself, so it stays on 127.0.0.1 too.
      expect(page.body).not.toContain('localhost');
    } finally {
      await t.close();
    }
  });
});
