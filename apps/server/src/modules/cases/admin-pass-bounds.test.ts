/**
 * Issue 44 "no staff role can mint money": a catalog save moves the battle pass's bound per coin — what the cheapest
 * coin costs to earn by paid play less what the best coin case gives for it (kernel/season/pass-bounds.ts; with the
 * seeded catalog 0.0475 ₽: multifix-three less coin-frost, 17.10 ₽ of drops for 40 coins) — and the seeded season's
 * pass uses most of it. So a save that makes a coin give more in a coin case, each inside its own ceiling (drops worth
 * at most the coins × 0.50 ₽ × CASE_RTP_MAX), takes the running pass over its bound: refused with 422
 * pass_value_out_of_bounds naming the case or item and the season, and nothing changes. Checked for a case save
 * (coin-frost at 37 coins), a new coin case, and an item's price in a coin case; saves that leave the bound alone or
 * raise it are taken.
 */
import type { AdminCaseDetail } from '@cases/domain/api/admin-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemSaveBody, newCaseBody, saveBodyOf } from '../../test/catalog-admin-fixtures.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const refusal = (r: { statusCode: number; json: () => { data?: { code?: string } } }) =>
  `${r.statusCode} ${r.statusCode < 300 ? '' : (r.json().data?.code ?? '')}`;
const messageOf = (r: { json: () => { data: { message: string } } }) => r.json().data.message;

const ITEM = 'pass-bound-item';
const itemBody = (price: number) => itemSaveBody('Граница пропуска', 'Pass bound', price);

/** A coin case of the test item alone at `coins` coins. */
const coinCaseBody = (coins: number) =>
  newCaseBody({
    name: 'Монетная граница',
    name_en: 'Coin bound',
    currency: 'COIN',
    price: coins,
    drops: [{ item_id: ITEM, weight: 1 }],
  });

/** The editor's case as a save body, at `price` (coins for a coin case). */
const bodyOf = (c: AdminCaseDetail, price: number) => ({ ...saveBodyOf(c), price });

async function caseBySlug(slug: string): Promise<AdminCaseDetail> {
  const list = (await admin('GET', '/v1/admin/catalog/cases')).json<{
    cases: { id: string; slug: string }[];
  }>();
  const id = list.cases.find((c) => c.slug === slug)!.id;
  return (await admin('GET', `/v1/admin/catalog/cases/${id}`)).json<AdminCaseDetail>();
}

/** What a refused save must leave alone: the cases and the item as stored, and the audit log's length. */
async function state() {
  const rows = await queryRows<{ slug: string; price: string; revision: number }>(
    t.db,
    `select slug, price::text, revision from cases where slug in ('coin-frost', 'pass-bound-case', 'pass-bound-new') order by slug`,
  );
  const [item] = await queryRows<{ price: string }>(
    t.db,
    `select price::text from items where id = '${ITEM}'`,
  );
  const [audit] = await queryRows<{ n: number }>(t.db, `select count(*)::int as n from audit_log`);
  return { rows, item: item?.price, audits: audit!.n };
}

beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
  // 42 ₽ for 100 coins: 42 kopecks a coin, less than coin-frost's 42.75, so the bound stands.
  const item = await admin('POST', '/v1/admin/catalog/items', { id: ITEM, ...itemBody(42) });
  expect(item.statusCode, item.body).toBe(201);
  const made = await admin('POST', '/v1/admin/catalog/cases', {
    slug: 'pass-bound-case',
    ...coinCaseBody(100),
  });
  expect(refusal(made), made.body).toBe('201 ');
});

describe('a catalog save is checked against the running battle pass (issue 44)', () => {
  it('refuses a coin case save that gives more for a coin than the pass allows, and takes one that gives less', async () => {
    const frost = await caseBySlug('coin-frost');
    expect([frost.currency, frost.price, frost.expected_value]).toEqual(['COIN', 40, 17.1]);
    const before = await state();
    // 37 coins: 46.2 kopecks a coin, inside its own ceiling (47.5), and the bound falls from 4.75 to 1.28 kopecks.
    const res = await admin('PUT', `/v1/admin/catalog/cases/${frost.id}`, bodyOf(frost, 37));
    expect(refusal(res), res.body).toBe('422 pass_value_out_of_bounds');
    expect(messageOf(res)).toMatch(
      /^Case coin-frost takes the battle pass of season \d+ over its bound: The climb to level \d+ pays/,
    );
    expect(await state()).toEqual(before);
    // 44 coins: 38.9 kopecks a coin, the bound rises: taken.
    const ok = await admin('PUT', `/v1/admin/catalog/cases/${frost.id}`, bodyOf(frost, 44));
    expect(refusal(ok), ok.body).toBe('200 ');
    expect((await caseBySlug('coin-frost')).price).toBe(44);
  });

  it('refuses a new coin case that gives more for a coin than the pass allows', async () => {
    const before = await state();
    // 90 coins for 42 ₽: 46.7 kopecks a coin.
    const res = await admin('POST', '/v1/admin/catalog/cases', {
      slug: 'pass-bound-new',
      ...coinCaseBody(90),
    });
    expect(refusal(res), res.body).toBe('422 pass_value_out_of_bounds');
    expect(messageOf(res)).toMatch(/^Case pass-bound-new takes the battle pass/);
    expect(await state()).toEqual(before);
  });

  it('refuses an item price that makes a coin case give more for a coin than the pass allows', async () => {
    const before = await state();
    // 47 ₽ in the 100-coin case: 47 kopecks a coin, inside the case's own ceiling (47.5).
    const res = await admin('PUT', `/v1/admin/catalog/items/${ITEM}`, itemBody(47));
    expect(refusal(res), res.body).toBe('422 pass_value_out_of_bounds');
    expect(messageOf(res)).toMatch(new RegExp(`^Item ${ITEM} takes the battle pass`));
    expect(await state()).toEqual(before);
    // 30 ₽: less for a coin, taken.
    const ok = await admin('PUT', `/v1/admin/catalog/items/${ITEM}`, itemBody(30));
    expect(refusal(ok), ok.body).toBe('200 ');
  });
});
