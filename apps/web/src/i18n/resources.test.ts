/**
 * The interface is Russian first with English kept complete: in the shell's texts and in every
 * bundle (i18n.ts), both languages have the same keys, no empty text, and the same {{placeholders}}
 * in every message; each key lives in one file only, and every bundle folder is one i18n.ts loads.
 */
import { describe, expect, it } from 'vitest';
import shellEn from '@cases/i18n/en.json';
import shellRu from '@cases/i18n/ru.json';
import { TEXT_BUNDLES } from './i18n.ts';

/** The shell's texts (packages/i18n) as './<lang>.json', and every bundle beside this file. */
const FILES: Record<string, object> = {
  './ru.json': shellRu,
  './en.json': shellEn,
  ...import.meta.glob<object>('./*/*.json', { eager: true, import: 'default' }),
};

/** Every text by its dotted key; arrays (paragraphs) count by index. */
const flatten = (tree: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([k, v]: [string, unknown]) =>
      typeof v === 'string'
        ? [[prefix + k, v] as const]
        : [...flatten(v as object, `${prefix}${k}.`)],
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** './ru.json' → the shell; './battles/ru.json' → 'battles'. */
const bundleOf = (file: string) => file.split('/').slice(1, -1).join('/') || 'shell';
const texts = (bundle: string, lang: string) => {
  const tree = FILES[bundle === 'shell' ? `./${lang}.json` : `./${bundle}/${lang}.json`];
  if (!tree) throw new Error(`${bundle}: no ${lang}.json`);
  return flatten(tree);
};
const bundles = [...new Set(Object.keys(FILES).map(bundleOf))].sort();

describe('i18n resources', () => {
  it('every bundle folder is one i18n.ts loads, with Russian and English', () => {
    expect(bundles).toEqual(['shell', ...TEXT_BUNDLES].sort());
    for (const file of Object.keys(FILES)) expect(file).toMatch(/\/(ru|en)\.json$/);
  });

  describe.each(bundles)('%s', (bundle) => {
    const ruKeys = texts(bundle, 'ru');
    const enKeys = texts(bundle, 'en');

    it('ru and en have exactly the same keys', () => {
      expect([...enKeys.keys()].sort()).toEqual([...ruKeys.keys()].sort());
    });

    it('no message is empty and both languages use the same placeholders', () => {
      for (const [key, text] of ruKeys) {
        const other = enKeys.get(key) ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(other.trim(), key).not.toBe('');
        expect(placeholders(other), key).toEqual(placeholders(text));
      }
    });
  });

  it('each key is in one file only (a bundle merged later never overwrites one)', () => {
    const owner = new Map<string, string>();
    for (const bundle of bundles)
      for (const key of texts(bundle, 'ru').keys()) {
        expect(owner.get(key), `${key} in ${bundle}`).toBeUndefined();
        owner.set(key, bundle);
      }
    expect(owner.size).toBeGreaterThan(1000);
  });
});
