/**
 * Issue 30 "Running the shop": offers from the console — a catalog role's edit is what `GET /v1/offers`
 * answers next (and seeding leaves the edited offer alone), a new offer is on sale at once, the stock never
 * goes below what was sold (409), each save one audit entry with before and after; hostile input 4xx; a
 * support role 403. Issue 44: an offer worth more than its price × CASE_RTP_MAX is refused (422), nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogOffers } from '../../catalog/offers.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
});

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
      price: 199.9,
      old_price: 250,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Набор героя',
      price: 199.9,
      edited_at: expect.any(String),
    });
    const shown = (await shop()).find((o) => o.offer_name === first.slug)!;
    expect(shown).toMatchObject({ title: 'Набор героя', price: 199.9 });
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
    expect((await shop()).filter((o) => o.offer_name === 'console-pack')).toEqual([]);

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

  it('refuses an offer worth more than its price × the RTP ceiling (issue 44), writing nothing; saves one within it', async () => {
    const [shopOffer, template] = [
      (await list()).find((o) => o.trigger_type === null)!,
      (await list()).find((o) => o.trigger_type !== null)!,
    ];
    const audits = async () =>
      (await queryRows<{ n: number }>(t.db, `select count(*)::int as n from audit_log`))[0]!.n;
    const auditsBefore = await audits();
    // The console attack of issue 44: 0.01 ₽ for 1,000,000 ₽ and 10,000,000 coins, as a new offer and as edits of
    // a shop offer and a personal offer's template.
    const attack = {
      ...bodyOf(shopOffer),
      price: 0.01,
      old_price: null,
      bonus_money: 1_000_000,
      bonus_coins: 10_000_000,
    };
    const created = await admin('POST', '/v1/admin/offers', { ...attack, slug: 'mint-pack' });
    expect([created.statusCode, created.json().data.code]).toEqual([
      422,
      'offer_value_out_of_bounds',
    ]);
    for (const o of [shopOffer, template]) {
      const res = await admin('PUT', `/v1/admin/offers/${o.id}`, {
        ...attack,
        ...(o === template ? { cases: bodyOf(template).cases } : {}),
      });
      expect([res.statusCode, res.json().data.code], String(o.slug)).toEqual([
        422,
        'offer_value_out_of_bounds',
      ]);
    }
    // Free openings count at the case's EV: a starter case (EV 17.10 ₽ at 19 ₽) cannot be sold for 10 ₽.
    const starterOnly = {
      ...bodyOf(shopOffer),
      price: 10,
      old_price: null,
      cases: [{ slug: 'starter', count: 1 }],
      bonus_money: 0,
      bonus_coins: 0,
    };
    const cheap = await admin('PUT', `/v1/admin/offers/${shopOffer.id}`, starterOnly);
    expect([cheap.statusCode, cheap.json().data.code]).toEqual([422, 'offer_value_out_of_bounds']);
    expect((await list()).find((o) => o.id === shopOffer.id)).toEqual(shopOffer);
    expect((await list()).find((o) => o.id === template.id)).toEqual(template);
    expect((await list()).filter((o) => o.slug === 'mint-pack')).toEqual([]);
    expect(await audits()).toBe(auditsBefore);

    // Within the bound: the same starter case at 19 ₽ (RTP 0.90), and the template at its seeded price.
    const fair = await admin('PUT', `/v1/admin/offers/${shopOffer.id}`, {
      ...starterOnly,
      price: 19,
    });
    expect([fair.statusCode, fair.json().price]).toEqual([200, 19]);
    const seeded = catalogOffers.find((o) => o.slug === template.slug)!;
    const kept = await admin('PUT', `/v1/admin/offers/${template.id}`, {
      ...bodyOf(template),
      title: 'Шаблон',
    });
    expect([kept.statusCode, kept.json().price]).toEqual([200, seeded.priceKopecks / 100]);
    expect(await audits()).toBe(auditsBefore + 2);
  });
});
