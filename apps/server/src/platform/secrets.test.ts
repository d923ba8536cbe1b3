/** Issue 8 "Secrets and test money": generated, shared secrets; the sandbox only where it belongs. */
import { describe, expect, it } from 'vitest';
import { buildApp, SANDBOX_WARNING } from '../app.ts';
import { loadConfig } from '../config.ts';
import { verifyChannelToken, signChannelToken } from './realtime/token.ts';
import { createTestApp, openTestPglite } from '../test/helper.ts';
import { withSecrets } from './secrets.ts';

const PRINTED = ['auth-state-secret-change-me', 'sandbox-callback-secret-change-me'];

describe('secrets', () => {
  it('generates strong secrets once per database and shares them with every process', async () => {
    const database = await openTestPglite();
    try {
      const a = await withSecrets(database.db, loadConfig({}));
      const b = await withSecrets(database.db, loadConfig({}));
      expect(a.auth.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(a.payments.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(a.auth.secret).not.toBe(a.payments.sandboxSecret);
      expect([b.auth.secret, b.payments.sandboxSecret]).toEqual([
        a.auth.secret,
        a.payments.sandboxSecret,
      ]);
      for (const v of PRINTED) expect([a.auth.secret, a.payments.sandboxSecret]).not.toContain(v);
      // A token signed with a value from the repository opens nothing.
      expect(verifyChannelToken(a.auth.secret, signChannelToken(PRINTED[0]!, 1))).toBeNull();
      // A configured secret wins; a short one is refused at start.
      const set = await withSecrets(database.db, loadConfig({ AUTH_SECRET: 'x'.repeat(40) }));
      expect(set.auth.secret).toBe('x'.repeat(40));
      expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    } finally {
      await database.close();
    }
  });

  it('keeps the sandbox on in the embedded default, off on PostgreSQL unless set, and says so', async () => {
    expect(loadConfig({}).payments.sandbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).payments.sandbox).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', PAYMENTS_SANDBOX: 'true' }).payments
        .sandbox,
    ).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).payments.sandbox).toBe(false);
    const on = await createTestApp();
    const off = await createTestApp({ PAYMENTS_SANDBOX: 'false' });
    try {
      const flag = async (t: typeof on) =>
        (await t.app.inject({ method: 'GET', url: '/nitro-api/config' })).json().payments_sandbox;
      expect([await flag(on), await flag(off)]).toEqual([true, false]);
      expect(
        (
          await off.app.inject({
            method: 'GET',
            url: '/sandbox/pay/00000000-0000-4000-8000-000000000000',
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await on.close();
      await off.close();
    }
  });

  it('warns in the log at every start while the sandbox is on, and only then', async () => {
    const database = await openTestPglite();
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    try {
      const warned: boolean[] = [];
      for (const sandbox of ['true', 'false']) {
        const env = {
          PAYMENTS_SANDBOX: sandbox,
          JOBS_WORKER: 'false',
          LEADERBOARDS_WORKER: 'false',
        };
        const config = await withSecrets(
          database.db,
          loadConfig({ ...env, WITHDRAW_WORKER: 'false' }),
        );
        const before = lines.length;
        const app = await buildApp(
          { db: database.db, config },
          { logger: { level: 'warn', stream } },
        );
        await app.close();
        warned.push(lines.slice(before).some((l) => l.includes(SANDBOX_WARNING)));
      }
      expect(warned).toEqual([true, false]);
    } finally {
      await database.close();
    }
  });
});
