/**
 * The return to player of the item games from their published rules (issue 11), printed by
 * `npm run catalog:report` after the cases: upgrades by chance band, the contract's bands, and Techies
 * mines by mine count. Every figure is computed with the same domain functions the server plays with.
 */
import { CONTRACT_WEIGHT_TOTAL, contractDistribution } from '@cases/domain/contract';
import { minesMultiplier, minesReturn } from '@cases/domain/mines';
import { chanceBadge, upgradeChance, upgradeReturn, type ChanceBadge } from '@cases/domain/upgrade';
import type { ItemGamesConfig } from '../item-games-config.ts';

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)} %`;

/**
 * A table as lines: the header, a rule, the rows; the first column left-aligned, the rest
 * right-aligned, columns two spaces apart.
 */
export function tableLines(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

/**
 * Upgrades: for target ÷ stake ratios from just above 1 to the max ratio (a fine grid), the chance and
 * the return (chance × ratio + (1 − chance) × pity share); the lowest and highest return per badge.
 */
function upgradeRows(c: ItemGamesConfig['upgrade']): string[][] {
  const bands = new Map<ChanceBadge, { lo: number; hi: number; cLo: number; cHi: number }>();
  const stake = 1_000_000;
  for (let step = 1; step <= 200_000; step += 1) {
    const ratio = 1 + ((c.maxRatio - 1) * step) / 200_000;
    const target = Math.round(stake * ratio);
    const chance = upgradeChance(stake, target, c.houseEdge, c.diminisher);
    const rtp = upgradeReturn(chance, stake, target, c);
    const badge = chanceBadge(chance);
    const b = bands.get(badge) ?? { lo: Infinity, hi: -Infinity, cLo: Infinity, cHi: -Infinity };
    bands.set(badge, {
      lo: Math.min(b.lo, rtp),
      hi: Math.max(b.hi, rtp),
      cLo: Math.min(b.cLo, chance),
      cHi: Math.max(b.cHi, chance),
    });
  }
  return (['low', 'middle', 'high'] as const).flatMap((badge) => {
    const b = bands.get(badge);
    return b ? [[badge, `${pct(b.cLo, 1)} – ${pct(b.cHi, 1)}`, `${pct(b.lo)} – ${pct(b.hi)}`]] : [];
  });
}

/**
 * The item games' return to player under `config`, as the text `npm run catalog:report` prints:
 * three blocks (upgrades by badge, contract bands, mines by mine count), each a title line and a table.
 */
export function itemGamesReport(config: ItemGamesConfig): string {
  const out: string[] = [];
  const u = config.upgrade;
  out.push('');
  out.push(
    `Upgrades: house edge ${pct(u.houseEdge)}, diminisher ${u.diminisher}, targets up to ×${u.maxRatio}, pity ${pct(u.pityShare)} of a lost stake, ${u.coinsPer100Rub} coins per 100 ₽ lost (not money, not counted)`,
  );
  out.push(...tableLines(['badge', 'chance', 'RTP'], upgradeRows(u)));

  const d = contractDistribution(config.contract.houseEdge);
  out.push('');
  out.push(
    `Contracts: house edge ${pct(config.contract.houseEdge)}, value = input × multiplier, paid as the dearest item within it + the rest on the balance`,
  );
  out.push(
    ...tableLines(
      ['band', 'chance', 'mean'],
      d.bands.map((b) => [
        `×${b.from} – ×${b.to}`,
        pct(b.weight / CONTRACT_WEIGHT_TOTAL),
        `×${((b.from + b.to) / 2).toFixed(3)}`,
      ]),
    ),
  );
  out.push(`RTP ${pct(d.expectedReturn, 3)}`);

  const m = config.mines;
  out.push('');
  out.push(
    `Techies mines: house edge ${pct(m.houseEdge)}, bets ${m.minBet / 100}–${m.maxBet / 100} ₽, wins capped at ${m.maxWin / 100} ₽ (the cap is left out of the RTP)`,
  );
  const rows = Array.from({ length: 24 }, (_, i) => {
    const mines = i + 1;
    const rtps = Array.from({ length: 25 - mines }, (_, k) =>
      minesReturn(mines, k + 1, m.houseEdge),
    );
    return [
      String(mines),
      `×${minesMultiplier(mines, 1, m.houseEdge).toFixed(2)}`,
      `×${minesMultiplier(mines, 25 - mines, m.houseEdge).toFixed(2)}`,
      `${pct(Math.min(...rtps))} – ${pct(Math.max(...rtps))}`,
    ];
  });
  out.push(...tableLines(['mines', 'first cell', 'all cells', 'RTP by cash-out point'], rows));
  return out.join('\n');
}

/** Prints the item games' return to player under `config` (itemGamesReport) to stdout. */
export function printItemGamesReport(config: ItemGamesConfig): void {
  console.log(itemGamesReport(config));
}
