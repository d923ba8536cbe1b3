/**
 * One drawn icon per item slot (domain ITEM_SLOTS), in a 100×100 box centred on (50, 50). Shapes are
 * filled with the gradients the item art defines: `#m` the item's main colour (its hero's attribute),
 * `#k` the trim in its rarity colour; `O` is the dark outline every shape shares. Pure data.
 */
import type { ItemSlot } from '@cases/domain/catalog';
import { gloves, knife, machinegun, pistol, rifle, shotgun, smg, sniper } from './slot-icons-cs.ts';

const O = 'stroke="#0b0f17" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"';
const M = `fill="url(#m)" ${O}`;
const K = `fill="url(#k)" ${O}`;
const SHINE = 'fill="#fff" opacity=".3"';

const sword = `<g transform="rotate(38 50 50)">
<path d="M50 4 L59 17 L59 62 L41 62 L41 17 Z" ${M}/>
<path d="M50 9 L54 18 L54 58 L50 58 Z" ${SHINE}/>
<rect x="27" y="61" width="46" height="9" rx="4" ${K}/>
<rect x="45" y="70" width="10" height="17" rx="2" fill="#5a3b22" ${O}/>
<circle cx="50" cy="91" r="6" ${K}/></g>`;

const cleaver = `<g transform="rotate(-20 50 50)">
<path d="M18 28 H74 Q82 28 82 36 V58 Q56 70 18 62 Q12 45 18 28 Z" ${M}/>
<path d="M22 33 H72 V40 H22 Z" ${SHINE}/>
<circle cx="30" cy="40" r="4" fill="#0b0f17"/>
<rect x="76" y="38" width="20" height="10" rx="4" transform="rotate(0)" fill="#5a3b22" ${O}/>
<rect x="70" y="34" width="8" height="18" rx="2" ${K}/></g>`;

const helmet = `<path d="M20 64 Q18 22 50 16 Q82 22 80 64 L72 78 H28 Z" ${M}/>
<path d="M20 46 Q8 36 6 16 Q22 26 28 36 Z" ${K}/>
<path d="M80 46 Q92 36 94 16 Q78 26 72 36 Z" ${K}/>
<path d="M30 50 H70 L66 60 H54 L50 70 L46 60 H34 Z" fill="#0b0f17"/>
<path d="M32 30 Q42 22 54 22" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>
<rect x="44" y="14" width="12" height="30" rx="5" ${K}/>`;

const amulet = `<path d="M18 14 Q22 52 50 58 Q78 52 82 14" fill="none" stroke="#0b0f17" stroke-width="9" stroke-linecap="round"/>
<path d="M18 14 Q22 52 50 58 Q78 52 82 14" fill="none" stroke="url(#k)" stroke-width="4" stroke-dasharray="5 4" stroke-linecap="round"/>
<path d="M50 50 L68 68 L50 94 L32 68 Z" ${M}/>
<path d="M50 50 L68 68 L50 72 L32 68 Z" ${SHINE}/>
<circle cx="50" cy="54" r="6" ${K}/>`;

const pauldrons = `<path d="M38 28 H62 L58 50 H42 Z" fill="#2a3142" ${O}/>
<path d="M4 62 Q2 30 30 24 Q46 22 46 40 L44 70 Q24 80 4 62 Z" ${M}/>
<path d="M96 62 Q98 30 70 24 Q54 22 54 40 L56 70 Q76 80 96 62 Z" ${M}/>
<path d="M8 52 Q10 36 30 32 Q40 31 42 40 M96 52 Q90 36 70 32 Q60 31 58 40" fill="none" stroke="url(#k)" stroke-width="5" stroke-linecap="round"/>
<path d="M12 60 Q26 70 42 62 M88 60 Q74 70 58 62" fill="none" stroke="#0b0f17" stroke-width="2.5" stroke-opacity=".6"/>
<path d="M18 30 L12 8 L30 24 Z M82 30 L88 8 L70 24 Z" ${K}/>
<path d="M14 44 Q18 36 28 34" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>`;

