/**
 * Languages, spec 000 §4 "Locale change", §7: the language list, the player's stored language and
 * its change. Russian is the default; English is complete.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { getUser } from '../users/service.ts';

export const LANGUAGES = [
  { iso: 'ru', name: 'Русский' },
  { iso: 'en', name: 'English' },
] as const;
const language = z.enum(['ru', 'en']);

export function localizationRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/nitro-api/localization',
    {
      schema: {
        response: {
          200: z.object({
            languages: z.array(z.object({ iso: z.string(), name: z.string() })),
            default_iso: z.string(),
          }),
        },
      },
    },
    () => ({
      languages: [...LANGUAGES],
      default_iso: 'ru',
    }),
  );

  app.get(
    '/v1/localization/user',
    { schema: { response: { 200: z.object({ language: language }) } } },
    async (req) => {
      const u = await getUser(db, await requireUser(db, req));
      return { language: language.catch('ru').parse(u.lang) };
    },
  );

  const setLang = async (userId: number, lang: 'ru' | 'en') => {
    await db.update(users).set({ lang }).where(eq(users.id, userId));
    return { success: true as const, language: lang };
  };
  const ok = z.object({ success: z.literal(true), language });
  app.post(
    '/v1/localization/user',
    { schema: { body: z.object({ language }).strict(), response: { 200: ok } } },
    async (req) => setLang(await requireUser(db, req), req.body.language),
  );
  app.post(
    '/v1/users/lang/change',
    { schema: { body: z.object({ code: language }).strict(), response: { 200: ok } } },
    async (req) => setLang(await requireUser(db, req), req.body.code),
  );
}
