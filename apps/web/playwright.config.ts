/**
 * Browser tests of the shop, run in Debian's Chromium against a real server on port 3100 (or
 * E2E_PORT) with a fresh embedded database (ARCHITECTURE "Tests never need a server that the test command does not
 * start itself"). The root `npm run test:e2e` builds the web app first; the server serves apps/web/dist
 * (or E2E_WEB_DIST).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CONSOLE_LOGINS, CONSOLE_OWNER } from './e2e/console-owner.ts';

const CHROMIUM = '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    'Chromium not found at /usr/bin/chromium: install it with `apt-get install -y chromium` (Debian)',
  );
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
// The server's data directory: the shard runner's (scripts/e2e-shards.ts makes and removes one a shard), else a new
// one, made once: Playwright's workers load this file again and inherit it through the environment.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cases-e2e-')));
/** Port 3100 unless E2E_PORT is set (e.g. while another run holds 3100). */
const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${port}`;
/** The mock sign-in providers (Google through them in sign-in-security.spec.ts). */
const mockPort = String(Number(port) + 99);
const mockBase = `http://127.0.0.1:${mockPort}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 90_000,
  // A bound on waiting for the thing, not a time the thing must take: CI runs two shards beside the PostgreSQL
  // suite on two cores, where a page that chains three requests after its scripts can take over 10 s.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A failing run ends soon after it fails (issue 42): in CI a shard stops at its second failure, and the shard
  // runner (scripts/e2e-shards.ts) then stops the others; locally every test runs.
  maxFailures: process.env.CI ? 2 : 0,
  // E2E_JUNIT=<file> adds a JUnit report (the shard runner sets one a shard; apps/server/src/test/junit-summary.ts reads them).
  reporter: process.env.E2E_JUNIT
    ? [['list'], ['junit', { outputFile: process.env.E2E_JUNIT }]]
    : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 900 },
    // The reduced-motion preference: the shop's endless decorations (the live dot's pulse, spinners) stop, so
    // headless Chromium, which composites in software, does not draw 60 frames a second through every wait of
    // every test (about 3 s of CPU in 20 s on an idle front page). The specs about motion (the roulette, sound,
    // reveals) ask for motion back with `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    // The shop's service worker is pwa.spec.ts's subject (it allows it there). Elsewhere it would stand between the
    // page and every file and picture it loads (a cache look-up and a cache write each, in every test's fresh
    // context): about a tenth of Chromium's CPU in the route walk, for nothing the other specs look at.
    serviceWorkers: 'block',
    // A trace records every test as it runs (kept only when one fails): E2E_TRACE=off spares that work where
    // nobody can open the trace anyway (.ci/run, whose log names the failure and its error context).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx apps/server/src/test/mock-provider-main.ts',
      cwd: repoRoot,
      url: `${mockBase}/health`,
      env: { MOCK_PROVIDER_PORT: mockPort },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The console's staff account (issue 30; console.spec.ts) is made in the fresh DATA_DIR first: both
      // commands see this entry's env.
      command: `ADMIN_PASSWORD=${CONSOLE_OWNER.password} npm run admin -- add ${CONSOLE_LOGINS} owner && npm run start -w @cases/server`,
      cwd: repoRoot,
      url: `${baseURL}/v1/monitoring/status`,
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Techies mines are off by default (spec 000 §1); item-games.spec.ts plays them.
        FEATURE_FLAGS: 'provably_fair=true,techies=true',
        // A simulated Steam bot that never fails (docs/withdrawals.md), for withdraw.spec.ts and inventory.spec.ts:
        // an offer would go out an hour after the request, so a withdrawal stays PREPARING until a spec asks the
        // server's test hook to send it now (TEST_HOOKS below; `api.runDue('withdrawals')`); then it is accepted
        // half a second later.
        WITHDRAW_POLL_MS: '200',
        STEAM_BOT_SEND_DELAY_MS: '3600000',
        STEAM_BOT_ACCEPT_DELAY_MS: '500',
        STEAM_BOT_FAILURE_RATE: '0',
        STEAM_BOT_CANCEL_RATE: '0',
        // Waiting work run on request (the server's platform/due-work.ts): never on a real shop.
        TEST_HOOKS: 'true',
        // Sign-in with Google through the local mock; every link is built from PUBLIC_URL.
        PUBLIC_URL: baseURL,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_AUTH_URL: `${mockBase}/oauth/authorize`,
        GOOGLE_TOKEN_URL: `${mockBase}/oauth/token`,
        GOOGLE_USERINFO_URL: `${mockBase}/google/userinfo`,
        // One browser runs every spec from 127.0.0.1: far more page views a minute than a player.
        RATE_LIMIT_ANALYTICS_PER_MIN: '1000',
        // A raffle is drawn when a test asks (`api.runDue('raffle')` ends and draws the running one), at
        // once: no draw delay (issue 42, time is an input).
        RAFFLE_DRAW_DELAY_S: '0',
        // A ticket costs 4 000 ₽ of openings here: only the raffle specs, which open a case that dear,
        // take part, so no other spec's player wins an item into the inventory it counts.
        RAFFLE_TICKET_RUB: '4000',
        // A web build elsewhere than apps/web/dist (two runs side by side): E2E_WEB_DIST.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
      reuseExistingServer: false,
      // A bound, not a goal: the staff accounts and the server each start a fresh embedded database (about
      // 10 s apiece on a quiet machine); in CI two shards do so beside the typecheck, lint and the PostgreSQL
      // suite on two cores, where 120 s once ran out for both shards.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
