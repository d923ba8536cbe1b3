/**
 * Issue 30 "Running the shop": page titles and descriptions from the console — a content role's save is what
 * `POST /v1/seo/get` answers next (ru and en, `{name}` on case pages), the built-in texts again drop the
 * override; one audit entry per save; unknown pages 404, bad bodies 400, a support role 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
});

const put = (key: string, payload: object, c = cookie) =>
  t.app.inject({ method: 'PUT', url: `/v1/admin/seo/${key}`, headers: { cookie: c }, payload });
const seo = async (url: string, lang = 'ru') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/v1/seo/get',
      headers: { 'x-client-language': lang },
      payload: { url },
    })
  ).json();

describe('console SEO texts', () => {
  it('changes a page’s texts for the shop and back, audited', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v1/admin/seo', headers: { cookie } });
    const faq = list.json().pages.find((p: { key: string }) => p.key === 'faq');
    expect(faq).toMatchObject({ edited: false });
    expect(list.json().pages.filter((p: { key: string }) => p.key === 'console')).toEqual([]);
    const texts = {
      title: 'Помощь',
      description: 'Ответы',
      title_en: 'Help',
      description_en: 'Answers',
    };
    expect((await put('faq', texts)).json()).toMatchObject({ ...texts, edited: true });
    expect(await seo('/faq')).toMatchObject({ title: 'Помощь', description: 'Ответы' });
    expect(await seo('/en/faq')).toMatchObject({ title: 'Help' });
    const open = { ...texts, title: 'Кейс {name}!', title_en: 'Case {name}!' };
    await put('open', open);
    expect((await seo('/open/starter')).title).toMatch(/^Кейс .+!$/);
    expect((await put('faq', faq.defaults)).json()).toMatchObject({ edited: false });
    expect((await seo('/faq')).title).toBe(faq.defaults.title);
    const log = await queryRows<{ target: string }>(
      t.db,
      `select target from audit_log where action = 'seo.update' order by id`,
    );
    expect(log.map((e) => e.target)).toEqual(['seo:faq', 'seo:open', 'seo:faq']);
  });

  it('refuses unknown pages (404), bad bodies (400) and a support role (403)', async () => {
    const ok = { title: 'a', description: 'b', title_en: 'c', description_en: 'd' };
    const none = await put('nope', ok);
    expect([none.statusCode, none.json().data.code]).toEqual([404, 'content_not_found']);
    expect((await put('console', ok)).statusCode).toBe(404);
    for (const bad of [
      {},
      { ...ok, title: '' },
      { ...ok, title: 'x'.repeat(300) },
      { ...ok, x: 1 },
    ])
      expect((await put('faq', bad)).statusCode).toBe(400);
    const support = (await signedInStaff(t.app, t.db, 'support')).cookie;
    const res = await put('faq', ok, support);
    expect([res.statusCode, res.json().data.code]).toEqual([403, 'console_forbidden']);
  });
});
