/**
 * The catalog's colours (a section title's gradient, a card's glow, a custom label's background and
 * text) and the opens-limit bars' widths as classes of one small stylesheet, `/first-screen.css`:
 * the site's CSP (`style-src 'self'`) refuses the inline `style` attributes the app sets from
 * script, so the HTML first screen names a class per value instead. Only `#rgb`…`#rrggbbaa` colours
 * are used; anything else keeps the built CSS's default.
 */
import { createHash } from 'node:crypto';
import type { CaseCard, Section } from '@cases/domain/api/cases';
import { readableOn } from '@cases/domain/case-card-view';

const HEX = /^#([0-9a-f]{3,8})$/i;
const hex = (color: string | null | undefined) => HEX.exec(color ?? '')?.[1]?.toLowerCase();

/** The class giving a card its `--case-color`, or '' for an unusable colour. */
export const caseColorClass = (color: string) => (hex(color) ? `fs-case-${hex(color)}` : '');

/** The class giving a custom label its background, or ''. */
export const labelColorClass = (color: string | null) =>
  hex(color) ? `fs-label-${hex(color)}` : '';

/** The opens-limit bar's fill (0..1), or null when the card has no limit to count against. */
export function stockShare(card: CaseCard): number | null {
  const { opens_limit: limit, opens_remaining: remaining } = card.statistic_data;
  if (remaining === null || limit === null || limit <= 0) return null;
  return Math.max(0, Math.min(1, remaining / limit));
}

/** The bar's width in percent, to 1/100 % (the app writes the exact share; no eye tells them apart). */
const percent = (share: number) => Math.round(share * 10_000) / 100;

/** The class giving the opens-limit bar's fill its width. */
export const stockWidthClass = (share: number) =>
  `fs-stock-${String(percent(share)).replace('.', '_')}`;

/** A section's card colours as custom properties (the web's case-section.tsx sets the same ones), in a fixed order. */
function cardsProperties(s: Section): string[] {
  const look = s.appearance_data;
  return (
    [
      ['--cards-background', look.cards_background],
      ['--cards-circle', look.cards_circle],
      ['--cards-hover', look.cards_hover],
      ['--cards-shadow', look.cards_shadow],
    ] as const
  ).flatMap(([name, color]) => (hex(color) ? [`${name}:#${hex(color)}`] : []));
}

/** The class giving a section's cards their colours (spec 000 §3 `appearanceData`), or '' for the defaults. */
export function sectionCardsClass(s: Section): string {
  const props = cardsProperties(s);
  if (props.length === 0) return '';
  return `fs-cards-${createHash('sha256').update(props.join(';')).digest('hex').slice(0, 10)}`;
}

/** The class giving a section title its `--from`/`--to` gradient, or ''. */
export function gradientClass(gradient: readonly string[]): string {
  const [from, to] = gradient.map(hex);
  return from && to ? `fs-grad-${from}-${to}` : '';
}

/** The class of a plain title colour (a title not drawn in its gradient: `color_data`, spec 000 §3), or ''. */
export function titleColorClass(color: string | null): string {
  const c = hex(color);
  return c ? `fs-title-${c}` : '';
}

/** The stylesheet of every colour class `sections` use, and its content hash (cache key). */
export function colorStylesheet(sections: readonly Section[]): { css: string; hash: string } {
  const rules = new Set<string>();
  for (const s of sections) {
    const cards = sectionCardsClass(s);
    if (cards) rules.add(`.case-section.${cards}{${cardsProperties(s).join(';')}}`);
    const [from, to] = s.appearance_data.title.gradient.map(hex);
    if (from && to)
      rules.add(`.case-section__title.fs-grad-${from}-${to}{--from:#${from};--to:#${to}}`);
    const plain = hex(s.appearance_data.title.color_data);
    if (!s.appearance_data.title.gradient_text && plain)
      rules.add(`.case-section__title.fs-title-${plain}{color:#${plain}}`);
    for (const c of s.cases) {
      const glow = hex(c.appearance_data.color);
      if (glow) rules.add(`.case-card.fs-case-${glow}{--case-color:#${glow}}`);
      const label = hex(c.label_data?.color);
      if (label)
        rules.add(
          `.case-card__label.fs-label-${label}{background:#${label};color:${readableOn(label)}}`,
        );
      const share = stockShare(c);
      if (share !== null)
        rules.add(`.case-card__stock-bar>.${stockWidthClass(share)}{width:${percent(share)}%}`);
    }
  }
  const css = `${[...rules].sort().join('\n')}\n`;
  return { css, hash: createHash('sha256').update(css).digest('hex').slice(0, 12) };
}
