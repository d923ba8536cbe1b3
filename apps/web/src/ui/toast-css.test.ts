/**
 * The toasts' widths (spec 000 §9 "Alert lifetime 3000 ms; up to 10 alerts; alert widths 360 desktop, 320 small";
 * spec 001 §9 "Alert widths 360 desktop, 320 small"). happy-dom lays nothing out, so the rules are read from
 * toast.css itself: the stack is 360 px wide, and 320 px inside the media query of screens narrower than the md
 * breakpoint (768, spec 000 §9 "Breakpoints: sm 360, md 768").
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const css = readFileSync(new URL('./toast.css', import.meta.url), 'utf8');

/** The declarations of the first rule for exactly `selector` in `text` (no nested blocks inside it). */
function declarations(text: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^{}]*)\\}`).exec(text);
  if (!m?.[1]) throw new Error(`No rule for ${selector}`);
  const out: Record<string, string> = {};
  for (const part of m[1].split(';')) {
    const at = part.indexOf(':');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** The stylesheet split into its `@media (…) { … }` blocks (condition and body) and the rest, every screen's rules. */
function split(text: string): {
  everyScreen: string;
  media: { condition: string; body: string }[];
} {
  const media: { condition: string; body: string }[] = [];
  let everyScreen = '';
  let from = 0;
  const re = /@media\s*([^{]+)\{/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let depth = 1;
    let i = re.lastIndex;
    for (; i < text.length && depth > 0; i += 1) {
      if (text[i] === '{') depth += 1;
      if (text[i] === '}') depth -= 1;
    }
    media.push({ condition: m[1]!.trim(), body: text.slice(re.lastIndex, i - 1) });
    everyScreen += text.slice(from, m.index);
    from = i;
    re.lastIndex = i;
  }
  return { everyScreen: everyScreen + text.slice(from), media };
}

const { everyScreen, media } = split(css);

it('makes the toast stack 360 px wide on every screen wide enough', () => {
  expect(everyScreen).not.toContain('@media');
  expect(declarations(everyScreen, '.toasts').width).toBe('360px');
});

it('makes it 320 px wide on screens narrower than the md breakpoint (768 px)', () => {
  const narrow = media.filter(
    ({ condition, body }) => /max-width/.test(condition) && /\.toasts\s*\{/.test(body),
  );
  expect(narrow).toHaveLength(1);
  const { condition, body } = narrow[0]!;
  const maxWidth = Number(/max-width:\s*(\d+)px/.exec(condition)?.[1]);
  expect(maxWidth).toBe(767);
  expect(declarations(body, '.toasts').width).toBe('320px');
});
