/**
 * Serving the web build (issue 9 "First paint"): compressed and long-cached hashed assets,
 * revalidated HTML, and the front page's first screen in the HTML itself, in Russian at `/` and
 * English at `/en`, with its data block and colour stylesheet and nothing the CSP would refuse.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '@cases/domain/api/cases';
import { caseCardHtml } from '../modules/seo/first-screen-cards.ts';
import { textsFor } from '../modules/seo/first-screen-texts.ts';
import { pickCases } from '../test/catalog-picks.ts';
import { createTestApp, register, type TestApp } from '../test/helper.ts';

const ASSET = 'assets/index-AbC123.js';
const SCRIPT = `console.log(${JSON.stringify('first paint '.repeat(200))});\n`;
const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <title>x</title>
    <script type="module" crossorigin src="/${ASSET}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
/** The main-page sections as the API answers them (JSON). */
let firstData = '[]';
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-fp-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, ASSET), SCRIPT);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'build.json'), '{"id":"abc"}');
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      '../../packages/i18n/src/en.json': {
        file: 'assets/en-XyZ.js',
        src: '../../packages/i18n/src/en.json',
      },
    }),
  );
  t = await createTestApp({ WEB_DIST: dist });
  const res = await t.app.inject({ url: '/v2/case/sections/with-cases?main=1' });
  firstData = JSON.stringify(res.json<{ sections: Section[] }>().sections);
});
afterAll(() => t.close());

/** The attribute values of every `name="…"` in `html`. */
const values = (html: string, name: string) =>
  [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('static files of the web build', () => {
  it('sends a hashed asset brotli-compressed and cached for a year as immutable', async () => {
    const res = await t.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: `/${ASSET}` });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, SCRIPT]);
  });

  it('has the browser revalidate index.html, build.json and every page', async () => {
    for (const url of ['/index.html', '/build.json', '/', '/en', '/refill']) {
      const res = await t.app.inject({ url });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('compresses pages and API answers for a client that accepts brotli', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('case-card');
    const api = await t.app.inject({
      url: '/v2/case/sections/with-cases?main=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(api.headers['content-encoding']).toBe('br');
  });
});

describe("the front page's first screen", () => {
  it('is in the HTML at / in Russian: sections, case cards with names, pictures, prices and links', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    const sections = await t.app.inject({ url: '/v2/case/sections/with-cases?main=1' });
    const cases = sections
      .json<{ sections: { name: string; cases: { slug: string; name: string }[] }[] }>()
      .sections.flatMap((s) => s.cases);
    expect(cases.length).toBeGreaterThan(5);
    const links = values(res.body, 'href');
    for (const c of cases) {
      expect(links).toContain(`/open/${encodeURIComponent(c.slug)}`);
      expect(res.body).toContain(`<span class="case-card__name">${c.name}</span>`);
    }
    expect(res.body).toContain('<h1 id="hero-title" class="hero__title">');
    expect(res.body).toContain('class="case-section__title');
    expect(res.body).toMatch(/<span class="case-card__free">Бесплатно<\/span>/);
    expect(res.body).toMatch(/<span>\d[\d\s,]*\u00a0₽<\/span>/);
    expect(res.body).toContain('src="/img/cases/');
    expect(res.body).toContain('<html lang="ru">');
  });

  it('is in English at /en, with /en links and the English text chunk preloaded', async () => {
    const res = await t.app.inject({ url: '/en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('class="hero__title">Open cases — take arcanas</h1>');
    expect(res.body).toContain('<span class="case-card__free">Free</span>');
    expect(res.body).not.toContain('Бесплатно');
    expect(values(res.body, 'href').filter((h) => h?.startsWith('/en/open/')).length).toBe(
      (res.body.match(/class="case-card[ "]/g) ?? []).length,
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-XyZ.js">');
    expect((await t.app.inject({ url: '/' })).body).not.toContain('/assets/en-XyZ.js');
  });

  it('passes the CSP: no inline script or style; colours come from a same-origin stylesheet', async () => {
    const { body } = await t.app.inject({ url: '/' });
    expect(body).not.toMatch(/ style=/);
    expect(body).not.toMatch(/<style/);
    for (const [, attrs] of body.matchAll(/<script([^>]*)>/g))
      expect(attrs).toMatch(/type="module"[^>]* src=|type="application\/json"/);
    expect(body).not.toMatch(/ on[a-z]+=/);
    const href = /<link rel="stylesheet" href="(\/first-screen\.css\?v=[0-9a-f]+)">/.exec(
      body,
    )?.[1];
    expect(href).toBeDefined();
    const css = await t.app.inject({ url: href! });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['cache-control']).toContain('immutable');
    expect(css.body).toMatch(/\.case-card\.fs-case-[0-9a-f]+\{--case-color:#[0-9a-f]+\}/);
    for (const cls of body.match(/fs-(case|grad|label)-[0-9a-f-]+/g) ?? [])
      expect(css.body).toContain(`.${cls}`);
  });

  it('carries the API answers it was built from for the app to start with', async () => {
    const { body } = await t.app.inject({ url: '/' });
    const block = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(
      body,
    )?.[1];
    const data = JSON.parse(block!) as { sections: unknown; config: unknown };
    const api = await t.app.inject({ url: '/v2/case/sections/with-cases?main=1' });
    expect(data.sections).toEqual(api.json());
    expect(data.config).toEqual((await t.app.inject({ url: '/nitro-api/config' })).json());
  });

  it('shows a signed-in player the cards without the sign-in controls', async () => {
    const { token } = await register(t.app);
    const res = await t.app.inject({ url: '/', cookies: { access_token: token } });
    expect(res.body).toContain('class="case-card');
    expect(res.body).not.toContain('href="#reg"');
    expect((await t.app.inject({ url: '/' })).body).toContain('href="#reg"');
  });

  it('answers the page of an unknown case with the 404 page and a 404 status (issue 9)', async () => {
    const { cheapest } = await pickCases(t.app);
    for (const [url, status] of [
      [`/open/${cheapest.slug}`, 200],
      [`/en/open/${cheapest.slug}`, 200],
      ['/open/no-such-case', 404],
      ['/en/open/no-such-case', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        status,
        'text/html; charset=utf-8',
      ]);
    }
  });

  it('leaves other pages without a first screen', async () => {
    const other = await t.app.inject({ url: '/refill' });
    expect(other.body).toContain('<div id="root"></div>');
    expect(other.body).not.toContain('first-screen');
  });

  it('escapes every text and attribute it writes', () => {
    const hostile = '"><script>alert(1)</script>&\'';
    const [section] = JSON.parse(firstData) as Section[];
    const card = {
      ...section!.cases[0]!,
      name: hostile,
      slug: hostile,
      label_data: { type: 'custom' as const, name: hostile, color: 'red;x:y', free_opens: null },
      appearance_data: { image: hostile, color: `#fff}body{x:y` },
    };
    const html = caseCardHtml(card, { t: textsFor('ru'), lang: 'ru', prefix: '' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#38;&#39;');
    expect(html).not.toMatch(/fs-(case|label)-/);
  });
});