const cape = `<path d="M30 14 H70 L84 86 Q74 80 66 88 Q58 80 50 88 Q42 80 34 88 Q26 80 16 86 Z" ${M}/>
<path d="M36 22 L28 76" stroke="#fff" stroke-opacity=".3" stroke-width="4" stroke-linecap="round"/>
<path d="M58 24 L62 80" stroke="#000" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"/>
<path d="M24 12 H76 Q78 22 70 24 H30 Q22 22 24 12 Z" ${K}/>
<circle cx="50" cy="18" r="7" ${K}/>`;

const breastplate = `<path d="M18 20 Q34 26 50 20 Q66 26 82 20 L86 48 Q80 78 50 92 Q20 78 14 48 Z" ${M}/>
<path d="M50 24 V86" stroke="#0b0f17" stroke-width="3"/>
<path d="M24 34 Q36 38 44 34 M56 34 Q64 38 76 34" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>
<path d="M30 58 Q50 66 70 58" fill="none" stroke="url(#k)" stroke-width="6" stroke-linecap="round"/>
<circle cx="50" cy="46" r="7" ${K}/>`;

const gauntlet = `<path d="M30 92 L28 56 Q22 46 26 30 Q30 20 38 22 L40 14 Q46 8 52 14 L54 12 Q60 8 66 14 L68 18 Q74 16 76 24 L76 58 L72 92 Z" ${M}/>
<path d="M40 22 V44 M53 16 V44 M66 20 V44" stroke="#0b0f17" stroke-width="3" stroke-linecap="round"/>
<path d="M26 62 H76 V80 H28 Z" ${K}/>
<path d="M30 34 Q32 26 37 25" stroke="#fff" stroke-opacity=".45" stroke-width="4" fill="none" stroke-linecap="round"/>`;

const belt = `<path d="M4 40 Q50 30 96 40 V62 Q50 52 4 62 Z" ${M}/>
<path d="M4 45 Q50 35 96 45" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<rect x="34" y="30" width="32" height="36" rx="6" ${K}/>
<rect x="42" y="38" width="16" height="20" rx="3" fill="#0b0f17"/>
<path d="M50 42 V54" stroke="url(#k)" stroke-width="4" stroke-linecap="round"/>
<path d="M50 70 L44 92 M58 68 L64 90" stroke="#5a3b22" stroke-width="6" stroke-linecap="round"/>`;

const boot = `<path d="M34 10 H62 L64 60 L86 72 Q92 78 88 88 H26 L28 60 Z" ${M}/>
<path d="M30 10 H66 V24 H30 Z" ${K}/>
<path d="M26 80 H90" stroke="#0b0f17" stroke-width="3"/>
<path d="M40 30 V56" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`;

const orb = `<path d="M30 90 L38 70 H62 L70 90 Z" ${K}/>
<circle cx="50" cy="44" r="28" ${M}/>
<circle cx="41" cy="34" r="9" fill="#fff" opacity=".45"/>
<path d="M50 22 L54 40 L72 44 L54 48 L50 66 L46 48 L28 44 L46 40 Z" fill="#fff" opacity=".55"/>`;

const courier = `<path d="M22 40 Q2 28 6 12 Q20 20 30 34 Z" ${K}/>
<path d="M78 40 Q98 28 94 12 Q80 20 70 34 Z" ${K}/>
<ellipse cx="50" cy="66" rx="28" ry="22" ${M}/>
<circle cx="50" cy="38" r="20" ${M}/>
<path d="M36 24 L30 8 L44 20 Z M64 24 L70 8 L56 20 Z" ${M}/>
<circle cx="43" cy="38" r="5" fill="#0b0f17"/><circle cx="57" cy="38" r="5" fill="#0b0f17"/>
<circle cx="44.5" cy="36.5" r="1.8" fill="#fff"/><circle cx="58.5" cy="36.5" r="1.8" fill="#fff"/>
<path d="M45 48 Q50 52 55 48" fill="none" stroke="#0b0f17" stroke-width="3" stroke-linecap="round"/>
<path d="M34 86 V94 M66 86 V94" stroke="#0b0f17" stroke-width="6" stroke-linecap="round"/>`;

