/**
 * Issue 44 "The house edge holds everywhere": a case edit is checked against the offers that hold the case. A test
 * case at 100 ₽ holds item A (80 ₽) and item B (95 ₽), weights 1:1 (EV 87.50 ₽, RTP 0.875, bounds 0.80–0.95); a
 * test offer sells one opening of it plus 6 ₽ for 100 ₽ (worth 93.50 ₽, bound 95 ₽). A case save or an item price
 * edit that keeps the case inside its own RTP bounds but takes the offer above price × CASE_RTP_MAX is refused with
 * 422 offer_value_out_of_bounds naming the offer, and nothing changes (case, drops, revision, price, audit); one
 * that keeps the offer within passes. An offer save and an item edit, each within the bound alone and above it
 * together, race (on PostgreSQL they really do): one of them is refused, 15 times over.
 */
import type { AdminCaseDetail } from '@cases/domain/api/admin-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemSaveBody, newCaseBody } from '../../test/catalog-admin-fixtures.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
let caseId: string;
let offerId: string;
const OFFER = 'bound-pack';
const ROUNDS = 15;

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const itemBody = (id: string, price: number) => itemSaveBody(`Граница ${id}`, `Bound ${id}`, price);

/** The test case at 100 ₽ with items A and B at weights `a`:`b`. */
const caseBody = (a: number, b: number) =>
  newCaseBody({
    name: 'Граница',
    name_en: 'Bound',
    price: 100,
    drops: [
      { item_id: 'bound-item-a', weight: a },
      { item_id: 'bound-item-b', weight: b },
    ],
  });

/** The test offer at 100 ₽: one opening of the test case and `money` roubles. */
const offerBody = (money: number) => ({
  title: 'Граница',
  title_en: 'Bound',
  description: 'Набор',
  description_en: 'Pack',
  image_case: 'bound-case',
  price: 100,
  old_price: null,
  cases: [{ slug: 'bound-case', count: 1 }],
  bonus_coins: 0,
  bonus_money: money,
  label: null,
  per_player_limit: 1,
  stock: null,
  position: 99,
  active: true,
  ends_at: null,
});

const setItemPrice = (id: string, price: number) =>
  admin('PUT', `/v1/admin/catalog/items/${id}`, itemBody(id, price));
const setWeights = (a: number, b: number) =>
  admin('PUT', `/v1/admin/catalog/cases/${caseId}`, caseBody(a, b));
const setOfferMoney = (money: number) =>
  admin('PUT', `/v1/admin/offers/${offerId}`, offerBody(money));

/** What a refused save must leave alone: the case as the console shows it, both item prices, the audit count. */
async function state() {
  const c = (await admin('GET', `/v1/admin/catalog/cases/${caseId}`)).json<AdminCaseDetail>();
  const prices = await queryRows<{ id: string; price: string }>(
    t.db,
    `select id, price::text from items where id like 'bound-item-%' order by id`,
  );
  const [audit] = await queryRows<{ n: number }>(t.db, `select count(*)::int as n from audit_log`);
  return {
    revision: c.revision,
    drops: c.drops.map((d) => [d.item_id, d.weight, d.price]),
    expected_value: c.expected_value,
    prices: prices.map((p) => [p.id, Number(p.price)]),
    audits: audit!.n,
  };
}

/** The test offer's worth now (roubles): the case's EV + its bonus money, from the stored rows. */
async function offerWorth(): Promise<number> {
  const c = (await admin('GET', `/v1/admin/catalog/cases/${caseId}`)).json<AdminCaseDetail>();
  const [o] = await queryRows<{ bonus_money: string }>(
    t.db,
    `select bonus_money::text from offers where slug = '${OFFER}'`,
  );
  return c.expected_value + Number(o!.bonus_money) / 100;
}

const refusal = (r: { statusCode: number; json: () => { data?: { code?: string } } }) =>
  `${r.statusCode} ${r.statusCode === 200 ? '' : (r.json().data?.code ?? '')}`;

beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
  for (const [id, price] of [
    ['bound-item-a', 80],
    ['bound-item-b', 95],
  ] as const) {
    const made = await admin('POST', '/v1/admin/catalog/items', { id, ...itemBody(id, price) });
    expect(made.statusCode, made.body).toBe(201);
  }
  const made = await admin('POST', '/v1/admin/catalog/cases', {
    slug: 'bound-case',
    ...caseBody(1, 1),
  });
  expect(made.statusCode, made.body).toBe(201);
  caseId = made.json<AdminCaseDetail>().id;
  const offer = await admin('POST', '/v1/admin/offers', { slug: OFFER, ...offerBody(6) });
  expect(offer.statusCode, offer.body).toBe(200);
  offerId = offer.json<{ id: string }>().id;
});

describe('a case edit is checked against the offers holding the case (issue 44)', () => {
  it('refuses a case save that takes an offer over its bound, names the offer, changes nothing', async () => {
    expect(await offerWorth()).toBe(93.5);
    const before = await state();
    // Weights 1:3: EV 91.25 ₽ (case RTP 0.9125, inside its bounds), the offer 97.25 ₽ > 95 ₽.
    const res = await setWeights(1, 3);
    expect(refusal(res), res.body).toBe('422 offer_value_out_of_bounds');
    expect(res.json<{ data: { message: string } }>().data.message).toContain(OFFER);
    expect(await state()).toEqual(before);
    // Weights 3:2: EV 86 ₽, the offer 92 ₽: saved, a new revision.
    const ok = await setWeights(3, 2);
    expect(refusal(ok), ok.body).toBe('200 ');
    expect(ok.json<AdminCaseDetail>()).toMatchObject({
      revision: before.revision + 1,
      expected_value: 86,
    });
    expect(await offerWorth()).toBe(92);
    expect((await setWeights(1, 1)).statusCode).toBe(200);
  });

  it('refuses an item price edit that takes an offer over its bound, changes nothing', async () => {
    const before = await state();
    // B at 99 ₽: EV 89.50 ₽ (RTP 0.895), the offer 95.50 ₽ > 95 ₽.
    const res = await setItemPrice('bound-item-b', 99);
    expect(refusal(res), res.body).toBe('422 offer_value_out_of_bounds');
    expect(res.json<{ data: { message: string } }>().data.message).toContain(OFFER);
    expect(await state()).toEqual(before);
    // B at 96 ₽: EV 88 ₽, the offer 94 ₽: saved.
    const ok = await setItemPrice('bound-item-b', 96);
    expect(refusal(ok), ok.body).toBe('200 ');
    expect(await offerWorth()).toBe(94);
    expect((await setItemPrice('bound-item-b', 95)).statusCode).toBe(200);
  });

  it('refuses one of an offer save and an item edit that together take the offer over, 15 times over', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      expect((await setItemPrice('bound-item-b', 95)).statusCode).toBe(200);
      expect((await setOfferMoney(6)).statusCode).toBe(200);
      // Alone: 7.40 ₽ makes 94.90 ₽; B at 97 ₽ makes 94.50 ₽. Together: 95.90 ₽ > 95 ₽.
      const pair = await Promise.all([setOfferMoney(7.4), setItemPrice('bound-item-b', 97)]);
      expect(pair.map(refusal).sort(), `round ${round}`).toEqual([
        '200 ',
        '422 offer_value_out_of_bounds',
      ]);
      expect(await offerWorth(), `round ${round}`).toBeLessThanOrEqual(95);
    }
  });
});
