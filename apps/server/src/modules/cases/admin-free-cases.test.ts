/**
 * Issue 44 "Staff cannot mint money": the console's case save refuses a case that costs nothing unless it is meant
 * to. A rouble case priced 0 has no RTP bound and opens for free (daily/cases.ts), so it is saved only as a level
 * case (level above 0) or when it already was one of the daily cases; a coin case costs at least 1 coin. A refusal
 * is 400 content_invalid with nothing written: no case, no revision, no audit entry. A free case's expected value
 * per opening stays within its cap (20 ₽ a daily case, 10 ₽ × level a level case by default): a save or an item
 * price over it is 422 free_case_value_out_of_bounds, nothing written.
 */
import type { AdminCaseDetail } from '@cases/domain/api/admin-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveBodyOf } from '../../test/catalog-admin-fixtures.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
});

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function caseList() {
  const res = await admin('GET', '/v1/admin/catalog/cases');
  return res.json<{ cases: { id: string; slug: string; currency: string }[] }>().cases;
}

async function caseBySlug(slug: string): Promise<AdminCaseDetail> {
  const id = (await caseList()).find((c) => c.slug === slug)!.id;
  const res = await admin('GET', `/v1/admin/catalog/cases/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<AdminCaseDetail>();
}

/** What a refused save must leave as it was: the cases' rows, their revisions and the catalog's audit entries. */
async function catalogState() {
  return queryRows<{ cases: string; revisions: string; audits: string }>(
    t.db,
    `select (select string_agg(id || ':' || price || ':' || level || ':' || revision, ',' order by id) from cases) as cases,
            (select count(*)::text from case_revisions) as revisions,
            (select count(*)::text from audit_log where action like 'case.%') as audits`,
  );
}

const refusal = (res: { statusCode: number; json: () => { data?: { code?: string } } }) => [
  res.statusCode,
  res.json().data?.code,
];

describe('cases that cost nothing (issue 44)', () => {
  it('refuses a rouble case priced 0 that is neither a level nor a daily case, writing nothing', async () => {
    const elite = await caseBySlug('elite');
    const state = await catalogState();
    const free = { ...saveBodyOf(elite), price: 0, old_price: null, level: 0 };
    expect(refusal(await admin('PUT', `/v1/admin/catalog/cases/${elite.id}`, free))).toEqual([
      400,
      'content_invalid',
    ]);
    const made = await admin('POST', '/v1/admin/catalog/cases', { ...free, slug: 'free-elite' });
    expect(refusal(made)).toEqual([400, 'content_invalid']);
    // A level case priced 0 stays a level case: moved to level 0 it would become a free case.
    const level = await caseBySlug('level-1');
    expect(
      refusal(
        await admin('PUT', `/v1/admin/catalog/cases/${level.id}`, {
          ...saveBodyOf(level),
          level: 0,
        }),
      ),
    ).toEqual([400, 'content_invalid']);
    expect(await catalogState()).toEqual(state);
    expect((await caseList()).map((c) => c.slug)).not.toContain('free-elite');
  });

  it('saves a level case and a daily case priced 0', async () => {
    for (const slug of ['daily-gift', 'level-1']) {
      const c = await caseBySlug(slug);
      expect([c.currency, c.price]).toEqual(['RUB', 0]);
      const res = await admin('PUT', `/v1/admin/catalog/cases/${c.id}`, {
        ...saveBodyOf(c),
        drops: [...saveBodyOf(c).drops].reverse(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminCaseDetail>().revision).toBe(c.revision + 1);
    }
    const level = await caseBySlug('level-1');
    const made = await admin('POST', '/v1/admin/catalog/cases', {
      ...saveBodyOf(level),
      slug: 'level-7-test',
      level: 7,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<AdminCaseDetail>()).toMatchObject({ price: 0, level: 7 });
  });

  it('refuses a coin case under 1 coin, writing nothing', async () => {
    const slug = (await caseList()).find((c) => c.currency === 'COIN')!.slug;
    const coin = await caseBySlug(slug);
    expect(coin.price).toBeGreaterThanOrEqual(1);
    const state = await catalogState();
    const free = { ...saveBodyOf(coin), price: 0, old_price: null };
    expect(refusal(await admin('PUT', `/v1/admin/catalog/cases/${coin.id}`, free))).toEqual([
      400,
      'content_invalid',
    ]);
    expect(
      refusal(await admin('POST', '/v1/admin/catalog/cases', { ...free, slug: 'free-coins' })),
    ).toEqual([400, 'content_invalid']);
    expect(await catalogState()).toEqual(state);
  });

  it('refuses a coin case worth more than its coins at 0.50 ₽ × the ceiling, and an item price taking it there (issue 44)', async () => {
    const slug = (await caseList()).find((c) => c.currency === 'COIN')!.slug;
    const coin = await caseBySlug(slug);
    const state = await catalogState();
    // One coin for the same drops: worth far more than 0.50 ₽ × 0.95.
    const cheap = { ...saveBodyOf(coin), price: 1, old_price: null };
    expect(refusal(await admin('PUT', `/v1/admin/catalog/cases/${coin.id}`, cheap))).toEqual([
      422,
      'rtp_out_of_bounds',
    ]);
    expect(
      refusal(await admin('POST', '/v1/admin/catalog/cases', { ...cheap, slug: 'one-coin' })),
    ).toEqual([422, 'rtp_out_of_bounds']);
    expect(await catalogState()).toEqual(state);
    // An item only this coin case holds, at 1 ₽ as half its drops (taken), then priced at 10,000 ₽: refused.
    const item = {
      name: 'Монетный тест',
      name_en: 'Coin test',
      hero: 'pudge',
      slot: 'weapon',
      rarity: 'rare',
      price: 1,
    };
    const made = await admin('POST', '/v1/admin/catalog/items', { id: 'coin-only-test', ...item });
    expect(made.statusCode, made.body).toBe(201);
    const withItem = {
      ...saveBodyOf(coin),
      drops: [
        ...saveBodyOf(coin).drops,
        { item_id: 'coin-only-test', weight: coin.drops.reduce((sum, d) => sum + d.weight, 0) },
      ],
    };
    const held = await admin('PUT', `/v1/admin/catalog/cases/${coin.id}`, withItem);
    expect(held.statusCode, held.body).toBe(200);
    const dear = await admin('PUT', '/v1/admin/catalog/items/coin-only-test', {
      ...item,
      price: 10_000,
    });
    expect(refusal(dear)).toEqual([422, 'rtp_out_of_bounds']);
    // Its own price, saved again: taken.
    const same = await admin('PUT', `/v1/admin/catalog/cases/${coin.id}`, saveBodyOf(coin));
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a daily or level case giving more per opening than its cap, and an item price taking it there', async () => {
    const elite = await caseBySlug('elite');
    const state = await catalogState();
    // The elite case's drops (about 4,499 ₽ an opening) in the daily gift, in level 1 (cap 10 ₽) and in a new
    // level-90 case (cap 900 ₽): each refused.
    for (const slug of ['daily-gift', 'level-1']) {
      const c = await caseBySlug(slug);
      const dear = { ...saveBodyOf(c), drops: saveBodyOf(elite).drops };
      expect(refusal(await admin('PUT', `/v1/admin/catalog/cases/${c.id}`, dear)), slug).toEqual([
        422,
        'free_case_value_out_of_bounds',
      ]);
    }
    const level = await caseBySlug('level-1');
    const made = await admin('POST', '/v1/admin/catalog/cases', {
      ...saveBodyOf(level),
      slug: 'level-90-dear',
      level: 90,
      drops: saveBodyOf(elite).drops,
    });
    expect(refusal(made)).toEqual([422, 'free_case_value_out_of_bounds']);
    expect(await catalogState()).toEqual(state);

    // An item at 1 ₽ as half the daily gift's drops (taken: about 2.3 ₽ an opening), then at 100 ₽ (about 52 ₽):
    // refused, and the item keeps its price.
    const item = {
      name: 'Подарочный тест',
      name_en: 'Gift test',
      hero: 'pudge',
      slot: 'weapon',
      rarity: 'common',
      price: 1,
    };
    const created = await admin('POST', '/v1/admin/catalog/items', {
      id: 'gift-only-test',
      ...item,
    });
    expect(created.statusCode, created.body).toBe(201);
    const gift = await caseBySlug('daily-gift');
    const half = gift.drops.reduce((sum, d) => sum + d.weight, 0);
    const withItem = {
      ...saveBodyOf(gift),
      drops: [...saveBodyOf(gift).drops, { item_id: 'gift-only-test', weight: half }],
    };
    const held = await admin('PUT', `/v1/admin/catalog/cases/${gift.id}`, withItem);
    expect(held.statusCode, held.body).toBe(200);
    const dearItem = await admin('PUT', '/v1/admin/catalog/items/gift-only-test', {
      ...item,
      price: 100,
    });
    expect(refusal(dearItem)).toEqual([422, 'free_case_value_out_of_bounds']);
    const [row] = await queryRows<{ price: number }>(
      t.db,
      `select price from items where id = 'gift-only-test'`,
    );
    expect(Number(row!.price)).toBe(100); // 1 ₽, in kopecks
  });
});
