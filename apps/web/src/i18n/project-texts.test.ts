/**
 * Each game project's own wording (issue 34, project-texts.ts): the CS2 shop's override files are complete in
 * Russian and English, replace only texts that exist, keep their placeholders, and name CS where the base
 * named Dota; merged over every text of the app with the project's default variables, nothing the CS2 shop
 * shows says "Dota".
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import shellEn from '@cases/i18n/en.json';
import shellRu from '@cases/i18n/ru.json';
import { GAME_PROJECTS } from '@cases/domain/projects';
import { LOCALES, type Locale } from './locale.ts';
import { PROJECT_TEXTS, projectTexts, projectVariables, type Texts } from './project-texts.ts';

const BUNDLES = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });

/** Every base text of `lng`: the shell's and every bundle's, merged as the app merges them. */
function baseTexts(lng: Locale): Map<string, unknown> {
  const trees: object[] = [lng === 'ru' ? shellRu : shellEn];
  for (const [file, tree] of Object.entries(BUNDLES))
    if (file.endsWith(`/${lng}.json`)) trees.push(tree);
  return new Map(trees.flatMap((tree) => [...flatten(tree)]));
}

/** Texts by dotted key; arrays stay whole (one text per key, as a bundle's paragraphs are). */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(tree).flatMap(([k, v]: [string, unknown]) =>
      typeof v === 'object' && v !== null && !Array.isArray(v)
        ? [...flatten(v, `${prefix}${k}.`)]
        : [[prefix + k, v] as const],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const NAMES_DOTA = /dota/i;
const DOTA_ONLY = /dota|аркан|arcana|течис|techies/i;
const NAMES_CS = /\bCS\b|CS2|Counter-Strike/;

const withOwnTexts = GAME_PROJECTS.filter((p) => LOCALES.some((l) => PROJECT_TEXTS[p][l]));

describe('project texts', () => {
  it('the CS2 shop has its own wording, Dota 2 the base texts', () => {
    expect(withOwnTexts).toEqual(['cs']);
  });

  describe.each(withOwnTexts)('%s', (project) => {
    it('ru and en override the same keys, each a non-empty text', async () => {
      const ru = flatten(await projectTexts(project, 'ru'));
      const en = flatten(await projectTexts(project, 'en'));
      expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
      const notText = [...ru, ...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(notText).toEqual([]);
    });

    it.each(LOCALES)(
      '%s: replaces texts that exist, with the same placeholders, naming CS where the base named Dota',
      async (lng) => {
        const base = baseTexts(lng);
        const own = [...flatten(await projectTexts(project, lng))] as [string, string][];
        expect(own.length).toBeGreaterThan(10);
        expect(own.filter(([key]) => typeof base.get(key) !== 'string').map(([k]) => k)).toEqual(
          [],
        );
        const wrong = own.filter(([key, text]) => {
          const was = base.get(key) as string;
          return (
            DOTA_ONLY.test(text) ||
            (NAMES_DOTA.test(was) && !NAMES_CS.test(text)) ||
            placeholders(text).join() !== placeholders(was).join()
          );
        });
        expect(wrong).toEqual([]);
      },
    );

    it.each(LOCALES)('%s: no text of the merged app says Dota', async (lng) => {
      // As i18n.ts merges them: the shell, the project's wording over it, then each bundle without overwriting.
      const i18n = createInstance();
      await i18n.init({
        resources: { [lng]: { translation: structuredClone(lng === 'ru' ? shellRu : shellEn) } },
        lng,
        interpolation: { escapeValue: false, defaultVariables: projectVariables(project) },
        initAsync: false,
      });
      i18n.addResourceBundle(lng, 'translation', await projectTexts(project, lng), true, true);
      for (const [file, tree] of Object.entries(BUNDLES))
        if (file.endsWith(`/${lng}.json`))
          i18n.addResourceBundle(lng, 'translation', structuredClone(tree), true, false);
      const t = i18n.t as unknown as (key: string, options: object) => unknown;
      const said = [...baseTexts(lng).keys()]
        .map((key) => [key, JSON.stringify(t(key, { returnObjects: true }))] as const)
        .filter(([, text]) => NAMES_DOTA.test(text));
      expect(said).toEqual([]);
      expect(t('hero.kicker', {})).toBe(lng === 'ru' ? 'Кейсы CS2' : 'CS2 cases');
      // The support address reaches a bundle's paragraphs too.
      expect(JSON.stringify(t('static.contacts.body', { returnObjects: true }))).toContain(
        'support@cs-cases.example',
      );
    });
  });
});
