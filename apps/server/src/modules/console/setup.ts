/**
 * The first owner without stopping an embedded shop (issue 48; docs/console.md "First owner"). The embedded database
 * belongs to the running shop, so `npm run admin -- grant <login> owner` needs it stopped (a 22 s restart). Instead,
 * while no console owner exists, the server makes a one-time setup code when it is ready and logs it (a warning with
 * the page's address); a signed-in shop account that sends it becomes the owner, then signs in to the console with
 * its own password and enrols its second factor there.
 *
 * `POST /v1/console-setup {code}` (a signed-in player; outside `/v1/admin/`, whose gate hides everything from
 * non-staff) → `{ role: 'owner' }`. Refused: 404 `dataNotFound` when setup is off (CONSOLE_SETUP_CODE), an owner
 * exists or the code was used or burned; 403 `setup_code_invalid` for a wrong code, and the fifth wrong one burns it
 * (a new one comes with the next start); 403 `console_origin` / 415 `console_json_only` as the console's gate
 * (gate.ts); 401 for a visitor. The code is 120 random bits, compared in constant time, used once: taken before
 * the grant's first await, so two requests with it never both get through. Audited `staff.grant` by the new owner.
 */
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { consoleSetupBody, consoleSetupResponse } from '@cases/domain/api/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffRoles, users } from '../../db/schema/index.ts';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { bodyRefusal, originRefusal } from './gate.ts';
import { grantRole } from './staff.ts';

/** Wrong codes that burn the code until the next start. */
const MAX_WRONG = 5;

const digest = (s: string) => createHash('sha256').update(s.trim().toUpperCase()).digest();

/** A code of 24 characters from an alphabet without look-alikes (120 bits), in groups of four. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(24);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]!);
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

async function ownerExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: staffRoles.userId })
    .from(staffRoles)
    .where(eq(staffRoles.role, 'owner'))
    .limit(1);
  return row !== undefined;
}

const closed = () => new AppError(404, 'dataNotFound', 'Not found');

/** Registers the setup call; with setup on, makes and logs the code once the app is ready if no owner exists. */
export function consoleSetupRoutes(app: App, { db, config }: AppDeps): void {
  /** The code's digest while it can be used; null before it is made and after it is used or burned. */
  let code: Buffer | null = null;
  let wrong = 0;
  app.decorate('consoleSetupCode', null as string | null);
  if (config.consoleSetupCode)
    app.addHook('onReady', async () => {
      if (await ownerExists(db)) return;
      const plain = newCode();
      code = digest(plain);
      app.consoleSetupCode = plain;
      app.log.warn(
        `No console owner yet. Sign in to the shop with the account that will run it, open ${config.publicUrl}/admin/setup and enter the code ${plain} (one use; a new code at each start while no owner exists).`,
      );
    });

  app.post(
    '/v1/console-setup',
    {
      config: {
        errors: [
          [403, 'console_origin'],
          [403, 'setup_code_invalid'],
          [404, 'dataNotFound'],
          [415, 'console_json_only'],
        ],
        auth: 'required',
      },
      schema: { body: consoleSetupBody, response: { 200: consoleSetupResponse } },
    },
    async (req) => {
      const refusal = originRefusal(req, new URL(config.publicUrl).origin) ?? bodyRefusal(req);
      if (refusal) throw refusal;
      const userId = await requireUser(db, req);
      if (code === null) throw closed();
      if (await ownerExists(db)) {
        code = null;
        throw closed();
      }
      const given = digest(req.body.code);
      // The check and the taking are one synchronous step: no other request runs between them.
      if (code === null) throw closed();
      if (!timingSafeEqual(given, code)) {
        wrong += 1;
        if (wrong >= MAX_WRONG) {
          code = null;
          app.log.warn(
            'console setup: the code was burned after five wrong tries; restart for a new one',
          );
        }
        throw new AppError(403, 'setup_code_invalid', 'Wrong setup code');
      }
      code = null;
      app.consoleSetupCode = null;
      const [u] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
      await grantRole(db, u!.login, 'owner', userId);
      app.log.warn({ userId }, 'console setup: the first owner is set; the setup code is gone');
      return { role: 'owner' as const };
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The setup code while it can be used (tests read it; the operator reads the log), else null. */
    consoleSetupCode: string | null;
  }
}
