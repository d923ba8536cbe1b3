/**
 * The drawn icons of Counter-Strike 2 item kinds (domain ITEM_SLOTS `pistol` … `gloves`, issue 34), in the same
 * 100×100 box and gradients as slot-icons.ts: `#m` the item's main colour, `#k` the trim in its rarity colour, a
 * dark outline. Weapons lie tilted, muzzle up to the right. Pure data.
 */
const O = 'stroke="#0b0f17" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"';
const M = `fill="url(#m)" ${O}`;
const K = `fill="url(#k)" ${O}`;
const DARK = `fill="#2a3140" ${O}`;
const SHINE = 'fill="#fff" opacity=".3"';
const tilt = (body: string) => `<g transform="rotate(-22 50 50)">${body}</g>`;

export const pistol = tilt(`<path d="M18 38 H84 V52 H46 L42 56 H18 Z" ${M}/>
<path d="M22 41 H80 V45 H22 Z" ${SHINE}/>
<path d="M24 54 H44 L50 86 H32 Z" ${DARK}/>
<path d="M44 56 Q52 56 52 66 H44" fill="none" ${O}/>
<rect x="14" y="36" width="10" height="8" rx="2" ${K}/>`);

export const smg = tilt(`<path d="M12 40 H78 V54 H12 Z" ${M}/>
<rect x="78" y="44" width="14" height="6" ${DARK}/>
<path d="M46 54 H58 L60 86 H48 Z" ${K}/>
<path d="M22 54 H36 L34 72 H22 Z" ${DARK}/>
<path d="M12 44 H2 V56 H10" fill="none" ${O}/>
<path d="M16 43 H74 V47 H16 Z" ${SHINE}/>`);

export const rifle = tilt(`<path d="M4 44 L18 40 H74 V54 H22 L8 62 Z" ${M}/>
<rect x="74" y="45" width="22" height="5" ${DARK}/>
<path d="M50 54 Q54 72 62 82 L52 86 Q42 72 40 54 Z" ${K}/>
<path d="M26 54 H36 L34 70 H24 Z" ${DARK}/>
<rect x="40" y="34" width="20" height="6" rx="2" ${DARK}/>
<path d="M20 43 H70 V47 H20 Z" ${SHINE}/>`);

export const sniper = tilt(`<path d="M2 46 L16 42 H62 V54 H20 L6 62 Z" ${M}/>
<rect x="62" y="46" width="36" height="5" ${DARK}/>
<rect x="28" y="28" width="30" height="9" rx="4" ${K}/>
<path d="M36 37 V42 M50 37 V42" ${O}/>
<path d="M30 54 H40 L38 70 H28 Z" ${DARK}/>
<path d="M18 45 H58 V48 H18 Z" ${SHINE}/>`);

export const shotgun = tilt(`<path d="M4 46 L20 42 H52 V56 H22 L8 64 Z" ${M}/>
<rect x="52" y="42" width="44" height="6" ${DARK}/>
<rect x="52" y="50" width="40" height="6" ${DARK}/>
<rect x="58" y="49" width="18" height="10" rx="3" ${K}/>
<path d="M26 56 H36 L34 70 H24 Z" ${DARK}/>
<path d="M22 45 H48 V48 H22 Z" ${SHINE}/>`);

export const machinegun = tilt(`<path d="M4 44 L18 40 H70 V56 H22 L8 62 Z" ${M}/>
<rect x="70" y="45" width="26" height="6" ${DARK}/>
<rect x="36" y="56" width="22" height="18" rx="3" ${K}/>
<path d="M78 51 L70 76 M84 51 L92 76" fill="none" ${O}/>
<path d="M22 56 H32 L30 70 H20 Z" ${DARK}/>
<path d="M20 43 H66 V47 H20 Z" ${SHINE}/>`);

export const knife = `<g transform="rotate(-40 50 50)">
<path d="M50 4 Q70 20 66 52 H40 Q42 26 50 4 Z" ${M}/>
<path d="M52 12 Q62 26 60 48 H54 Q56 30 52 12 Z" ${SHINE}/>
<rect x="34" y="52" width="38" height="8" rx="3" ${K}/>
<path d="M44 60 H62 L60 94 H46 Z" ${DARK}/>
<path d="M47 68 H59 M47 76 H59 M47 84 H59" ${O}/></g>`;

export const gloves = `<path d="M28 88 V52 Q26 34 32 20 Q36 14 40 20 V44 V14 Q44 8 48 14 V42 V12 Q52 6 56 12 V42 V18 Q60 12 64 18 V52 Q74 44 80 48 Q84 52 78 60 L64 78 V88 Z" ${M}/>
<rect x="26" y="76" width="40" height="14" rx="3" ${K}/>
<path d="M34 30 Q36 24 38 30" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`;
