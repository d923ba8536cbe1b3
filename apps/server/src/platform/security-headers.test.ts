/** Issue 8 "Headers": a Content-Security-Policy and frame protection on every answer. */
import { describe, expect, it } from 'vitest';
import { createTestApp, register } from '../test/helper.ts';
import { fileTestApp } from '../test/file-app.ts';

const t = fileTestApp();

describe('security headers', () => {
  it('forbid framing, sniffing and foreign scripts on API answers and pages', async () => {
    const p = await register(t.app);
    for (const url of ['/nitro-api/config', '/v1/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // The sandbox bank page keeps its one inline style by hash, nothing else inline.
    const start = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/transaction/start',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { payment_direction_id: 'sandbox', amount: 100 },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(start.json().redirect_url).pathname,
    });
    expect(page.headers['content-security-policy']).toMatch(
      /style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS and upgrade-insecure-requests when the site is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://cases.example' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/nitro-api/config' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});
