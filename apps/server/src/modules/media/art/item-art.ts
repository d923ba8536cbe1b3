/**
 * The generated picture of an item (256×160 SVG, the item tile's 16:10), drawn from catalog data alone:
 * the icon of its slot in the item's own palette (its name's accent, or one by its id, tinted with its
 * hero's attribute colour; a hero-less item's with its slot's colour) and its own pose (mirrored,
 * tilted), dressed by its price tier (plate, ring, halo, gems, pips; item-style.ts, item-ornaments.ts),
 * the hero's name under it, and a frame and glow in its rarity colour that grow richer with the rarity
 * (rays for immortal and above, sparkles for arcana). Two items of one slot and hero thus differ in
 * shape, palette, glow and tier (issue 31). Language-neutral: the only words are the hero's English
 * name and a voucher's rouble amount. Pure string builder.
 */
import type { ItemSlot } from '@cases/domain/catalog';
import {
  ATTRIBUTE_COLORS,
  darken,
  heroOf,
  lighten,
  mix,
  rarityColor,
  rarityRank,
  type Attribute,
} from './palette.ts';
import { createHash } from 'node:crypto';
import { esc } from '../../../platform/html.ts';
import { SLOT_ICONS, SLOT_COLORS, SLOT_VARIANTS } from './slot-icons.ts';
import { rays, sparkles } from './effects.ts';
import { behindIcon, overIcon, tierPips } from './item-ornaments.ts';
import { itemStyle } from './item-style.ts';

export interface ItemArtInput {
  /** Catalog id, seeds the sparkle layout and the shape when the name picks none. */
  id: string;
  /** English name; picks the shape variant of its slot (a hook for "Dragonclaw Hook"). */
  name: string;
  slot: ItemSlot;
  /** dotaconstants short hero name or null. */
  hero: string | null;
  rarity: string;
  /** Price in kopecks (a voucher shows its face value). */
  priceKopecks: number;
}

const W = 256;
const H = 160;
const FONT = 'font-family="Verdana,DejaVu Sans,sans-serif"';

/** The icon of an item: its slot's variant the name matches, else one of the unmatched ones by id. */
export function iconOf(item: Pick<ItemArtInput, 'id' | 'name' | 'slot'>): string {
  const variants = SLOT_VARIANTS[item.slot];
  if (!variants) return SLOT_ICONS[item.slot];
  const named = variants.find((v) => v.match?.test(item.name));
  if (named) return named.icon;
  const plain = variants.filter((v) => !v.match);
  const pick = createHash('sha256').update(item.id).digest()[0]! % plain.length;
  return plain[pick]!.icon;
}

/** The attribute mark before the hero's name: a disc in the attribute colour with its sign. */
function attributeMark(attr: Attribute, x: number, y: number): string {
  const c = ATTRIBUTE_COLORS[attr];
  const sign: Record<Attribute, string> = {
    str: `<path d="M-4 -4 H4 V4 H-4 Z" fill="#fff" transform="rotate(45)"/>`,
    agi: `<path d="M-5 2 L0 -4 L5 2 M-5 6 L0 0 L5 6" fill="none" stroke="#fff" stroke-width="2"/>`,
    int: `<circle r="3.6" fill="none" stroke="#fff" stroke-width="2.2"/>`,
    all: `<circle cx="0" cy="-3.5" r="2" fill="#fff"/><circle cx="-3.2" cy="2.5" r="2" fill="#fff"/><circle cx="3.2" cy="2.5" r="2" fill="#fff"/>`,
  };
  return `<g transform="translate(${x} ${y})"><circle r="9" fill="${c}" stroke="${lighten(c, 0.45)}" stroke-width="1.5"/>${sign[attr]}</g>`;
}

