import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('seo (spec 000 §7)', () => {
  it('answers a title and description per path, form or JSON, in the client language', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/seo/get',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'url=%2Fopen%2Fstarter',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().title).toMatch(/^Кейс «.+» — DOTA CASES$/);
    const en = await t.app.inject({
      method: 'POST',
      url: '/v1/seo/get',
      headers: { 'x-client-language': 'en' },
      payload: { url: '/refill' },
    });
    expect(en.json().title).toBe('Top up — DOTA CASES');
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/seo/get', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('names every page of the route table, placeholders and legal pages included (issue 9)', async () => {
    const titleOf = async (url: string, lang = 'ru') =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/seo/get',
          headers: { 'x-client-language': lang },
          payload: { url },
        })
      ).json<{ title: string }>().title;
    const pages = [
      '/battles',
      '/battles/create',
      '/upgrades',
      '/contract',
      '/sapper',
      '/techies',
      '/event',
      '/leaderboard',
      '/daily-cases',
      '/bonuses',
      '/offers-shop',
      '/secret-shop',
      '/skin-exchange',
      '/user-agreement',
      '/event-condition',
      '/privacy-policy',
      '/cookies',
      '/contacts',
    ];
    const titles = await Promise.all(pages.map((p) => titleOf(p)));
    for (const [i, title] of titles.entries()) {
      expect(title, pages[i]).toMatch(/^.+ — DOTA CASES$/);
    }
    // Aliases and sub-pages share their page's title: /battles/create, /techies, /privacy-policy.
    expect(new Set(titles).size).toBe(pages.length - 3);
    expect(await titleOf('/user-agreement')).toBe('Пользовательское соглашение — DOTA CASES');
    expect(await titleOf('/en/user-agreement')).toBe('User agreement — DOTA CASES');
    expect(await titleOf('/leaderboard', 'en')).toBe('Leaderboard — DOTA CASES');
  });

  it('writes them into the HTML a crawler gets', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<title>DOTA CASES — кейсы Dota 2 с честными шансами</title>');
    expect(home.body).toContain('<meta name="description" content="Открывайте кейсы');
    const page = await t.app.inject({ method: 'GET', url: '/open/starter' });
    expect(page.body).toMatch(/<title>Кейс «[^<]+» — DOTA CASES<\/title>/);
    const enPage = await t.app.inject({ method: 'GET', url: '/en/refill' });
    expect(enPage.body).toContain('<title>Top up — DOTA CASES</title>');
    expect(home.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/en/faq' })).statusCode).toBe(200);
    // The operator console's paths answer as an unknown path does (issue 44): 404, the not-found texts, nothing
    // that names the console; the web shows the console only to an account with a staff role.
    for (const url of ['/admin', '/admin/players/7', '/en/admin/audit']) {
      const admin = await t.app.inject({ method: 'GET', url });
      expect(admin.statusCode, url).toBe(404);
      expect(admin.body, url).toContain('<div id="root">');
      expect(admin.body, url).not.toMatch(/консол|console/i);
      const other = await t.app.inject({
        method: 'GET',
        url: url.replace('admin', 'no-such-page'),
      });
      expect(admin.body.match(/<title>[^<]*<\/title>/)?.[0], url).toBe(
        other.body.match(/<title>[^<]*<\/title>/)?.[0],
      );
    }
    const adminSeo = await t.app.inject({
      method: 'POST',
      url: '/v1/seo/get',
      payload: { url: '/admin' },
    });
    const otherSeo = await t.app.inject({
      method: 'POST',
      url: '/v1/seo/get',
      payload: { url: '/no-such-page' },
    });
    expect(adminSeo.json()).toEqual(otherSeo.json());
    const api = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect([api.statusCode, api.json().data.code]).toEqual([404, 'dataNotFound']);
  });
});
