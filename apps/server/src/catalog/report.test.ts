/**
 * `npm run catalog:report` for either game project (issue 34): the script itself, run as the operator runs it,
 * prints the asked project's cases, each paid case's RTP within the catalog's bounds (0.88–0.92), and refuses
 * an unknown project. Issue 44: each offer's price, EV and ratio, within CASE_RTP_MAX, and flagged over a lower one;
 * the pass levels, coin cases, pass tasks and missions against their costs, and the worst path as the sum of its
 * parts (the computations themselves: value-report.test.ts); the pass against its value bound (pass-value.test.ts).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const server = path.resolve(import.meta.dirname, '../..');

async function report(...args: string[]): Promise<string[]> {
  return reportWith({}, ...args);
}

async function reportWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/catalog/report.ts', ...args],
    {
      cwd: server,
      env: { ...process.env, GAME_PROJECT: undefined, CASE_RTP_MAX: undefined, ...env },
    },
  );
  return stdout.split('\n');
}

/** The offer rows: [slug, kind, price, EV, ratio, ok|OVER], and the summary line below them. */
function offerTable(lines: string[]) {
  const start = lines.findIndex((l) => l.startsWith('offers: EV = '));
  const end = lines.findIndex((l, i) => i > start && l.startsWith('offers over the bound: '));
  return {
    rule: lines[start],
    rows: lines.slice(start + 3, end).map((l) => l.trim().split(/\s+/)),
    summary: lines[end],
  };
}

/** The rows of the table under the line starting with `title` (after its header and rule), up to its summary. */
function tableUnder(lines: string[], title: string): string[][] {
  const start = lines.findIndex((l) => l.startsWith(title));
  expect(start, title).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const l of lines.slice(start + 3)) {
    if (
      l.trim() === '' ||
      /^([a-z ]+ over the bound|worst path|missions per account|pass tasks per account and season): /.test(
        l,
      )
    )
      break;
    rows.push(l.trim().split(/\s{2,}/));
  }
  return rows;
}

/** Roubles as printed to kopecks. */
const kop = (s: string | undefined) => Math.round(Number(s) * 100);

/** The case rows: [slug, section, price, EV, RTP, …]. */
const caseRows = (lines: string[]) =>
  lines
    .slice(3, lines.indexOf(''))
    .map((l) => l.trim().split(/\s+/))
    .filter((cells) => cells.length === 9);

