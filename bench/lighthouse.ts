/**
 * Benchmark (figures, not a test; issue 31 "Measured"): Lighthouse's performance and accessibility scores on
 * `/`, `/open/<cheapest case>`, `/battles`, `/upgrades` and `/event`, with Lighthouse's mobile preset (its
 * default: a Moto G power class phone, 4× CPU slowdown, slow 4G) in Debian's Chromium, BENCH_RUNS (3) runs
 * each, the median printed with the first contentful paint, largest contentful paint, total blocking time
 * and the compressed script bytes of the page.
 *
 * Starts the shop on an already built web app (WEB_DIST, default apps/web/dist; `npm run build` first).
 * Lighthouse is not a dependency of the project (200 packages for one benchmark): it runs through
 * `npx --yes lighthouse@12.8.2`, which fetches it once. Knobs: BENCH_RUNS, BENCH_PORT (3902), WEB_DIST.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { cheapestCase, startShop } from './lib/shop.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3902);
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const LIGHTHOUSE = 'lighthouse@12.8.2';

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(`No built web app in ${WEB_DIST}: run \`npm run build\` first (or set WEB_DIST).`);
  process.exit(1);
}

interface Report {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/** Compressed bytes of every script the page loaded (Lighthouse's network requests). */
function scriptBytes(report: Report): number {
  const items = (report.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return items
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

/** One Lighthouse run of `url`; a run Lighthouse itself gives up on (e.g. NO_NAVSTART) is tried again twice. */
async function lighthouse(url: string, tries = 3): Promise<Report> {
  try {
    return await lighthouseOnce(url);
  } catch (e) {
    if (tries <= 1) throw e;
    console.error(`lighthouse failed on ${url}, again: ${(e as Error).message.split('\n')[0]}`);
    return lighthouse(url, tries - 1);
  }
}

async function lighthouseOnce(url: string): Promise<Report> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const shop = await startShop({ port: PORT, env: { WEB_DIST } });
try {
  const { slug } = await cheapestCase(shop.base);
  const pages = ['/', `/open/${slug}`, '/battles', '/upgrades', '/event'];
  console.log(`Lighthouse ${LIGHTHOUSE}, mobile preset, median of ${RUNS} runs`);
  console.log('page | performance | accessibility | FCP ms | LCP ms | TBT ms | JS KB');
  for (const page of pages) {
    const reports: Report[] = [];
    for (let i = 0; i < RUNS; i += 1) reports.push(await lighthouse(`${shop.base}${page}`));
    const m = (f: (r: Report) => number) => median(reports.map(f));
    const audit = (name: string) => (r: Report) => r.audits[name]?.numericValue ?? NaN;
    console.log(
      [
        page.startsWith('/open/') ? '/open/<case>' : page,
        Math.round(m((r) => r.categories.performance.score * 100)),
        Math.round(m((r) => r.categories.accessibility.score * 100)),
        Math.round(m(audit('first-contentful-paint'))),
        Math.round(m(audit('largest-contentful-paint'))),
        Math.round(m(audit('total-blocking-time'))),
        (m(scriptBytes) / 1024).toFixed(1),
      ].join(' | '),
    );
  }
} finally {
  await shop.stop();
}