/** The frame: a rarity-coloured border, doubled from mythical up, with corner gems from legendary up. */
function frame(color: string, rank: number): string {
  const out = [
    `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="10" fill="none" stroke="${color}" stroke-width="${rank >= 3 ? 3 : 2}"/>`,
  ];
  if (rank >= 3)
    out.push(
      `<rect x="7" y="7" width="${W - 14}" height="${H - 14}" rx="6" fill="none" stroke="${color}" stroke-opacity=".35"/>`,
    );
  if (rank >= 4)
    for (const [x, y] of [
      [8, 8],
      [W - 8, 8],
      [8, H - 8],
      [W - 8, H - 8],
    ] as const)
      out.push(
        `<path d="M${x} ${y - 6} L${x + 6} ${y} L${x} ${y + 6} L${x - 6} ${y} Z" fill="${lighten(color, 0.3)}" stroke="#0b0f17" stroke-width="1.5"/>`,
      );
  return out.join('');
}

/** The item picture as an SVG document. */
export function itemArt(item: ItemArtInput): string {
  const rc = rarityColor(item.rarity);
  const rank = rarityRank(item.rarity);
  const hero = heroOf(item.hero);
  const voucher = item.slot === 'voucher';
  const style = itemStyle(item);
  const base = hero ? ATTRIBUTE_COLORS[hero.attr] : (SLOT_COLORS[item.slot] ?? '#8fa1b8');
  // The item's accent leads, its hero's attribute (or slot) colour tints it; a voucher stays gold.
  const main = voucher ? base : mix(style.accent, base, hero ? 0.25 : 0.4);
  const trimTop = item.slot === 'voucher' ? '#ffe9a0' : lighten(rc, 0.55);
  const trimBottom = item.slot === 'voucher' ? '#c58a12' : darken(rc, 0.25);
  const caption = hero
    ? `${attributeMark(hero.attr, 20, 142)}<text x="35" y="147.5" ${FONT} font-size="15" font-weight="700" letter-spacing=".4" fill="${lighten(main, 0.35)}"${hero.name.length > 19 ? ' textLength="200" lengthAdjust="spacingAndGlyphs"' : ''}>${esc(hero.name.toUpperCase())}</text>`
    : item.slot === 'voucher'
      ? `<text x="${W / 2}" y="149" text-anchor="middle" ${FONT} font-size="17" font-weight="700" fill="#ffe08a">+${Math.round(item.priceKopecks / 100)} ₽</text>`
      : '';
  const iconY = caption ? 66 : 76;
  const cx = W / 2;
  // The pose: mirrored and tilted per item (a voucher's coin stays upright and readable).
  const pose = voucher
    ? `translate(${cx - 60} ${iconY - 60}) scale(1.2)`
    : `translate(${cx} ${iconY}) rotate(${style.tilt}) scale(${style.flip ? -1.2 : 1.2} 1.2) translate(-50 -50)`;
  const dress = { ...style, rarity: rc };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#171e2c"/><stop offset="1" stop-color="#0b0f17"/></linearGradient>
<radialGradient id="g" cx="50%" cy="45%" r="${50 + style.tier * 4}%"><stop offset="0" stop-color="${rc}" stop-opacity="${0.3 + rank * 0.06 + style.tier * 0.04}"/><stop offset="1" stop-color="${rc}" stop-opacity="0"/></radialGradient>
<linearGradient id="m" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${lighten(main, 0.35)}"/><stop offset=".55" stop-color="${main}"/><stop offset="1" stop-color="${darken(main, 0.45)}"/></linearGradient>
<linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${trimTop}"/><stop offset="1" stop-color="${trimBottom}"/></linearGradient>
</defs>
<rect x="0" y="0" width="${W}" height="${H}" rx="11" fill="url(#bg)"/>
<ellipse cx="${W / 2}" cy="${iconY}" rx="120" ry="78" fill="url(#g)"/>
${rank >= 5 ? rays(W / 2, iconY, 112, rc, rank >= 6 ? 16 : 12) : ''}
${behindIcon(dress, cx, iconY)}
<ellipse cx="${cx}" cy="${iconY + 50}" rx="46" ry="7" fill="#000" opacity=".45"/>
<g transform="${pose}">${iconOf(item)}</g>
${overIcon(dress, cx, iconY)}
${rank >= 6 ? sparkles(item.id, W, H, lighten(rc, 0.5)) : ''}
${tierPips(style.tier, W)}
${caption}
${frame(rc, rank)}
</svg>`;
}
