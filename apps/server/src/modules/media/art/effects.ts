/** Light effects shared by the item and case pictures: rays behind a rare thing and sparkles around it. */
import { createHash } from 'node:crypto';

/** `n` thin rays from (cx, cy) out to radius `r`, in `color`, fading outwards. */
export function rays(cx: number, cy: number, r: number, color: string, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const w = Math.PI / (n * 2.6);
    const p = (t: number) =>
      `${(cx + Math.cos(t) * r).toFixed(1)} ${(cy + Math.sin(t) * r).toFixed(1)}`;
    out.push(`M${cx} ${cy} L${p(a - w)} L${p(a + w)} Z`);
  }
  return `<path d="${out.join(' ')}" fill="${color}" opacity=".16"/>`;
}

/** Four-pointed sparkles placed from a hash of `seed` (the same seed always gives the same picture). */
export function sparkles(seed: string, w: number, h: number, color: string, count = 6): string {
  const bytes = createHash('sha256').update(seed).digest();
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = 18 + (bytes[i * 3]! / 255) * (w - 36);
    const y = 14 + (bytes[i * 3 + 1]! / 255) * (h - 50);
    const s = 3 + (bytes[i * 3 + 2]! / 255) * 4;
    out.push(
      `<path d="M${x.toFixed(1)} ${(y - s * 2).toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${(x + s * 2).toFixed(1)} ${y.toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${(y + s * 2).toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${(x - s * 2).toFixed(1)} ${y.toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${(y - s * 2).toFixed(1)} Z"/>`,
    );
  }
  return `<g fill="${color}" opacity=".85">${out.join('')}</g>`;
}
