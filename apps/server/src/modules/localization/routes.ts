/**
 * Languages, spec 000 §4 "Locale change", §7: the language list, the player's stored language and
 * its change. Russian is the default; English is complete.
 */
import {
  language,
  languageChangedResponse,
  localizationResponse,
  type Language,
} from '@cases/domain/api/site-web';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { getUser } from '../../kernel/players/users.ts';
import { setLanguage } from '../../kernel/players/users.ts';

const LANGUAGE_LIST = {
  languages: [
    { iso: 'ru', name: 'Русский' },
    { iso: 'en', name: 'English' },
  ] satisfies { iso: Language; name: string }[],
  default_iso: 'ru' satisfies Language,
};

export function localizationRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/nitro-api/localization',
    { schema: { response: { 200: localizationResponse } } },
    () => LANGUAGE_LIST,
  );

  app.get(
    '/v1/localization/user',
    { config: { auth: 'required' }, schema: { response: { 200: z.object({ language }) } } },
    async (req) => {
      const u = await getUser(db, await requireUser(db, req));
      return { language: language.catch('ru').parse(u.lang) };
    },
  );

  const setLang = async (userId: number, lang: Language) => {
    await setLanguage(db, userId, lang);
    return { success: true as const, language: lang };
  };
  app.post(
    '/v1/localization/user',
    {
      config: { auth: 'required' },
      schema: {
        body: z.object({ language }).strict(),
        response: { 200: languageChangedResponse },
      },
    },
    async (req) => setLang(await requireUser(db, req), req.body.language),
  );
  app.post(
    '/v1/users/lang/change',
    {
      config: { auth: 'required' },
      schema: {
        body: z.object({ code: language }).strict(),
        response: { 200: languageChangedResponse },
      },
    },
    async (req) => setLang(await requireUser(db, req), req.body.code),
  );
}
