/**
 * `npm run catalog:report`'s item games (issue 11 "Fairness": every game's return to player printed
 * from its published rules): the upgrade badges, the contract bands and the mines rows, with figures
 * that agree with the domain functions the server plays with, under the default configuration.
 */
import { CONTRACT_WEIGHT_TOTAL, contractDistribution } from '@cases/domain/contract';
import { minesMultiplier, minesReturn } from '@cases/domain/mines';
import {
  UPGRADE_BADGE_HIGH,
  UPGRADE_BADGE_MIDDLE,
  UPGRADE_MAX_CHANCE,
  upgradeChance,
  upgradeReturn,
} from '@cases/domain/upgrade';
import { describe, expect, it } from 'vitest';
import { loadItemGamesConfig } from '../item-games-config.ts';
import { itemGamesReport } from './item-games-report.ts';

const config = loadItemGamesConfig({});
const text = itemGamesReport(config);
const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)} %`;

/** The cells of the table under the line starting with `title`: header and rule skipped. */
function tableAfter(title: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(title));
  expect(start, `no "${title}" block`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 3)) {
    if (line.trim() === '' || line.startsWith('RTP ')) break;
    rows.push(line.trim().split(/\s{2,}/));
  }
  return rows;
}
/** "12.34 % – 56.78 %" → [0.1234, 0.5678]. */
const range = (cell: string) => cell.split(' – ').map((p) => Number.parseFloat(p) / 100);

describe('the item games report', () => {
  it('prints the upgrade badges with their chances and the returns of the domain formula', () => {
    const u = config.upgrade;
    const rows = tableAfter('Upgrades:');
    expect(rows.map((r) => r[0])).toEqual(['low', 'middle', 'high']);
    const [low, middle, high] = rows.map((r) => ({ chance: r[1]!, rtp: range(r[2]!) }));
    // The chances: the max ratio's chance up to the thresholds of spec 001 §5 and the 90 % cap.
    const floor = upgradeChance(1_000_000, 1_000_000 * u.maxRatio, u.houseEdge, u.diminisher);
    expect(low!.chance.split(' – ')[0]).toBe(pct(floor, 1));
    expect(middle!.chance.split(' – ')[0]).toBe(pct(UPGRADE_BADGE_MIDDLE, 1));
    expect(high!.chance).toBe(`${pct(UPGRADE_BADGE_HIGH, 1)} – ${pct(UPGRADE_MAX_CHANCE, 1)}`);
    // A target at ×ratio of the stake: its return (domain upgradeReturn) lies in its badge's range.
    for (const [ratio, band] of [
      [1.2, high],
      [2, middle],
      [10, low],
      [u.maxRatio, low],
    ] as const) {
      const chance = upgradeChance(100_000, 100_000 * ratio, u.houseEdge, u.diminisher);
      const rtp = upgradeReturn(chance, 100_000, 100_000 * ratio, u);
      expect(rtp, `×${ratio}`).toBeGreaterThanOrEqual(band!.rtp[0]! - 5e-5);
      expect(rtp, `×${ratio}`).toBeLessThanOrEqual(band!.rtp[1]! + 5e-5);
    }
    // No badge pays back more than the edge allows plus the pity share.
    for (const b of [low, middle, high])
      expect(b!.rtp[1]).toBeLessThanOrEqual(1 - u.houseEdge + u.pityShare);
  });

  it('prints the contract bands of the published distribution and its return', () => {
    const d = contractDistribution(config.contract.houseEdge);
    expect(tableAfter('Contracts:')).toEqual(
      d.bands.map((b) => [
        `×${b.from} – ×${b.to}`,
        pct(b.weight / CONTRACT_WEIGHT_TOTAL),
        `×${((b.from + b.to) / 2).toFixed(3)}`,
      ]),
    );
    expect(text).toContain(`\nRTP ${pct(d.expectedReturn, 3)}\n`);
    expect(d.expectedReturn).toBeLessThanOrEqual(1 - config.contract.houseEdge);
  });

  it('prints one mines row per mine count with the multiplier table and its returns', () => {
    const edge = config.mines.houseEdge;
    const rows = tableAfter('Techies mines:');
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    for (const [mines, first, all, rtp] of rows) {
      const n = Number(mines);
      expect(first).toBe(`×${minesMultiplier(n, 1, edge).toFixed(2)}`);
      expect(all).toBe(`×${minesMultiplier(n, 25 - n, edge).toFixed(2)}`);
      const [lo, hi] = range(rtp!);
      // Cashing out after the first safe cell and after all of them are both within the range.
      for (const safe of [1, 25 - n]) {
        expect(minesReturn(n, safe, edge)).toBeGreaterThanOrEqual(lo! - 5e-5);
        expect(minesReturn(n, safe, edge)).toBeLessThanOrEqual(hi! + 5e-5);
      }
      expect(hi).toBeLessThanOrEqual(1 - edge);
    }
  });
});