const ward = `<rect x="46" y="48" width="8" height="46" rx="3" fill="#5a3b22" ${O}/>
<path d="M36 94 H64" stroke="#0b0f17" stroke-width="5" stroke-linecap="round"/>
<path d="M8 34 Q50 -2 92 34 Q50 70 8 34 Z" ${M}/>
<circle cx="50" cy="34" r="15" ${K}/>
<circle cx="50" cy="34" r="7" fill="#0b0f17"/>
<circle cx="46" cy="30" r="3" fill="#fff"/>`;

const taunt = `<path d="M12 20 Q12 10 22 10 H78 Q88 10 88 20 V60 Q88 70 78 70 H44 L26 88 L30 70 H22 Q12 70 12 60 Z" ${M}/>
<rect x="45" y="20" width="10" height="30" rx="4" ${K}/>
<circle cx="50" cy="60" r="5" ${K}/>`;

const microphone = `<rect x="34" y="8" width="32" height="50" rx="16" ${M}/>
<path d="M38 22 H62 M38 32 H62 M38 42 H62" stroke="#0b0f17" stroke-width="2.5" stroke-opacity=".6"/>
<path d="M24 46 Q24 72 50 72 Q76 72 76 46" fill="none" stroke="#0b0f17" stroke-width="9" stroke-linecap="round"/>
<path d="M24 46 Q24 72 50 72 Q76 72 76 46" fill="none" stroke="url(#k)" stroke-width="4" stroke-linecap="round"/>
<rect x="46" y="72" width="8" height="14" ${K}/><rect x="32" y="84" width="36" height="8" rx="4" ${K}/>`;

const hud = `<rect x="6" y="16" width="88" height="68" rx="8" ${M}/>
<rect x="12" y="22" width="76" height="38" rx="4" fill="#0b0f17" opacity=".55"/>
<rect x="12" y="66" width="22" height="12" rx="2" ${K}/><rect x="39" y="66" width="22" height="12" rx="2" ${K}/><rect x="66" y="66" width="22" height="12" rx="2" ${K}/>
<rect x="16" y="26" width="20" height="20" rx="2" fill="#fff" opacity=".25"/>
<path d="M44 40 H80" stroke="url(#k)" stroke-width="5" stroke-linecap="round"/>`;

const picture = `<rect x="6" y="14" width="88" height="72" rx="6" ${K}/>
<rect x="14" y="22" width="72" height="56" rx="3" fill="url(#m)" stroke="#0b0f17" stroke-width="2"/>
<circle cx="68" cy="36" r="7" fill="#fff" opacity=".8"/>
<path d="M14 78 L36 48 L50 64 L60 54 L86 78 Z" fill="#0b0f17" opacity=".6"/>`;

const terrain = `<path d="M6 74 Q10 60 26 62 Q40 54 56 60 Q76 54 94 70 Q92 86 70 88 H28 Q8 88 6 74 Z" fill="#6b4a2b" ${O}/>
<path d="M14 66 L34 30 L46 50 L58 26 L84 66 Z" ${M}/>
<path d="M34 30 L40 40 L30 44 Z M58 26 L65 38 L54 40 Z" fill="#fff" opacity=".8"/>
<path d="M20 74 Q50 66 80 76" fill="none" stroke="url(#k)" stroke-width="5" stroke-linecap="round"/>
<path d="M76 60 V44 M76 44 L70 54 M76 44 L82 54" stroke="#1f5130" stroke-width="5" stroke-linecap="round"/>`;

