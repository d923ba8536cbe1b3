/**
 * The served pages name the backend's game project (issue 34, decision 019): a CS2 backend's front page is
 * "CS CASES" with CS2's texts, `<html data-project="cs">` (the theme's switch), its home-screen title and
 * manifest, and says "Dota" nowhere; its titles and descriptions name CS2; a Dota 2 backend's pages stay
 * DOTA CASES, index.html's own.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { SEO_PAGES, seoTexts } from './seo-texts.ts';

/** A web build's index.html as apps/web/index.html has it: the default project's names. */
const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="apple-touch-icon" href="/icon-192.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <meta name="apple-mobile-web-app-title" content="DOTA CASES" />
    <title>DOTA CASES</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  return dist;
}

let cs: TestApp;
let dota: TestApp;
beforeAll(async () => {
  cs = await createTestApp({ GAME_PROJECT: 'cs', WEB_DIST: webDist() });
  dota = await createTestApp({ WEB_DIST: webDist() });
}, 120_000);
afterAll(async () => {
  await cs?.close();
  await dota?.close();
});

const page = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const seo = async (t: TestApp, url: string) =>
  (await t.app.inject({ method: 'POST', url: '/v1/seo/get', payload: { url } })).json<{
    title: string;
    description: string;
  }>();

describe('a CS2 backend’s pages', () => {
  it('paint the front page as CS CASES, in CS2’s colours and words, without a word of Dota', async () => {
    const home = await page(cs, '/');
    expect(home).toContain('<title>CS CASES — кейсы CS2 с честными шансами</title>');
    expect(home).toContain('<html lang="ru" data-project="cs">');
    expect(home).toContain('<meta name="apple-mobile-web-app-title" content="CS CASES" />');
    expect(home).toContain('<link rel="manifest" href="/manifest.cs.webmanifest" />');
    expect(home).toContain('<link rel="icon" type="image/svg+xml" href="/favicon-cs.svg" />');
    expect(home).toContain('<link rel="apple-touch-icon" href="/icon-cs-192.svg" />');
    expect(home).toContain('<span class="logo__text">CS <span class="logo__accent">CASES</span>');
    expect(home).toContain('aria-label="CS CASES — на главную"');
    expect(home).toContain('<p class="hero__kicker">Кейсы CS2</p>');
    expect(home).toContain('Открывай кейсы — забирай ножи');
    expect(home.match(/.{0,60}dota.{0,60}/gi)).toBeNull();

    const en = await page(cs, '/en');
    expect(en).toContain('<title>CS CASES — CS2 cases with fair odds</title>');
    expect(en).toContain('<html lang="en" data-project="cs">');
    expect(en).toContain('aria-label="CS CASES — home"');
    expect(en).toContain('<p class="hero__kicker">CS2 cases</p>');
    expect(en.match(/.{0,60}dota.{0,60}/gi)).toBeNull();
  });

  it('title every page and case after CS2', async () => {
    const refill = await page(cs, '/refill');
    expect(refill).toContain('<title>Пополнение баланса — CS CASES</title>');
    // Every page, not the front page only, is marked CS: the theme and texts are right from the first paint.
    expect(refill).toContain('<html lang="ru" data-project="cs">');
    expect(await page(cs, '/en/upgrades')).toContain('<html lang="en" data-project="cs">');
    expect((await seo(cs, '/open/ak-47')).title).toMatch(/^Кейс «.+» — CS CASES$/);
    expect((await seo(cs, '/en/sapper')).title).toBe('Mines mini-game — CS CASES');
    const said = SEO_PAGES.flatMap((key) =>
      (['ru', 'en'] as const).map((lang) => [key, lang, seoTexts('cs')[lang][key]] as const),
    ).filter(([, , t]) => /dota|techies/i.test(`${t?.title} ${t?.description}`));
    expect(said).toEqual([]);
    expect(seoTexts('cs').ru.home?.description).toContain('CS2');
  });
});

describe('a Dota 2 backend’s pages', () => {
  it('stay DOTA CASES', async () => {
    const home = await page(dota, '/');
    expect(home).toContain('<title>DOTA CASES — кейсы Dota 2 с честными шансами</title>');
    // index.html is the default project's page: written as it is.
    expect(home).toContain('<html lang="ru">');
    expect(home).toContain('<meta name="apple-mobile-web-app-title" content="DOTA CASES" />');
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(home).toContain('<span class="logo__text">DOTA <span class="logo__accent">CASES</span>');
    expect(home).toContain('<p class="hero__kicker">Кейсы Dota 2</p>');
    expect(home).not.toMatch(/CS CASES|CS2/);
    expect((await seo(dota, '/en/refill')).title).toBe('Top up — DOTA CASES');
    expect((await seo(dota, '/sapper')).title).toBe('Techies — мини-игра — DOTA CASES');
  });
});
