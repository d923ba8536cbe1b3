/**
 * A player's generated avatar (96×96 SVG): a symmetric 5×5 pattern and colours drawn from the seed's
 * hash, so every seed looks different and nothing of the seed is printed.
 */
import { createHash } from 'node:crypto';

export function avatarArt(seed: string): string {
  const h = createHash('sha256').update(seed).digest();
  const hue = ((h[0]! << 8) | h[1]!) % 360;
  const fg = `hsl(${hue},70%,62%)`;
  const bg = `hsl(${(hue + 180) % 360},35%,18%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 3; col++) {
      if (((h[2 + row]! >> col) & 1) === 0) continue;
      for (const x of col === 2 ? [2] : [col, 4 - col])
        cells.push(
          `<rect x="${18 + x * 12}" y="${18 + row * 12}" width="12" height="12" rx="2.5"/>`,
        );
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="48" fill="${bg}"/><g fill="${fg}">${cells.join('')}</g>
<circle cx="48" cy="48" r="46" fill="none" stroke="${fg}" stroke-opacity=".5" stroke-width="3"/></svg>`;
}
