/**
 * The generated picture of a case (256×256 SVG on a transparent ground, shown on the case card): a
 * chest, crate, gift, pouch … by the case's theme (case-theme.ts), in the case's accent colour.
 * Language-neutral: the only words are a hero's English name and numbers (a level, "50/50").
 */
import { esc } from '../../../platform/html.ts';
import { ATTRIBUTE_COLORS, darken, heroOf, lighten, mix } from './palette.ts';
import type { CaseTheme } from './case-theme.ts';
import { rays, sparkles } from './effects.ts';

export interface CaseArtInput {
  slug: string;
  theme: CaseTheme;
  /** Accent colour, `#rrggbb`. */
  color: string;
  /** Player level of a level case (0 otherwise). */
  level: number;
  /** dotaconstants short name of the case's hero (hero theme), else null. */
  hero: string | null;
}

const S = 'stroke="#0b0f17" stroke-width="4" stroke-linejoin="round"';
const FONT = 'font-family="Verdana,DejaVu Sans,sans-serif" font-weight="700"';
const GOLD: [string, string] = ['#fff0b0', '#b5811a'];
const SILVER: [string, string] = ['#f3f6fa', '#7f8a9b'];

const linear = (id: string, [a, b]: [string, string], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** A chest: lid, body, metal bands and rim, and a lock; fills are gradient ids or colours. */
function chest(body: string, lid: string, metal: string, lock = true): string {
  const lidPath = 'M46 122 Q46 62 128 58 Q210 62 210 122 Z';
  return `<clipPath id="lc"><path d="${lidPath}"/></clipPath>
<path d="${lidPath}" fill="${lid}" ${S}/>
<g clip-path="url(#lc)"><rect x="66" y="50" width="16" height="80" fill="${metal}" stroke="#0b0f17" stroke-width="3"/><rect x="174" y="50" width="16" height="80" fill="${metal}" stroke="#0b0f17" stroke-width="3"/>
<path d="M70 84 Q96 68 128 68" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/></g>
<rect x="46" y="122" width="164" height="80" rx="8" fill="${body}" ${S}/>
<rect x="66" y="122" width="16" height="80" fill="${metal}" stroke="#0b0f17" stroke-width="3"/><rect x="174" y="122" width="16" height="80" fill="${metal}" stroke="#0b0f17" stroke-width="3"/>
<rect x="40" y="114" width="176" height="16" rx="5" fill="${metal}" ${S}/>
${lock ? `<rect x="112" y="106" width="32" height="40" rx="6" fill="${metal}" ${S}/><circle cx="128" cy="122" r="5" fill="#0b0f17"/><path d="M126 124 h4 l2 12 h-8 z" fill="#0b0f17"/>` : ''}`;
}

const shadow = `<ellipse cx="128" cy="210" rx="88" ry="13" fill="#000" opacity=".45"/>`;

function snowflake(x: number, y: number, r: number): string {
  const arms = [0, 60, 120]
    .map((a) => `<path d="M0 ${-r} V${r}" transform="rotate(${a})"/>`)
    .join('');
  return `<g transform="translate(${x} ${y})" stroke="#eaf7ff" stroke-width="3" stroke-linecap="round">${arms}</g>`;
}

function star(x: number, y: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="#0b0f17" stroke-width="2.5" stroke-linejoin="round"/>`;
}

const coin = (x: number, y: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="15" ry="9" fill="url(#gold)" stroke="#0b0f17" stroke-width="3"/><ellipse cx="${x}" cy="${y - 1}" rx="8" ry="4" fill="none" stroke="#8a5d0c" stroke-width="2"/>`;

/** The theme's drawing; `c` is the accent colour. */
function body(a: CaseArtInput): string {
  const c = a.color;
  switch (a.theme) {
    case 'gift':
      return `${shadow}<rect x="56" y="112" width="144" height="94" rx="6" fill="url(#body)" ${S}/>
<rect x="46" y="88" width="164" height="30" rx="6" fill="url(#lid)" ${S}/>
<rect x="116" y="88" width="24" height="118" fill="url(#gold)" ${S}/>
<path d="M128 88 Q92 40 78 62 Q70 84 128 88 Q186 40 178 62 Q186 84 128 88 Z" fill="url(#gold)" ${S}/>
<circle cx="128" cy="86" r="10" fill="url(#gold)" ${S}/>
<path d="M66 98 H108" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`;
    case 'level': {
      const stars = Math.min(5, Math.max(1, Math.ceil(a.level / 20)));
      const starRow = Array.from({ length: stars }, (_, i) =>
        star(128 + (i - (stars - 1) / 2) * 30, 40, 12, 'url(#gold)'),
      ).join('');
      return `${shadow}${chest('url(#body)', 'url(#lid)', 'url(#silver)', false)}${starRow}
<path d="M128 100 L168 112 Q168 160 128 180 Q88 160 88 112 Z" fill="url(#gold)" ${S}/>
<text x="128" y="${a.level >= 10 ? 152 : 154}" text-anchor="middle" ${FONT} font-size="${a.level >= 100 ? 26 : 34}" fill="#3b2606">${a.level}</text>`;
    }
    case 'frost':
      return `${shadow}${chest('url(#body)', 'url(#lid)', 'url(#silver)')}
<path d="M44 96 Q52 60 92 62 Q112 48 136 58 Q168 50 190 70 Q214 80 212 108 Q196 100 182 110 Q166 98 150 108 Q130 96 112 108 Q92 98 76 108 Q60 100 44 96 Z" fill="#f4fbff" ${S}/>
<path d="M56 130 l6 18 l6 -18 M150 130 l5 14 l5 -14 M190 130 l4 12 l4 -12" fill="#dff3ff" stroke="#0b0f17" stroke-width="2.5" stroke-linejoin="round"/>
${snowflake(30, 60, 12)}${snowflake(226, 48, 10)}${snowflake(222, 170, 8)}${snowflake(36, 186, 9)}`;
    case 'split':
      return `${shadow}<clipPath id="l"><path d="M0 0 H150 L106 256 H0 Z"/></clipPath><clipPath id="r"><path d="M150 0 H256 V256 H106 Z"/></clipPath>
<g clip-path="url(#l)">${chest('url(#body)', 'url(#lid)', 'url(#silver)', false)}</g>
<g clip-path="url(#r)">${chest('url(#body2)', 'url(#lid2)', 'url(#gold)', false)}</g>
<path d="M150 40 L106 216" stroke="#0b0f17" stroke-width="5"/>
<rect x="78" y="132" width="100" height="40" rx="20" fill="#0b0f17" stroke="url(#gold)" stroke-width="3"/>
<text x="128" y="160" text-anchor="middle" ${FONT} font-size="24" fill="#fff">50/50</text>`;
    case 'bundle':
      return `${shadow}<rect x="34" y="130" width="104" height="76" rx="5" fill="url(#body)" ${S}/><rect x="78" y="130" width="16" height="76" fill="url(#gold)" stroke="#0b0f17" stroke-width="3"/>
<rect x="126" y="112" width="98" height="94" rx="5" fill="url(#body2)" ${S}/><rect x="167" y="112" width="16" height="94" fill="url(#gold)" stroke="#0b0f17" stroke-width="3"/>
<rect x="70" y="54" width="100" height="72" rx="5" fill="url(#lid)" ${S}/><rect x="112" y="54" width="16" height="72" fill="url(#gold)" stroke="#0b0f17" stroke-width="3"/>
<path d="M120 54 Q96 20 86 38 Q82 54 120 54 Q144 20 154 38 Q158 54 120 54 Z" fill="url(#gold)" ${S}/>`;
    case 'crate':
      return `${shadow}<rect x="42" y="70" width="172" height="134" rx="6" fill="url(#wood)" ${S}/>
<path d="M42 114 H214 M42 158 H214" stroke="#0b0f17" stroke-width="3"/>
<path d="M52 80 L204 194 M204 80 L52 194" stroke="#5c3a1d" stroke-width="10" stroke-linecap="round" opacity=".8"/>
${[
  [42, 70],
  [214, 70],
  [42, 204],
  [214, 204],
]
  .map(
    ([x, y]) =>
      `<rect x="${x! - 13}" y="${y! - 13}" width="26" height="26" rx="4" fill="url(#silver)" stroke="#0b0f17" stroke-width="3"/>`,
  )
  .join('')}
<circle cx="128" cy="137" r="36" fill="url(#body)" ${S}/>
<g fill="#0b0f17"><ellipse cx="128" cy="146" rx="14" ry="11"/><circle cx="110" cy="128" r="6"/><circle cx="122" cy="120" r="6"/><circle cx="134" cy="120" r="6"/><circle cx="146" cy="128" r="6"/></g>`;
    case 'hero': {
      const hero = heroOf(a.hero);
      const attr = hero ? ATTRIBUTE_COLORS[hero.attr] : c;
      const name = hero ? esc(hero.name.toUpperCase()) : '';
      return `${shadow}${chest('url(#body)', 'url(#lid)', 'url(#silver)', false)}
<circle cx="128" cy="126" r="30" fill="${attr}" stroke="#0b0f17" stroke-width="4"/><circle cx="128" cy="126" r="22" fill="none" stroke="${lighten(attr, 0.5)}" stroke-width="3"/>
<path d="M128 108 L136 122 L128 144 L120 122 Z" fill="#fff" opacity=".85"/>
${name ? `<path d="M28 196 H228 L216 212 L228 228 H28 L40 212 Z" fill="${darken(attr, 0.35)}" ${S}/><text x="128" y="219" text-anchor="middle" ${FONT} font-size="${name.length > 14 ? 14 : 17}" fill="#fff" letter-spacing="1">${name}</text>` : ''}`;
    }
    case 'crystal':
      return `${rays(128, 96, 124, lighten(c, 0.3), 16)}${shadow}${chest('url(#body)', 'url(#lid)', 'url(#gold)')}
<path d="M128 6 L160 34 L150 76 L106 76 L96 34 Z" fill="url(#gem)" ${S}/>
<path d="M128 6 L136 34 L128 76 L120 34 Z M96 34 H160" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2.5"/>
${sparkles(a.slug, 256, 230, lighten(c, 0.6), 7)}`;
    case 'elite':
      return `${rays(128, 110, 124, c, 12)}${shadow}${chest('url(#dark)', 'url(#darklid)', 'url(#body)')}
<path d="M84 62 L94 26 L112 46 L128 16 L144 46 L162 26 L172 62 Z" fill="url(#gold)" ${S}/>
<circle cx="94" cy="26" r="5" fill="${c}"/><circle cx="128" cy="16" r="6" fill="${c}"/><circle cx="162" cy="26" r="5" fill="${c}"/>
<path d="M128 110 L140 126 L128 142 L116 126 Z" fill="${lighten(c, 0.2)}" stroke="#0b0f17" stroke-width="3"/>`;
    case 'treasure':
      return `${rays(128, 100, 124, '#f5c542', 12)}${shadow}${chest('url(#body)', 'url(#lid)', 'url(#gold)')}
<path d="M42 206 Q56 176 84 182 Q104 168 128 180 Q152 166 172 182 Q200 176 214 206 Z" fill="url(#gold)" ${S}/>
${coin(66, 196)}${coin(100, 186)}${coin(156, 188)}${coin(192, 198)}
<rect x="108" y="176" width="40" height="22" rx="3" fill="url(#gold)" ${S} transform="rotate(-8 128 187)"/>`;
    case 'pouch':
      return `${shadow}<path d="M96 66 Q128 82 160 66 L152 92 Q212 120 206 176 Q200 210 128 210 Q56 210 50 176 Q44 120 104 92 Z" fill="url(#body)" ${S}/>
<path d="M100 92 Q128 104 156 92" fill="none" stroke="url(#gold)" stroke-width="9" stroke-linecap="round"/>
<path d="M100 92 Q128 104 156 92" fill="none" stroke="#0b0f17" stroke-width="2"/>
<path d="M92 62 Q110 40 128 62 Q146 40 164 62" fill="url(#lid)" ${S}/>
<path d="M70 136 Q76 112 98 104" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="7" stroke-linecap="round"/>
${star(128, 150, 26, 'url(#gold)')}${coin(204, 206)}${coin(58, 210)}`;
    case 'gold':
      return `${rays(128, 110, 124, c, 12)}${shadow}${chest('url(#body)', 'url(#lid)', 'url(#gold)')}
<path d="M98 60 L128 38 L158 60 L128 82 Z" fill="${lighten(c, 0.25)}" ${S}/>
${sparkles(a.slug, 256, 200, '#fff6cf', 5)}`;
    case 'chest':
      return `${shadow}${chest('url(#body)', 'url(#lid)', 'url(#silver)')}`;
  }
}

/** The case picture as an SVG document. */
export function caseArt(a: CaseArtInput): string {
  const c = a.color;
  const second = mix(c, '#f5c542', 0.65);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs>
<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${c}" stop-opacity=".55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
${linear('body', [lighten(c, 0.1), darken(c, 0.5)])}
${linear('lid', [lighten(c, 0.4), darken(c, 0.15)])}
${linear('body2', [lighten(second, 0.1), darken(second, 0.5)])}
${linear('lid2', [lighten(second, 0.4), darken(second, 0.15)])}
${linear('gold', GOLD)}
${linear('silver', SILVER)}
${linear('wood', ['#b27a45', '#5e3b1e'])}
${linear('dark', ['#2c2638', '#0f0c16'])}
${linear('darklid', ['#443a56', '#1b1626'])}
${linear('gem', [lighten(c, 0.7), darken(c, 0.2)], 1, 1)}
</defs>
<circle cx="128" cy="124" r="118" fill="url(#glow)"/>
${body(a)}
</svg>`;
}
