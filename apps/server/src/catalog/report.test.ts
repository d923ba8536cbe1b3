/**
 * `npm run catalog:report` for either game project (issue 34): the script itself, run as the operator runs it,
 * prints the asked project's cases, each paid case's RTP within the catalog's bounds (0.88–0.92), and refuses
 * an unknown project. Issue 44: each offer's price, EV and ratio, within CASE_RTP_MAX, and flagged over a lower one.
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

  it('refuses an unknown project', async () => {
    await expect(report('--project', 'tf2')).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
