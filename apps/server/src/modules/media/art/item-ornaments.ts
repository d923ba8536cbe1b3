/**
 * The price-tier dress of an item picture (item-style.ts): the plate behind the icon (from tier 1,
 * its shape per item), a gold ring (tier 3) and a spiked halo (tier 4) around it, gems on the plate
 * (tier 2 up) and one pip per tier in the top right corner. Coordinates are the 256×160 picture's;
 * everything is centred on (cx, cy). Pure string builders.
 */
import { darken, lighten } from './palette.ts';

const OUTLINE = 'stroke="#0b0f17" stroke-width="1.5"';

const polygon = (points: [number, number][]) =>
  points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** `n` points on a circle of radius `r` (x stretched by `sx`), the first straight up. */
const ring = (cx: number, cy: number, r: number, n: number, sx = 1, turn = 0) =>
  Array.from({ length: n }, (_, i): [number, number] => {
    const a = ((i + turn) / n) * Math.PI * 2 - Math.PI / 2;
    return [cx + Math.cos(a) * r * sx, cy + Math.sin(a) * r];
  });

/** The plate's outline: 0 rings, 1 diamond, 2 hexagon, 3 eight-pointed star. */
function plateShape(shape: number, cx: number, cy: number, r: number, attrs: string): string {
  if (shape === 0) return `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;
  if (shape === 1) return `<polygon points="${polygon(ring(cx, cy, r, 4, 1.3))}" ${attrs}/>`;
  if (shape === 2) return `<polygon points="${polygon(ring(cx, cy, r, 6, 1.1, 0.5))}" ${attrs}/>`;
  const outer = ring(cx, cy, r * 1.08, 8);
  const inner = ring(cx, cy, r * 0.72, 8, 1, 0.5);
  return `<polygon points="${polygon(outer.flatMap((p, i) => [p, inner[i]!]))}" ${attrs}/>`;
}

/** What goes behind the icon: halo (tier 4), plate (tier ≥ 1) and ring (tier ≥ 3). */
export function behindIcon(
  o: { tier: number; plate: number; accent: string; rarity: string },
  cx: number,
  cy: number,
): string {
  const out: string[] = [];
  if (o.tier >= 4) {
    const tips = ring(cx, cy, 76, 14);
    const bases = ring(cx, cy, 52, 14, 1, 0.5);
    out.push(
      `<polygon points="${polygon(tips.flatMap((p, i) => [p, bases[i]!]))}" fill="url(#k)" opacity=".55" ${OUTLINE}/>`,
    );
  }
  if (o.tier >= 1) {
    const filled = o.tier >= 2;
    out.push(
      plateShape(
        o.plate,
        cx,
        cy,
        52,
        `fill="${darken(o.accent, 0.55)}" fill-opacity="${filled ? 0.7 : 0.3}" stroke="${o.rarity}" stroke-width="${filled ? 3 : 2}"`,
      ),
      plateShape(
        o.plate,
        cx,
        cy,
        42,
        `fill="none" stroke="${lighten(o.accent, 0.3)}" stroke-opacity=".5" stroke-dasharray="5 4"`,
      ),
    );
  }
  if (o.tier >= 3)
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="60" fill="none" stroke="#f5cf5a" stroke-width="3" stroke-opacity=".8"/>`,
    );
  return out.join('');
}

/** A gem: a rhombus in `color` with a light facet. */
const gem = (x: number, y: number, s: number, color: string) =>
  `<path d="M${x} ${y - s} L${x + s * 0.8} ${y} L${x} ${y + s} L${x - s * 0.8} ${y} Z" fill="${color}" ${OUTLINE}/><path d="M${x} ${y - s} L${x + s * 0.8} ${y} L${x} ${y} Z" fill="#fff" opacity=".45"/>`;

/** What goes over the icon: gems on the plate (two from tier 2, four from tier 3). */
export function overIcon(o: { tier: number; rarity: string }, cx: number, cy: number): string {
  if (o.tier < 2) return '';
  const c = lighten(o.rarity, 0.25);
  const spots: [number, number][] =
    o.tier >= 3
      ? [
          [cx - 60, cy],
          [cx + 60, cy],
          [cx, cy - 60],
          [cx, cy + 56],
        ]
      : [
          [cx - 54, cy],
          [cx + 54, cy],
        ];
  return spots.map(([x, y]) => gem(x, y, o.tier >= 4 ? 8 : 6, c)).join('');
}

/** One gold pip per price tier in the top right corner (none for tier 0). */
export function tierPips(tier: number, width: number): string {
  return Array.from({ length: tier }, (_, i) =>
    gem(width - 22 - i * 13, 20, 5, i === tier - 1 && tier >= 4 ? '#ffe08a' : '#e0b23a'),
  ).join('');
}
