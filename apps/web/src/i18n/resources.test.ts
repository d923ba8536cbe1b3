/**
 * The interface is Russian first with English kept complete: both resource files have the same keys,
 * no empty text, and the same {{placeholders}} in every message.
 */
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

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

describe('i18n resources', () => {
  const ruKeys = flatten(ru);
  const enKeys = flatten(en);

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
