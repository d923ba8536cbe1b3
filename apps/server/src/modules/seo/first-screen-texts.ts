/**
 * The web app's own interface texts (packages/i18n, one file per language, shared with the web app) for
 * the HTML first screen, so the page the server writes says exactly what the app then renders. Keys, `{{name}}`
 * placeholders and the `_one`/`_few`/`_many`/`_other` plural suffixes work as in i18next.
 */
import type { Language } from '@cases/domain/api/site-web';
import en from '@cases/i18n/en.json';
import ru from '@cases/i18n/ru.json';

const RESOURCES: Record<Language, unknown> = { ru, en };

/** Translates `key` (dotted) with `{{placeholders}}`; `count` picks the plural form. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The translate function of `lang`; a missing key falls back to Russian, then to the key. */
export function textsFor(lang: Language): Translate {
  const plural = new Intl.PluralRules(lang);
  return (key, vars = {}) => {
    const keys =
      typeof vars.count === 'number' ? [`${key}_${plural.select(vars.count)}`, key] : [key];
    let text: string | undefined;
    for (const k of keys) text ??= lookup(RESOURCES[lang], k) ?? lookup(RESOURCES.ru, k);
    return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
      name in vars ? String(vars[name]) : m,
    );
  };
}
