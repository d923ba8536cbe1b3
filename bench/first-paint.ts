/**
 * Benchmark (figures, not a test): how fast the front page paints and becomes interactive. Builds
 * nothing: starts the server on an already built web app (WEB_DIST, default apps/web/dist; run
 * `npm run build` first), then loads `/` in Debian's Chromium with a cold cache and the CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate), once on the plain localhost line and once on a slow 4G profile
 * (CDP Network.emulateNetworkConditions: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up).
 *
 * Prints per profile the medians over BENCH_RUNS (5) loads of: first contentful paint (ms), the time
 * React has rendered the case cards (ms, "interactive": the cards carry React's fiber, so clicks
 * are React's), the compressed JS bytes received by then (KB), all JS received within 3 s after
 * that (KB), and the encodings the server chose. Knobs: BENCH_RUNS, BENCH_PORT (3901), WEB_DIST.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Response } from 'playwright-core';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const BASE = `http://127.0.0.1:${PORT}`;
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(`No built web app in ${WEB_DIST}: run \`npm run build\` first (or set WEB_DIST).`);
  process.exit(1);
}

const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-fp-')),
  },
  // The server's log would mix with the figures on stdout; its errors still show.
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/v1/monitoring/status`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

interface Load {
  fcpMs: number;
  interactiveMs: number;
  jsBeforeInteractive: number;
  jsTotal: number;
  encodings: string[];
}

/** One cold load of `/` in a fresh context; `network` adds the slow 4G line. */
async function load(browser: Browser, network: boolean): Promise<Load> {
  // A first visit has no service worker yet; one registered mid-load would hide later requests.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  const scripts: Response[] = [];
  page.on('response', (r) => {
    // By URL: modulepreloaded chunks are not always typed 'script'.
    if (/\.m?js(\?|$)/.test(new URL(r.url()).pathname)) scripts.push(r);
  });
  await page.goto(`${BASE}/`, { waitUntil: 'commit' });
  // React has rendered the cards when a card element carries React's fiber property.
  await page.waitForFunction(
    () => {
      const card = document.querySelector('.case-card');
      if (!card || !Object.keys(card).some((k) => k.startsWith('__reactFiber$'))) return false;
      (window as unknown as { __interactive: number }).__interactive = performance.now();
      return true;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  // What loads after the take-over (socket.io, the realtime channel): the network may have gone
  // idle already while the CPU rendered, so give it a fixed while instead of waiting for idleness.
  await page.waitForTimeout(3000);
  const times = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    interactive: (window as unknown as { __interactive: number }).__interactive,
    // Navigation-relative end of each script response, by URL.
    ends: performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
      .map((e) => [e.name, (e as PerformanceResourceTiming).responseEnd] as const),
  }));
  const endOf = new Map(times.ends);
  let before = 0;
  let total = 0;
  const encodings = new Set<string>();
  for (const r of scripts) {
    const size = (await r.request().sizes()).responseBodySize;
    total += size;
    encodings.add((await r.headerValue('content-encoding')) ?? 'identity');
    if ((endOf.get(r.url()) ?? Infinity) <= times.interactive) before += size;
  }
  await context.close();
  return {
    fcpMs: times.fcp,
    interactiveMs: times.interactive,
    jsBeforeInteractive: before,
    jsTotal: total,
    encodings: [...encodings],
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

await waitForServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
// One warm-up load: the server's first answers (catalog snapshot, file reads) are not the page's.
await load(browser, false);
const result: Record<string, unknown> = { web_dist: WEB_DIST, runs: RUNS };
for (const [name, network] of [
  ['cpu_4x_localhost', false],
  ['cpu_4x_slow_4g', true],
] as const) {
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i += 1) loads.push(await load(browser, network));
  result[name] = {
    fcp_ms: Math.round(median(loads.map((l) => l.fcpMs))),
    interactive_ms: Math.round(median(loads.map((l) => l.interactiveMs))),
    js_kb_before_interactive: kb(median(loads.map((l) => l.jsBeforeInteractive))),
    js_kb_total: kb(median(loads.map((l) => l.jsTotal))),
    encodings: [...new Set(loads.flatMap((l) => l.encodings))],
  };
}
await browser.close();
console.log(JSON.stringify(result, null, 2));
stop();
process.exit(0);
