/** SVG pictures drawn from data alone (no network, no image files). Pure string builders. */
import { createHash } from 'node:crypto';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a name into at most 3 lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    if (cur && (cur + ' ' + word).length > width) {
      out.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) out.push(cur);
  return out.length > 3
    ? [
        ...out.slice(0, 2),
        `${out
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : out;
}

const hue = (seed: string) =>
  parseInt(createHash('sha1').update(seed).digest('hex').slice(0, 4), 16) % 360;

export type ItemKind = 'item' | 'pack' | 'voucher';

/** The emblem of an item card, centred at (0, 0): a gem, a gift box for a pack, a rouble coin for a voucher. */
function emblem(kind: ItemKind, color: string): string {
  switch (kind) {
    case 'pack':
      return `<rect x="-38" y="-22" width="76" height="56" rx="4" fill="url(#e)" stroke="${color}" stroke-width="3"/>
<rect x="-42" y="-34" width="84" height="16" rx="3" fill="url(#e)" stroke="${color}" stroke-width="3"/>
<rect x="-7" y="-34" width="14" height="68" fill="#fff" opacity=".35"/>`;
    case 'voucher':
      return `<circle r="40" fill="url(#e)" stroke="${color}" stroke-width="3"/><circle r="31" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<text y="14" text-anchor="middle" font-family="Verdana,sans-serif" font-size="40" font-weight="700" fill="#fff">₽</text>`;
    case 'item':
      return `<polygon points="0,-42 36,-14 24,34 -24,34 -36,-14" fill="url(#e)" stroke="${color}" stroke-width="3"/>
<polygon points="0,-42 12,-8 0,34 -12,-8" fill="#fff" opacity=".18"/>`;
  }
}

/** An item card: rarity glow, an emblem (by `kind`) tinted by the name, the name and hero. 256×192. */
export function itemSvg(
  name: string,
  hero: string | null,
  color: string,
  kind: ItemKind = 'item',
): string {
  const h = hue(name);
  const text = lines(name, 20)
    .map(
      (l, i, all) =>
        `<tspan x="128" dy="${i === 0 ? -(all.length - 1) * 8 : 16}">${esc(l)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192">
<defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${color}" stop-opacity=".55"/><stop offset="1" stop-color="#0d1117" stop-opacity="0"/></radialGradient>
<linearGradient id="e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,65%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},60%,35%)"/></linearGradient></defs>
<rect width="256" height="192" fill="url(#g)"/>
<g transform="translate(128 70)">${emblem(kind, color)}</g>
<text x="128" y="140" text-anchor="middle" font-family="Verdana,sans-serif" font-size="13" font-weight="700" fill="#f0f3f6">${text}</text>
${hero ? `<text x="128" y="180" text-anchor="middle" font-family="Verdana,sans-serif" font-size="11" fill="${color}">${esc(hero)}</text>` : ''}
<rect x="0" y="188" width="256" height="4" fill="${color}"/></svg>`;
}

/** A treasure chest in the case's accent colour with the case name. 256×256. */
export function caseSvg(name: string, color: string): string {
  const text = lines(name, 18)
    .map((l, i) => `<tspan x="128" dy="${i === 0 ? 0 : 18}">${esc(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><radialGradient id="b" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${color}" stop-opacity=".6"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>
<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1b1f27"/></linearGradient></defs>
<circle cx="128" cy="110" r="100" fill="url(#b)"/>
<path d="M58 96 Q128 40 198 96 L198 118 L58 118 Z" fill="url(#c)" stroke="#f5c542" stroke-width="4"/>
<rect x="58" y="118" width="140" height="70" rx="6" fill="url(#c)" stroke="#f5c542" stroke-width="4"/>
<rect x="116" y="106" width="24" height="32" rx="4" fill="#f5c542"/><circle cx="128" cy="120" r="5" fill="#1b1f27"/>
<text x="128" y="214" text-anchor="middle" font-family="Verdana,sans-serif" font-size="15" font-weight="700" fill="#fff">${text}</text></svg>`;
}

/** A round avatar coloured from the seed with its first two characters. 96×96. */
export function avatarSvg(seed: string): string {
  const h = hue(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="48" fill="hsl(${h},55%,40%)"/><text x="48" y="60" text-anchor="middle" font-family="Verdana,sans-serif" font-size="36" font-weight="700" fill="#fff">${esc(seed.slice(-2).toUpperCase())}</text></svg>`;
}
