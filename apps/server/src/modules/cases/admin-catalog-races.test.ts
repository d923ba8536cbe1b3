/**
 * Issue 44 item 6 "The published RTP bound can be broken": catalog saves are serialised. A test case holds two
 * items at 87.50 ₽ for 100 ₽ (RTP 0.875, bounds 0.80–0.95). Raising either item to 100 ₽ alone gives 0.9375, both
 * 1.0; lowering the case to 93 ₽ alone gives 0.941, with one item raised 1.008. Sent in parallel (on PostgreSQL they
 * really race), one of each pair must be refused with rtp_out_of_bounds, and no published case may leave the
 * bounds. Each race runs 20 times. On PGlite the pairs run one after the other: the same outcome, no race.
 */
import type { AdminCaseDetail } from '@cases/domain/api/admin-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemSaveBody, newCaseBody } from '../../test/catalog-admin-fixtures.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
let caseId: string;
const ROUNDS = 20;
const ITEMS = ['race-item-a', 'race-item-b'] as const;

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const itemBody = (id: string, price: number) => itemSaveBody(`Гонка ${id}`, `Race ${id}`, price);
const caseBody = (price: number) =>
  newCaseBody({
    name: 'Гонка',
    name_en: 'Race',
    price,
    drops: ITEMS.map((item_id) => ({ item_id, weight: 1 })),
  });

const setItemPrice = (id: string, price: number) =>
  admin('PUT', `/v1/admin/catalog/items/${id}`, itemBody(id, price));
const setCasePrice = (price: number) =>
  admin('PUT', `/v1/admin/catalog/cases/${caseId}`, caseBody(price));

/** Every case whose published RTP lies outside the bounds, as `slug rtp`. */
async function outOfBounds(): Promise<string[]> {
  const res = await admin('GET', '/v1/admin/catalog/cases');
  expect(res.statusCode).toBe(200);
  const { cases, rtp_bounds: b } = res.json<{
    cases: { slug: string; rtp: number | null }[];
    rtp_bounds: { min: number; max: number };
  }>();
  return cases
    .filter((c) => c.rtp !== null && (c.rtp < b.min || c.rtp > b.max))
    .map((c) => `${c.slug} ${c.rtp}`);
}

/** The pair's outcomes as `status code`, sorted. */
const outcomes = (pair: { statusCode: number; json: () => { data?: { code?: string } } }[]) =>
  pair
    .map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : (r.json().data?.code ?? '')}`)
    .sort();

beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
  for (const id of ITEMS) {
    const made = await admin('POST', '/v1/admin/catalog/items', { id, ...itemBody(id, 87.5) });
    expect(made.statusCode, made.body).toBe(201);
  }
  const made = await admin('POST', '/v1/admin/catalog/cases', {
    slug: 'race-case',
    ...caseBody(100),
  });
  expect(made.statusCode, made.body).toBe(201);
  const detail = made.json<AdminCaseDetail>();
  expect(detail.rtp).toBeCloseTo(0.875, 6);
  caseId = detail.id;
});

describe('catalog saves in parallel (issue 44)', () => {
  it('refuses one of two item-price edits that together leave the RTP bounds, 20 times over', async () => {
    expect(await outOfBounds()).toEqual([]);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const id of ITEMS) expect((await setItemPrice(id, 87.5)).statusCode).toBe(200);
      const pair = await Promise.all(ITEMS.map((id) => setItemPrice(id, 100)));
      expect(outcomes(pair), `round ${round}`).toEqual(['200 ', '422 rtp_out_of_bounds']);
      expect(await outOfBounds(), `round ${round}`).toEqual([]);
    }
  });

  it('refuses the case save or the item edit that together leave the RTP bounds, 20 times over', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const id of ITEMS) expect((await setItemPrice(id, 87.5)).statusCode).toBe(200);
      expect((await setCasePrice(100)).statusCode).toBe(200);
      const pair = await Promise.all([setCasePrice(93), setItemPrice(ITEMS[0], 100)]);
      expect(outcomes(pair), `round ${round}`).toEqual(['200 ', '422 rtp_out_of_bounds']);
      expect(await outOfBounds(), `round ${round}`).toEqual([]);
    }
  });
});
