/**
 * The language of a request (spec 000 §7: every call carries a client-language header): `en` when the
 * client asks for English, otherwise Russian, the shop's default. `X-Client-Language` decides; a
 * client that sends only `Accept-Language` is read from that.
 */
import type { Language } from '@cases/domain/api/site-web';
import type { FastifyRequest } from 'fastify';

/** `en` when the header value starts with `en` (`en`, `en-US,en;q=0.9`), otherwise `ru`. */
export function requestLang(header: string | string[] | undefined): Language {
  const v = Array.isArray(header) ? header[0] : header;
  return v?.trim().toLowerCase().startsWith('en') ? 'en' : 'ru';
}

/** The language a request asks for: X-Client-Language, else Accept-Language, else Russian. */
export function langOf(req: Pick<FastifyRequest, 'headers'>): Language {
  const client = req.headers['x-client-language'];
  return requestLang(
    client !== undefined && client !== '' ? client : req.headers['accept-language'],
  );
}

/** `en` text when the language is English and an English text exists, else the Russian default. */
export const localized = (lang: Language, ru: string, en: string | null | undefined): string =>
  lang === 'en' && en ? en : ru;
