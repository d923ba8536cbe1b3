/**
 * Issue 30 "Catalog and odds, provably": an operator's save of a case's weights publishes a new revision, a paid
 * case outside the RTP bounds is refused and nothing changes, every drop records the revision it was rolled on,
 * and drops from before and after the change both recompute from their own revision's published list (the public
 * revision call and the domain roll, as the browser's verifier does). Revisions cannot be changed, deleted or
 * truncated in the database (TRUNCATE: issue 44); seeding leaves an operator's case alone; items and sections save with one audit entry each.
 */
import type { AdminCaseDetail } from '@cases/domain/api/admin-catalog';
import type { CaseRevision } from '@cases/domain/api/admin-catalog';
import type { Drop } from '@cases/domain/api/cases';
import { caseDropIndex, sha256Hex } from '@cases/domain/fairness';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropReport } from '../../catalog/revisions-report.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import { saveBodyOf } from '../../test/catalog-admin-fixtures.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
let staffLogin: string;
beforeAll(async () => {
  ({ cookie, login: staffLogin } = await signedInStaff(t.app, t.db, 'content'));
});

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function caseBySlug(slug: string): Promise<AdminCaseDetail> {
  const list = (await admin('GET', '/v1/admin/catalog/cases')).json<{
    cases: { id: string; slug: string }[];
  }>();
  const id = list.cases.find((c) => c.slug === slug)!.id;
  const res = await admin('GET', `/v1/admin/catalog/cases/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<AdminCaseDetail>();
}

const auditCount = async (action: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.db,
        `select count(*)::text as n from audit_log where action = '${action}'`,
      )
    )[0]!.n,
  );

describe('case odds in the console', () => {
  it('refuses a paid case outside the RTP bounds and changes nothing', async () => {
    const c = await caseBySlug('starter');
    expect(c.rtp_bounds).toEqual({ min: 0.8, max: 0.95 });
    expect(c.rtp).toBeGreaterThanOrEqual(0.8);
    const audits = await auditCount('case.update');
    // All the weight on the dearest item: far above the bound.
    const dearest = [...c.drops].sort((a, b) => b.price - a.price)[0]!;
    const res = await admin('PUT', `/v1/admin/catalog/cases/${c.id}`, {
      ...saveBodyOf(c),
      drops: [{ item_id: dearest.item_id, weight: 1 }],
    });
    expect([res.statusCode, res.json().data.code]).toEqual([422, 'rtp_out_of_bounds']);
    const after = await caseBySlug('starter');
    expect([after.revision, after.drops]).toEqual([c.revision, c.drops]);
    expect(await auditCount('case.update')).toBe(audits);
  });

  it('judges an every-N-th-free case by what a drop costs: its old price of 49 RUB is refused (issue 44)', async () => {
    const c = await caseBySlug('every-third');
    // 73.50 RUB with every third free: a drop costs 49 RUB, the RTP of the shop case whose drops it has.
    expect(c.price).toBe(73.5);
    expect(c.rtp).toBeGreaterThanOrEqual(0.8);
    expect(c.rtp).toBeLessThanOrEqual(0.95);
    const res = await admin('PUT', `/v1/admin/catalog/cases/${c.id}`, {
      ...saveBodyOf(c),
      price: 49,
    });
    expect([res.statusCode, res.json().data.code]).toEqual([422, 'rtp_out_of_bounds']);
    expect((await caseBySlug('every-third')).price).toBe(73.5);
  });

  it('refuses bad bodies with 4xx and no change', async () => {
    const c = await caseBySlug('starter');
    const base = saveBodyOf(c);
    const bad: [object, number, string][] = [
      [{ ...base, drops: [] }, 400, 'dataNotFound'],
      [{ ...base, drops: [...base.drops, base.drops[0]] }, 400, 'dataNotFound'],
      [{ ...base, drops: [{ item_id: 'no-such-item', weight: 5 }] }, 400, 'invalidItem'],
      [{ ...base, drops: [{ item_id: base.drops[0]!.item_id, weight: 0.5 }] }, 400, 'dataNotFound'],
      [{ ...base, section_id: 'no-such-section' }, 400, 'dataNotFound'],
      [{ ...base, price: -1 }, 400, 'dataNotFound'],
      [{ ...base, extra: 1 }, 400, 'dataNotFound'],
      [{ ...base, currency: 'COIN', price: 1.5 }, 400, 'dataNotFound'],
    ];
    for (const [body, status, code] of bad) {
      const res = await admin('PUT', `/v1/admin/catalog/cases/${c.id}`, body);
      expect([res.statusCode, res.json().data.code], JSON.stringify(body).slice(0, 80)).toEqual([
        status,
        code,
      ]);
    }
    expect((await admin('PUT', '/v1/admin/catalog/cases/99999', base)).statusCode).toBe(404);
    expect((await caseBySlug('starter')).revision).toBe(c.revision);
  });

  it('publishes a new revision, and drops from both revisions recompute on their own list', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 100);
    const open = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/cases/starter/open',
        headers: bearer(p.token),
        payload: { multi_open: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ drops: Drop[] }>().drops[0]!;
    };
    const before = await caseBySlug('starter');
    const first = await open();
    expect(first.case_revision).toBe(before.revision);

    // The same items and weights in reverse order: the same RTP, another mapping from roll to item.
    const reversed = [...saveBodyOf(before).drops].reverse();
    const saved = await admin('PUT', `/v1/admin/catalog/cases/${before.id}`, {
      ...saveBodyOf(before),
      drops: reversed,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = saved.json<AdminCaseDetail>();
    expect(now.revision).toBe(before.revision + 1);
    expect(now.revisions.map((r) => r.revision)).toContain(before.revision);
    // Who published each: the staff member by sign-in login (issue 48); seeding by no one.
    const byRevision = new Map(now.revisions.map((r) => [r.revision, r.created_by_login]));
    expect(byRevision.get(now.revision)).toBe(staffLogin);
    expect(byRevision.get(1)).toBeNull();
    expect(now.drops.map((d) => d.item_id)).toEqual(reversed.map((d) => d.item_id));
    // Saving the same list again publishes nothing new.
    const again = await admin('PUT', `/v1/admin/catalog/cases/${before.id}`, saveBodyOf(now));
    expect(again.json<AdminCaseDetail>().revision).toBe(now.revision);

    // The shop's case page shows the new revision at once in this process.
    const page = await t.app.inject({ method: 'GET', url: '/v1/cases/starter' });
    expect(page.json<{ revision: number; items: { id: string }[] }>()).toMatchObject({
      revision: now.revision,
    });
    const second = await open();
    expect(second.case_revision).toBe(now.revision);

    const rows = await queryRows<{ id: string; case_revision: number }>(
      t.db,
      `select id::text, case_revision from inventory_items where id in (${first.inventory_item_id}, ${second.inventory_item_id}) order by id`,
    );
    expect(rows.map((r) => r.case_revision)).toEqual([before.revision, now.revision]);

    // Reveal the pair, then recompute each drop on the revision it names.
    await t.app.inject({
      method: 'POST',
      url: '/v1/provably-fair/seeds/rotate',
      headers: bearer(p.token),
    });
    const seeds = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/provably-fair/seeds/history',
        headers: bearer(p.token),
      })
    ).json<{ seeds: { server_seed: string; server_seed_hash: string }[] }>().seeds;
    const serverSeed = seeds.find(
      (s) => s.server_seed_hash === first.server_seed_hash,
    )!.server_seed;
    expect(sha256Hex(serverSeed)).toBe(first.server_seed_hash);
    for (const d of [first, second]) {
      const rev = await t.app.inject({
        method: 'GET',
        url: `/v1/cases/starter/revisions/${d.case_revision}`,
      });
      expect(rev.statusCode).toBe(200);
      const list = rev.json<CaseRevision>();
      expect(list.revision).toBe(d.case_revision);
      const index = caseDropIndex(
        list.items.map((i) => i.weight),
        { serverSeed, clientSeed: d.client_seed, nonce: d.nonce },
      );
      expect(list.items[index]!.id).toBe(d.item.id);
    }
    // catalog:report -- --drop <id> reads the same revision from the database.
    for (const d of [first, second]) {
      const lines = await dropReport(t.db, Number(d.inventory_item_id));
      expect(lines[0]).toContain(`revision ${d.case_revision}`);
      expect(lines).toContain(`the roll picks ${d.item.id}; the inventory holds ${d.item.id}`);
      expect(lines.at(-1)).toBe(`server seed revealed: roll recomputed ${d.roll}`);
    }
    const old = (
      await t.app.inject({ method: 'GET', url: `/v1/cases/starter/revisions/${before.revision}` })
    ).json<CaseRevision>();
    expect(old.items.map((i) => i.id)).toEqual(before.drops.map((d) => d.item_id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/cases/starter/revisions/999' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/cases/starter/revisions/-1' })).statusCode,
    ).toBe(400);
    const money = await ledgerCheck(t.db, p.userId);
    expect(money.balance).toBe(money.ledgerSum);
  });

  it('keeps revisions unchangeable and leaves an operator’s case alone on the next seeding', async () => {
    const c = await caseBySlug('starter');
    expect(c.edited_at).not.toBeNull();
    await expect(
      queryRows(t.db, `update case_revisions set drops = '[]' where case_id = ${c.id}`),
    ).rejects.toThrow();
    await expect(
      queryRows(t.db, `delete from case_revisions where case_id = ${c.id}`),
    ).rejects.toThrow();
    await seedCatalog(t.db);
    const after = await caseBySlug('starter');
    expect([after.revision, after.drops]).toEqual([c.revision, c.drops]);
  });

  it('refuses TRUNCATE of case_revisions and keeps every revision (issue 44)', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, `select count(*)::int as n from case_revisions`))[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const err = await queryRows(t.db, `truncate case_revisions`).then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(String(err?.cause?.message ?? err?.message)).toMatch(/append-only/);
    expect(await count()).toBe(before);
  });

  it('creates and edits items and sections, each save one audit entry, and guards item prices', async () => {
    const item = {
      id: 'console-test-hook',
      name: 'Тестовый крюк',
      name_en: 'Test hook',
      hero: 'pudge',
      slot: 'weapon',
      rarity: 'rare',
      price: 12.34,
    };
    const made = await admin('POST', '/v1/admin/catalog/items', item);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ id: item.id, price: 12.34 });
    expect((await admin('POST', '/v1/admin/catalog/items', item)).json().data.code).toBe(
      'slug_taken',
    );
    const edit = { ...item, id: undefined };
    const edited = await admin('PUT', `/v1/admin/catalog/items/${item.id}`, {
      ...edit,
      name: 'Крюк',
    });
    expect(edited.json()).toMatchObject({ name: 'Крюк' });
    expect(await auditCount('item.create')).toBe(1);
    expect(await auditCount('item.update')).toBe(1);
    const found = await admin('GET', '/v1/admin/catalog/items?q=%D0%9A%D1%80%D1%8E%D0%BA');
    expect(found.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([item.id]);

    // A price that would lift a paid case above its bound is refused.
    const c = await caseBySlug('starter');
    const cheap = [...c.drops].sort((a, b) => a.price - b.price)[0]!;
    const full = (await admin('GET', `/v1/admin/catalog/items?q=${cheap.item_id}`))
      .json<{
        items: {
          id: string;
          name: string;
          name_en: string | null;
          hero: string | null;
          slot: string;
          rarity: string;
        }[];
      }>()
      .items.find((i) => i.id === cheap.item_id)!;
    const lift = await admin('PUT', `/v1/admin/catalog/items/${cheap.item_id}`, {
      name: full.name,
      name_en: full.name_en,
      hero: full.hero,
      slot: full.slot,
      rarity: full.rarity,
      price: 100_000,
    });
    expect([lift.statusCode, lift.json().data.code]).toEqual([422, 'rtp_out_of_bounds']);

    const section = {
      id: 'console-test',
      name: 'Тест',
      name_en: 'Test',
      position: 50,
      gradient: ['#101010', '#202020'],
    };
    expect((await admin('POST', '/v1/admin/catalog/sections', section)).statusCode).toBe(201);
    const sectionEdit = { ...section, id: undefined };
    const renamed = await admin('PUT', `/v1/admin/catalog/sections/${section.id}`, {
      ...sectionEdit,
      gradient: ['#101010', 'red'],
    });
    expect(renamed.statusCode).toBe(400);
    expect(await auditCount('section.create')).toBe(1);
    expect(await auditCount('section.update')).toBe(0);
  });
});
