/**
 * A short summary of JUnit reports (vitest's and Playwright's `junit` reporters; issue 42): per report the tests
 * passed, failed and skipped, the failed tests by name with the first lines of their failure (so a CI log that
 * keeps only its end still says what went wrong), and the slowest tests over all reports. `.ci/run` prints
 * it after each stage, so the end of CI's log names what failed and where the time went.
 *
 *   npx tsx apps/server/src/test/junit-summary.ts [--slowest N] <report.xml> …
 *
 * Reports that do not exist are named and skipped (a stage stopped before writing its own). Exit code 0 always:
 * the stages' own exit codes decide CI. Ends with one line `N passed, N failed, N skipped` over all reports.
 */
import fs from 'node:fs';

interface Case {
  name: string;
  suite: string;
  seconds: number;
  failed: boolean;
  skipped: boolean;
  /** The failure's message and the first lines of its report, at most FAILURE_LINES lines; '' when passed. */
  failure: string;
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? unescape(m[1]!) : '';
};

const FAILURE_LINES = 12;

/** The failure's text of a test case's body: its `message` attribute, then the element's text, trimmed. */
function failureOf(body: string): string {
  const m = /<(failure|error)\b([^>]*?)(\/>|>([\s\S]*?)<\/\1>)/.exec(body);
  if (!m) return '';
  const inner = (m[4] ?? '').replace(/<!\[CDATA\[|\]\]>/g, '');
  const text = [attr(m[2]!, 'message'), unescape(inner)]
    .join('\n')
    // Playwright's messages carry the terminal's colour codes.
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '');
  return text.slice(0, FAILURE_LINES).join('\n');
}

/** The test cases of one JUnit XML text (a `<testcase …>` either self-closed or with a body). */
export function parseJunit(xml: string): Case[] {
  const cases: Case[] = [];
  const re = /<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    const head = m[1]!;
    const body = m[3] ?? '';
    cases.push({
      name: attr(head, 'name'),
      suite: attr(head, 'classname'),
      seconds: Number(attr(head, 'time')) || 0,
      failed: /<(failure|error)\b/.test(body),
      skipped: /<skipped\b/.test(body),
      failure: failureOf(body),
    });
  }
  return cases;
}

const args = process.argv.slice(2);
let slowest = 20;
const files: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--slowest') slowest = Number(args[++i]);
  else files.push(args[i]!);
}

const all: Case[] = [];
for (const file of files) {
  if (!fs.existsSync(file)) {
    console.log(`${file}: no report`);
    continue;
  }
  const cases = parseJunit(fs.readFileSync(file, 'utf8'));
  all.push(...cases);
  const failed = cases.filter((c) => c.failed);
  const skipped = cases.filter((c) => c.skipped).length;
  console.log(
    `${file}: ${cases.length - failed.length - skipped} passed, ${failed.length} failed, ${skipped} skipped`,
  );
  for (const c of failed) {
    console.log(`  FAILED ${c.suite} › ${c.name}`);
    if (c.failure) console.log(c.failure.replace(/^/gm, '      '));
  }
}
if (slowest > 0 && all.length) {
  console.log(`slowest ${Math.min(slowest, all.length)}:`);
  for (const c of [...all].sort((a, b) => b.seconds - a.seconds).slice(0, slowest))
    console.log(`  ${c.seconds.toFixed(1).padStart(7)} s  ${c.suite} › ${c.name}`);
}
const failedAll = all.filter((c) => c.failed).length;
const skippedAll = all.filter((c) => c.skipped).length;
console.log(
  `${all.length - failedAll - skippedAll} passed, ${failedAll} failed, ${skippedAll} skipped`,
);
