/**
 * `npm run catalog:report` for either game project (issue 34): the script itself, run as the operator runs it,
 * prints the asked project's cases, each paid case's RTP within the catalog's bounds (0.88–0.92), and refuses
 * an unknown project.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const server = path.resolve(import.meta.dirname, '../..');

async function report(...args: string[]): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/catalog/report.ts', ...args],
    {
      cwd: server,
      env: { ...process.env, GAME_PROJECT: undefined },
    },
  );
  return stdout.split('\n');
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

  it('refuses an unknown project', async () => {
    await expect(report('--project', 'tf2')).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
