/**
 * Building HTML by hand, safely: every text and attribute value goes through `esc`, which turns
 * the five HTML-significant characters into character references.
 */

/** `s` with & < > " ' escaped, safe as element text and as a quoted attribute value. */
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** ` name="value"` pairs, escaped; `false`, `null` and `undefined` leave the attribute out. */
export function attrs(values: Record<string, string | number | true | false | null | undefined>) {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === false || value === null || value === undefined) continue;
    out += value === true ? ` ${name}` : ` ${name}="${esc(String(value))}"`;
  }
  return out;
}

/** JSON for a `<script type="application/json">` block: `<` escaped so no `</script>` ends it early. */
export const jsonBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