const bundle = `<rect x="10" y="44" width="54" height="44" rx="4" ${M}/>
<rect x="40" y="22" width="50" height="40" rx="4" ${M}/>
<rect x="6" y="36" width="62" height="12" rx="3" ${K}/>
<rect x="32" y="44" width="10" height="44" ${K}/>
<rect x="36" y="16" width="58" height="11" rx="3" ${K}/>
<rect x="60" y="22" width="10" height="40" ${K}/>
<path d="M65 16 Q54 2 48 10 Q46 16 65 16 Q76 2 82 10 Q84 16 65 16 Z" ${K}/>`;

const coin = `<circle cx="50" cy="50" r="40" ${K}/>
<circle cx="50" cy="50" r="30" fill="none" stroke="#0b0f17" stroke-opacity=".35" stroke-width="3"/>
<path d="M42 70 V30 H56 Q68 30 68 42 Q68 54 56 54 H36 M36 62 H58" fill="none" stroke="#0b0f17" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M28 30 Q36 18 50 16" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5" stroke-linecap="round"/>`;

const hook = `<path d="M30 92 L30 40 Q30 10 58 10 Q86 10 86 38 Q86 60 64 62 L62 50 Q74 48 74 38 Q74 22 58 22 Q42 22 42 40 L42 92 Z" ${M}/>
<path d="M64 62 L54 70 L62 50 Z" ${K}/>
<path d="M34 40 Q34 20 52 16" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>
<rect x="26" y="70" width="20" height="8" rx="3" ${K}/>
<path d="M36 92 Q50 86 56 96" fill="none" stroke="#0b0f17" stroke-width="4" stroke-dasharray="4 3"/>`;

const staff = `<g transform="rotate(24 50 50)">
<rect x="46" y="28" width="8" height="70" rx="3" fill="#6b4526" ${O}/>
<path d="M50 4 Q68 12 66 28 Q62 40 50 38 Q38 40 34 28 Q32 12 50 4 Z" ${K}/>
<circle cx="50" cy="24" r="10" ${M}/>
<circle cx="46" cy="20" r="3.5" fill="#fff" opacity=".7"/>
<rect x="42" y="38" width="16" height="6" rx="2" ${K}/></g>`;

const mace = `<g transform="rotate(32 50 50)">
<rect x="45" y="40" width="10" height="54" rx="3" fill="#5a3b22" ${O}/>
<path d="M50 4 L58 14 L70 12 L68 24 L78 32 L68 40 L70 52 L58 50 L50 60 L42 50 L30 52 L32 40 L22 32 L32 24 L30 12 L42 14 Z" ${M}/>
<circle cx="50" cy="32" r="10" ${K}/>
<circle cx="50" cy="94" r="5" ${K}/></g>`;

const bow = `<path d="M30 8 Q82 50 30 92" fill="none" stroke="#0b0f17" stroke-width="11" stroke-linecap="round"/>
<path d="M30 8 Q82 50 30 92" fill="none" stroke="url(#m)" stroke-width="6" stroke-linecap="round"/>
<path d="M30 8 L30 92" stroke="#e9eef5" stroke-width="2"/>
<path d="M14 50 H84" stroke="#0b0f17" stroke-width="5" stroke-linecap="round"/><path d="M14 50 H84" stroke="url(#k)" stroke-width="2.5"/>
<path d="M84 50 L74 44 L76 50 L74 56 Z" ${K}/>`;

const axe = `<g transform="rotate(-28 50 50)">
<rect x="46" y="14" width="8" height="82" rx="3" fill="#5a3b22" ${O}/>
<path d="M54 16 Q88 14 92 40 Q80 38 70 46 L54 46 Z" ${M}/>
<path d="M46 22 Q24 20 14 40 Q28 38 46 42 Z" ${M}/>
<path d="M58 22 Q80 22 86 34" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>
<rect x="42" y="10" width="16" height="10" rx="3" ${K}/></g>`;

const crown = `<path d="M14 74 L10 28 L32 48 L50 16 L68 48 L90 28 L86 74 Z" ${M}/>
<rect x="12" y="70" width="76" height="16" rx="4" ${K}/>
<circle cx="10" cy="28" r="6" ${K}/><circle cx="50" cy="16" r="7" ${K}/><circle cx="90" cy="28" r="6" ${K}/>
<path d="M44 52 L50 42 L56 52 L50 62 Z" fill="#fff" opacity=".6"/>
<path d="M22 62 L18 38" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`;

