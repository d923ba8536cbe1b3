/**
 * Benchmark (figures, not a test; issue 31 "Measured"): the compressed JS a visitor's browser loads on
 * `/`, `/open/<cheapest case>`, `/battles`, `/upgrades` and `/event` at 360 px — by network idle
 * (Playwright's `networkidle`: no request for 500 ms; the issue's budget for `/` is 150 KB) and 10 s
 * after it, when what waits for the page to settle (api/page-settled.ts: the answer checks' zod, a
 * visitor's live channel) has come too. Each load in a fresh context (cold cache), BENCH_RUNS (3) loads
 * per page, the median printed, with the files of the front page's last load by size.
 *
 * Starts the shop on an already built web app (WEB_DIST, default apps/web/dist; `npm run build`
 * first). Knobs: BENCH_RUNS, BENCH_PORT (3903), WEB_DIST.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { cheapestCase, startShop } from './lib/shop.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3903);
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const AFTER_MS = 10_000;

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(`No built web app in ${WEB_DIST}: run \`npm run build\` first (or set WEB_DIST).`);
  process.exit(1);
}

interface Load {
  /** KB by network idle, KB 10 s after it. */
  idle: number;
  after: number;
  /** [path, bytes, by network idle] of every script. */
  files: [string, number, boolean][];
}

/** One cold load of `url`: the scripts' compressed sizes, split at network idle. */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const files: [string, number, boolean][] = [];
  let idle = false;
  // As sent: the server sends the build's precompressed files with their length.
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    const bytes = Number(r.headers()['content-length'] ?? 0);
    files.push([new URL(r.url()).pathname, bytes, !idle]);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  idle = true;
  await page.waitForTimeout(AFTER_MS);
  await context.close();
  const kb = (fs: typeof files) => fs.reduce((s, f) => s + f[1], 0) / 1024;
  return { idle: kb(files.filter((f) => f[2])), after: kb(files), files };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const shop = await startShop({ port: PORT, env: { WEB_DIST } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const { slug } = await cheapestCase(shop.base);
  const pages = ['/', `/open/${slug}`, '/battles', '/upgrades', '/event'];
  console.log(`Compressed JS of a visitor at 360 px, median of ${RUNS} cold loads`);
  console.log('page | KB by network idle | KB 10 s after');
  let front: Load | undefined;
  for (const p of pages) {
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i += 1) loads.push(await load(browser, `${shop.base}${p}`));
    front ??= loads.at(-1);
    console.log(
      [
        p.startsWith('/open/') ? '/open/<case>' : p,
        median(loads.map((l) => l.idle)).toFixed(1),
        median(loads.map((l) => l.after)).toFixed(1),
      ].join(' | '),
    );
  }
  console.log('\n/ , its last load: bytes, by network idle?, file');
  for (const [file, bytes, byIdle] of front!.files.sort((a, b) => b[1] - a[1]))
    console.log(`${String(bytes).padStart(7)} ${byIdle ? 'idle ' : 'later'} ${file}`);
} finally {
  await browser.close();
  await shop.stop();
}
