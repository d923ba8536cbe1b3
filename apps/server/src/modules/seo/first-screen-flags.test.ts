/**
 * The front page's first screen follows the `volatility` feature flag (spec 000 §1, issue 45) as the app does:
 * with the flag off the HTML's case cards have no volatility bars.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: dist, FEATURE_FLAGS: 'volatility=false' });
});
afterAll(() => t.close());

describe('first screen and the volatility flag', () => {
  it('writes the case cards without volatility bars while the flag is off', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('class="case-card');
    expect(home.body).not.toContain('volatility__bar');
  });
});