const mask = `<path d="M14 22 Q50 6 86 22 Q90 60 70 84 Q50 96 30 84 Q10 60 14 22 Z" ${M}/>
<path d="M24 40 Q34 32 44 42 Q34 50 24 40 Z M56 42 Q66 32 76 40 Q66 50 56 42 Z" fill="#0b0f17"/>
<path d="M50 48 L44 66 H56 Z" fill="#0b0f17" opacity=".55"/>
<path d="M34 76 Q50 82 66 76" fill="none" stroke="#0b0f17" stroke-width="3" stroke-linecap="round"/>
<path d="M22 24 Q50 12 78 24" fill="none" stroke="url(#k)" stroke-width="5" stroke-linecap="round"/>
<path d="M22 30 Q22 52 30 66" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`;

const hood = `<path d="M50 6 Q86 12 88 56 Q88 82 76 94 H24 Q12 82 12 56 Q14 12 50 6 Z" ${M}/>
<path d="M50 30 Q72 32 72 58 Q70 80 50 84 Q30 80 28 58 Q28 32 50 30 Z" fill="#0b0f17"/>
<circle cx="42" cy="56" r="4" fill="url(#k)"/><circle cx="58" cy="56" r="4" fill="url(#k)"/>
<path d="M22 40 Q28 18 48 12" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`;

/** Shape variants of a slot; the item's name picks one (a hook for "… Hook"), else its id's hash. */
export const SLOT_VARIANTS: Partial<Record<ItemSlot, { match?: RegExp; icon: string }[]>> = {
  weapon: [
    { match: /hook|reel|talon|crow eater/i, icon: hook },
    { match: /staff|totem|perplex|umbrella|glacier|blossom|cypher/i, icon: staff },
    { match: /basher|mace|timebreaker/i, icon: mace },
    { match: /retribution|bow|sentry/i, icon: bow },
    { icon: sword },
    { icon: axe },
  ],
  head: [
    { match: /crown|coronet|apex|crest|helm of the thunder|tiara/i, icon: crown },
    { match: /mask|maw|bladeform|face/i, icon: mask },
    { match: /hood|cowl|hair|soul of the slayer/i, icon: hood },
    { match: /horns|helm\b|helmet/i, icon: helmet },
    { icon: helmet },
    { icon: hood },
  ],
};

/** The icon markup of each slot. */
export const SLOT_ICONS: Record<ItemSlot, string> = {
  weapon: sword,
  offhand: cleaver,
  head: helmet,
  neck: amulet,
  shoulders: pauldrons,
  back: cape,
  armor: breastplate,
  arms: gauntlet,
  belt,
  legs: boot,
  misc: orb,
  courier,
  ward,
  taunt,
  announcer: microphone,
  hud,
  loading_screen: picture,
  terrain,
  bundle,
  voucher: coin,
  pistol,
  smg,
  rifle,
  sniper,
  shotgun,
  machinegun,
  knife,
  gloves,
};

/** Main colours of slots whose items belong to no hero (a courier, a ward, a terrain …). */
export const SLOT_COLORS: Partial<Record<ItemSlot, string>> = {
  courier: '#d9a441',
  ward: '#49c1b3',
  terrain: '#5fae4e',
  voucher: '#f5c542',
  announcer: '#e0793a',
  hud: '#5b7bd5',
  loading_screen: '#7b8fd9',
  taunt: '#e0793a',
  // CS2 kinds (issue 34): steel and gunmetal for the guns, a cold blade, leather gloves.
  pistol: '#8fa6bf',
  smg: '#7f9bb5',
  rifle: '#9a8f7a',
  sniper: '#6f8d7a',
  shotgun: '#a38466',
  machinegun: '#7d8490',
  knife: '#c9d4e2',
  gloves: '#b07a4f',
};
