/**
 * Issue 30 "Running the shop": offers from the console — a catalog role's edit is what `GET /v1/offers`
 * answers next (and seeding leaves the edited offer alone), a new offer is on sale at once, the stock never
 * goes below what was sold (409), each save one audit entry with before and after; hostile input 4xx; a
 * support role 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../catalog/seed.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { createTestApp, queryRows, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
});
afterAll(() => t.close());

interface Offer {
  id: string;
  slug: string;
  sold: number;
  [k: string]: unknown;
}
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, c = cookie) =>
  t.app.inject({ method, url, headers: { cookie: c }, ...(payload ? { payload } : {}) });
const list = async () =>
  (await admin('GET', '/v1/admin/offers')).json<{ offers: Offer[] }>().offers;
const shop = async (lang = 'ru') =>
  (
    await t.app.inject({ method: 'GET', url: '/v1/offers', headers: { 'x-client-language': lang } })
  ).json<{
    offers: { offer_name: string; title: string; price: number; stock_left: number | null }[];
  }>().offers;
/** The editable fields of an offer as the list gave them. */
const bodyOf = (o: Offer) =>
  Object.fromEntries(
    Object.entries(o).filter(
      ([k]) => !['id', 'slug', 'sold', 'trigger_type', 'edited_at'].includes(k),
    ),
  );

describe('console offers', () => {
  it('edits an offer the shop shows at once and seeding keeps; creates one; audited', async () => {
    const first = (await list()).find((o) => o.trigger_type === null)!;
    const res = await admin('PUT', `/v1/admin/offers/${first.id}`, {
      ...bodyOf(first),
      title: 'Набор героя',
      title_en: 'Hero pack',
      price: 99.9,
      old_price: 150,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Набор героя',
      price: 99.9,
      edited_at: expect.any(String),
    });
    const shown = (await shop()).find((o) => o.offer_name === first.slug)!;
    expect(shown).toMatchObject({ title: 'Набор героя', price: 99.9 });
    expect((await shop('en')).find((o) => o.offer_name === first.slug)!.title).toBe('Hero pack');
    await seedCatalog(t.db);
    expect((await shop()).find((o) => o.offer_name === first.slug)!.title).toBe('Набор героя');

    const created = await admin('POST', '/v1/admin/offers', {
      ...bodyOf(first),
      slug: 'console-pack',
      title: 'Пакет консоли',
      stock: 5,
      label: { type: 'hot', name: 'Хит', name_en: 'Hot', color: '#ff0000' },
    });
    expect(created.statusCode).toBe(200);
    expect((await shop()).find((o) => o.offer_name === 'console-pack')).toMatchObject({
      title: 'Пакет консоли',
      stock_left: 5,
    });
    const again = await admin('POST', '/v1/admin/offers', {
      ...bodyOf(first),
      slug: 'console-pack',
    });
    expect([again.statusCode, again.json().data.code]).toEqual([409, 'slug_taken']);

    // Never below what was sold.
    const id = created.json().id as string;
    await queryRows(t.db, `update offers set sold = 3 where id = ${Number(id)}`);
    const low = await admin('PUT', `/v1/admin/offers/${id}`, {
      ...bodyOf(created.json()),
      stock: 2,
    });
    expect([low.statusCode, low.json().data.code]).toEqual([409, 'offer_stock_below_sold']);
    const off = await admin('PUT', `/v1/admin/offers/${id}`, {
      ...bodyOf(created.json()),
      stock: 3,
      active: false,
    });
    expect(off.json()).toMatchObject({ stock: 3, sold: 3, active: false });
    expect((await shop()).some((o) => o.offer_name === 'console-pack')).toBe(false);

    const log = await queryRows<{ action: string; before: { title: string } | null }>(
      t.db,
      `select action, before from audit_log where target like 'offer:%' order by id`,
    );
    expect(log.map((e) => e.action)).toEqual(['offer.update', 'offer.create', 'offer.update']);
    expect(log[0]!.before!.title).toBe(first.title);
  });

  it('refuses hostile input (4xx), unknown offers (404) and a support role (403)', async () => {
    const first = (await list())[0]!;
    const ok = bodyOf(first);
    for (const bad of [
      { ...ok, price: 0 },
      { ...ok, price: 10.001 },
      { ...ok, old_price: 1, price: 5 },
      { ...ok, cases: [{ slug: 'nope-case', count: 1 }] },
      { ...ok, image_case: 'nope-case' },
      { ...ok, per_player_limit: 0 },
      { ...ok, title: '' },
      { ...ok, label: { type: 'x', name: 'y', name_en: 'z', color: 'red' } },
      { ...ok, sold: 0 },
    ]) {
      const res = await admin('PUT', `/v1/admin/offers/${first.id}`, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 100)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const none = await admin('PUT', '/v1/admin/offers/999999', ok);
    expect([none.statusCode, none.json().data.code]).toEqual([404, 'content_not_found']);
    const support = (await signedInStaff(t.app, t.db, 'support')).cookie;
    const res = await admin('GET', '/v1/admin/offers', undefined, support);
    expect([res.statusCode, res.json().data.code]).toEqual([403, 'console_forbidden']);
  });
});