describe('catalog:report', () => {
  it('prints each project’s own cases with their RTP in bounds', async () => {
    const [dota, cs] = await Promise.all([report(), report('--project', 'cs')]);
    expect(dota[0]).toBe('project: dota');
    expect(cs[0]).toBe('project: cs');
    const dotaSlugs = caseRows(dota).map((r) => r[0]);
    const csRows = caseRows(cs);
    expect(dotaSlugs).toContain('arcana');
    expect(csRows.map((r) => r[0])).toEqual(expect.arrayContaining(['ak-47', 'awp', 'knife']));
    expect(csRows.map((r) => r[0])).not.toContain('arcana');
    const paid = csRows.filter((r) => r[4] !== 'free');
    expect(paid.length).toBeGreaterThan(10);
    for (const r of paid) {
      expect(Number(r[4]), r[0]).toBeGreaterThanOrEqual(0.88);
      expect(Number(r[4]), r[0]).toBeLessThanOrEqual(0.92);
    }
  }, 60_000);

  it('prints each offer’s price, EV and ratio within the RTP ceiling (issue 44)', async () => {
    for (const project of ['dota', 'cs']) {
      const { rule, rows, summary } = offerTable(await report('--project', project));
      expect(rule).toBe("offers: EV = cases' EV + money + coins × 0.50 RUB, at most price × 0.95");
      expect(rows.map((r) => r[0])).toEqual(
        expect.arrayContaining(['starter-pack', 'arcana-chest', 'personal-first-deposit']),
      );
      expect(rows.length).toBe(8);
      for (const r of rows) {
        expect(r, `${project} ${r[0]}`).toHaveLength(6);
        const [price, ev, ratio] = [Number(r[2]), Number(r[3]), Number(r[4])];
        expect(ev, r[0]).toBeGreaterThan(0);
        expect(ratio, r[0]).toBeCloseTo(ev / price, 3);
        expect([r[0], ratio <= 0.95, r[5]]).toEqual([r[0], true, 'ok']);
      }
      expect(summary).toBe('offers over the bound: none');
    }
  }, 60_000);

  it('flags every offer over a lower ceiling', async () => {
    const { rule, rows, summary } = offerTable(await reportWith({ CASE_RTP_MAX: '0.9' }));
    expect(rule).toMatch(/at most price × 0\.9$/);
    // Every seeded offer is worth 0.93–0.95 of its price.
    expect(rows.filter((r) => r[5] !== 'OVER').map((r) => r[0])).toEqual([]);
    expect(summary).toBe(`offers over the bound: ${rows.map((r) => r[0]).join(', ')}`);
  }, 60_000);

  it('prints every other source of value against its cost, and the worst path as their sum (issue 44)', async () => {
    for (const project of ['dota', 'cs']) {
      const lines = await report('--project', project);
      const levels = tableUnder(lines, 'pass levels: reward');
      expect(levels.map((r) => Number(r[0]))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      for (const [n, coins, cost, ev, ratio, bound, cumCoins] of levels) {
        const level = Number(n);
        // Level n needs 10·n + n² season coins in all (catalog/season.ts): 2n + 9 from the level below.
        expect([Number(coins), Number(cumCoins)], n).toEqual([
          2 * level + 9,
          10 * level + level ** 2,
        ]);
        expect(kop(cost), n).toBe(Number(coins) * 50);
        expect(Number(ratio), n).toBeCloseTo(kop(ev) / kop(cost), 2);
        expect(bound, n).toBe(kop(ev) > kop(cost) * 0.95 ? 'OVER' : 'ok');
      }
      const overLine = lines.find((l) => l.startsWith('pass levels over the bound: '));
      const over = levels.filter((r) => r[5] === 'OVER').map((r) => r[0]);
      expect(overLine).toBe(
        `pass levels over the bound: ${over.length ? over.join(', ') : 'none'}`,
      );

      // Coin cases pay at most the coin's value × the ceiling per coin (decision 022).
      const coinCases = tableUnder(lines, 'coin cases: ');
      expect(coinCases.map((r) => r[0])).toEqual(['coin-frost', 'coin-roshan']);
      for (const [slug, kind, cost, ev, , bound] of coinCases) {
        expect(kop(cost), slug).toBe(Number(kind!.split(' ')[0]) * 50);
        expect([slug, bound, kop(ev) <= kop(cost) * 0.95]).toEqual([slug, 'ok', true]);
      }

      // Pass tasks: the per-account total is their sum, within the per-season cap (decision 022).
      const tasks = tableUnder(lines, 'pass tasks: ');
      const tasksTotal = tasks.at(-1)!;
      expect(tasksTotal[0]).toBe('per account');
      const tasksSum = tasks.slice(0, -1).reduce((s, r) => s + kop(r[3]), 0);
      expect(Math.abs(kop(tasksTotal[3]) - tasksSum)).toBeLessThanOrEqual(tasks.length);
      expect(lines.find((l) => l.startsWith('pass tasks per account and season: '))).toBe(
        `pass tasks per account and season: ${tasksTotal[3]} RUB against the cap of 150.00 RUB (PASS_TASKS_VALUE_CAP_RUB): within`,
      );

      // Missions: the per-account total is their sum.
      const missions = tableUnder(lines, 'missions: ');
      const total = missions.at(-1)!;
      expect(total[0]).toBe('per account');
      const sum = missions.slice(0, -1).reduce((s, r) => s + kop(r[3]), 0);
      expect(Math.abs(kop(total[3]) - sum)).toBeLessThanOrEqual(missions.length);
      // …and within the per-account cap (decision 022).
      expect(lines.find((l) => l.startsWith('missions per account: '))).toBe(
        `missions per account: ${total[3]} RUB against the cap of 150.00 RUB (MISSIONS_VALUE_CAP_RUB): within`,
      );

      // The worst path: its parts summed, and the line that says it.
      const path = tableUnder(lines, 'worst path of one account');
      const parts = path.slice(0, -1);
      const whole = path.at(-1)!;
      expect(parts.map((r) => r[0])).toEqual([
        'every offer',
        'pass (every level)',
        "the climb's coins",
        'every pass task',
        'every mission',
      ]);
      for (const col of [2, 3]) {
        const partsSum = parts.reduce((s, r) => s + kop(r[col]), 0);
        expect(Math.abs(kop(whole[col]) - partsSum), `column ${col}`).toBeLessThanOrEqual(
          parts.length,
        );
      }
      // Within what it paid × the ceiling and the two caps (300 ₽), and the line says so.
      const net = (kop(whole[3]) - kop(whole[2])) / 100;
      const bound = ((kop(whole[2]) * 0.95 + 30_000) / 100).toFixed(2);
      expect(kop(whole[3])).toBeLessThanOrEqual(kop(bound));
      expect(whole[5]).toBe('ok');
      expect(lines.find((l) => l.startsWith('worst path: '))).toBe(
        `worst path: ${whole[3]} RUB out for ${whole[2]} RUB in ` +
          `(the account ends ${net >= 0 ? '+' : ''}${net.toFixed(2)} RUB) against at most ${bound} RUB ` +
          `(0.95 of what it paid + the missions' and pass tasks' caps, 300.00 RUB): within`,
      );
    }
  }, 60_000);

  it('names the free cases over their caps (issue 44): the top-up case, level 1 and level 90 at lower caps', async () => {
    // daily-deposit gives 14.71 RUB an opening, level-1 8.01 RUB (cap 5), level-15 20.00 RUB (75), level-90 600 RUB
    // (450).
    const lines = await reportWith({
      DAILY_CASE_EV_CAP_RUB: '10',
      LEVEL_CASE_EV_CAP_RUB_PER_LEVEL: '5',
    });
    expect(lines.find((l) => l.startsWith('free cases: '))).toBe(
      'free cases: EV per opening at most 10.00 RUB a daily case, 5.00 RUB × level a level case; over: daily-deposit, level-1, level-90',
    );
  }, 60_000);

  it('prints the pass against its value bound: within it at the ceiling, over it above (decision 022)', async () => {
    for (const project of ['dota', 'cs']) {
      const lines = await report('--project', project);
      const rule = lines.find((l) => l.startsWith('pass value bound: '));
      expect(rule, project).toMatch(
        /costs 0\.4750 RUB to earn \(multifix-three at 0\.95\) and buys 0\.4275 RUB \(coin-frost\): the pass may pay 0\.0475 RUB a coin/,
      );
      const rows = tableUnder(lines, 'pass value bound: ').filter((r) => /^\d+$/.test(r[0]!));
      expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      for (const [n, coins, , cumEv, cumBound, bound] of rows) {
        // 4.75 kopecks a coin (4.7499 in Dota, 4.7495 in CS: their coin-frost drops differ by a fraction).
        expect(Math.abs(kop(cumBound) - Number(coins) * 4.75), n).toBeLessThanOrEqual(2);
        expect([n, bound], n).toEqual([n, 'ok']);
        expect(kop(cumEv), n).toBeLessThanOrEqual(kop(cumBound));
      }
      expect(lines.find((l) => l.startsWith('pass within its value bound: '))).toMatch(
        /^pass within its value bound: yes \(136\.81 RUB for 3000 coins, at most 142\.\d\d RUB\)$/,
      );
      // The seeded free cases within their caps (issue 44), in both projects.
      expect(
        lines.find((l) => l.startsWith('free cases: ')),
        project,
      ).toBe(
        'free cases: EV per opening at most 20.00 RUB a daily case, 10.00 RUB × level a level case; over: none',
      );
    }
    // At a ceiling of 0.97 a coin costs 0.285 RUB to earn and buys 0.4275: the pass has no room, every level is over.
    const over = await reportWith({ CASE_RTP_MAX: '0.97' });
    expect(over.find((l) => l.startsWith('pass value bound: '))).toMatch(
      /may pay 0\.0000 RUB a coin/,
    );
    expect(over.find((l) => l.startsWith('pass over its value bound at levels: '))).toBe(
      `pass over its value bound at levels: ${Array.from({ length: 50 }, (_, i) => i + 1).join(', ')}`,
    );
  }, 60_000);

  it('refuses an unknown project', async () => {
    await expect(report('--project', 'tf2')).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
