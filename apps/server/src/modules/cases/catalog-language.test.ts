/**
 * Catalog texts in the request's language (issue 9, spec 000 §7 client language header): every
 * endpoint that puts a section, case, label or item name on the wire answers in English for `en`
 * (X-Client-Language, or Accept-Language alone) and in Russian otherwise.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';

const t = fileTestApp();

const EN = { 'x-client-language': 'en' };
const cyrillic = /[\u0400-\u04ff]/;

interface Listing {
  sections: {
    id: string;
    name: string;
    cases: { slug: string; name: string; label_data: { name: string | null } | null }[];
  }[];
}
const listing = async (headers: Record<string, string> = {}) =>
  (
    await t.app.inject({ method: 'GET', url: '/v2/case/sections/with-cases', headers })
  ).json<Listing>();
const caseOf = (l: Listing, slug: string) =>
  l.sections.flatMap((s) => s.cases).find((c) => c.slug === slug)!;

describe('catalog texts in the request language', () => {
  it('answers sections, case names and custom labels in English for en, Russian by default', async () => {
    const ru = await listing();
    const en = await listing(EN);
    expect(ru.sections.find((s) => s.id === 'popular')!.name).toBe('Популярные');
    expect(en.sections.find((s) => s.id === 'popular')!.name).toBe('Popular');
    expect(caseOf(ru, 'starter').name).toBe('Стартовый');
    expect(caseOf(en, 'starter').name).toBe('Starter');
    expect(caseOf(ru, 'pudge').label_data!.name).toBe('Хит недели');
    expect(caseOf(en, 'pudge').label_data!.name).toBe('Hit of the Week');
    for (const s of en.sections) {
      expect(s.name).not.toMatch(cyrillic);
      for (const c of s.cases) {
        expect(c.name, c.slug).not.toMatch(cyrillic);
        expect(c.label_data?.name ?? '', c.slug).not.toMatch(cyrillic);
      }
    }
    // The check page's case list is this listing, and /v1/sections-main answers the same way.
    const main = await t.app.inject({ method: 'GET', url: '/v1/sections-main', headers: EN });
    expect(caseOf(main.json<Listing>(), 'arcana').name).toBe('Arcana');
  });

  it('reads Accept-Language when no X-Client-Language is sent, and falls back to Russian', async () => {
    const accept = await listing({ 'accept-language': 'en-US,en;q=0.9' });
    expect(caseOf(accept, 'daily-gift').name).toBe('Daily Gift');
    const other = await listing({ 'x-client-language': 'de' });
    expect(caseOf(other, 'daily-gift').name).toBe('Ежедневный подарок');
    const both = await listing({ 'x-client-language': 'ru', 'accept-language': 'en' });
    expect(caseOf(both, 'daily-gift').name).toBe('Ежедневный подарок');
  });

  it('gives the two cases once both called "Бессмертный" different names in both languages', async () => {
    const [ru, en] = [await listing(), await listing(EN)];
    expect(caseOf(ru, 'immortal').name).not.toBe(caseOf(ru, 'level-90').name);
    expect(caseOf(en, 'immortal').name).not.toBe(caseOf(en, 'level-90').name);
  });

  it('names the case detail and its shop items (vouchers) in the language; Steam items keep their names', async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app
        .inject({ method: 'GET', url: '/v1/cases/daily-gift', headers })
        .then((r) =>
          r.json<{ name: string; items: { id: string; name: string; slot: string }[] }>(),
        );
    const [ru, en] = [await get(), await get(EN)];
    expect([ru.name, en.name]).toEqual(['Ежедневный подарок', 'Daily Gift']);
    const voucher = (d: typeof ru) => d.items.find((i) => i.id === 'balance-bonus-10')!;
    expect(voucher(ru).name).toBe('Бонус на баланс 10 ₽');
    expect(voucher(en).name).toBe('Balance bonus 10 ₽');
    expect(voucher(en).slot).toBe('voucher');
    const steam = (d: typeof ru) => d.items.find((i) => i.id === 'murder-mask')!;
    expect([steam(ru).name, steam(en).name, steam(en).slot]).toEqual([
      'Murder Mask',
      'Murder Mask',
      'head',
    ]);
  });

  it('names drops, the inventory and the live feed in the language of each request', async () => {
    // Give the starter case's items English names of their own, so the language shows in a drop.
    await t.db.execute(
      sql`update items set name_en = 'EN ' || name where id in (select item_id from case_items ci join cases c on c.id = ci.case_id where c.slug = 'starter')`,
    );
    invalidateSnapshot(t.db);
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const open = await t.app.inject({
      method: 'POST',
      url: '/v1/cases/starter/open',
      headers: { ...bearer(p.token), ...EN },
      payload: { multi_open: 1 },
    });
    expect(open.statusCode).toBe(200);
    const drop = open.json<{ drops: { item: { id: string; name: string } }[] }>().drops[0]!;
    expect(drop.item.name).toMatch(/^EN /);

    const inventory = (headers: Record<string, string>) =>
      t.app
        .inject({
          method: 'GET',
          url: '/v1/inventory/get',
          headers: { ...bearer(p.token), ...headers },
        })
        .then((r) => r.json<{ items: { item_id: string; name: string }[] }>().items[0]!);
    expect((await inventory(EN)).name).toBe(drop.item.name);
    expect((await inventory({})).name).not.toMatch(/^EN /);

    // The live feed shows drops older than the opening animation (7 s): age this one.
    await t.db.execute(sql`update inventory_items set created_at = now() - interval '1 minute'`);
    const feed = (headers: Record<string, string>) =>
      t.app
        .inject({ method: 'POST', url: '/v1/live_drop', headers, payload: {} })
        .then(
          (r) =>
            r.json<{ drops: { case: { name: string }; item: { name: string } }[] }>().drops[0]!,
        );
    const [ruDrop, enDrop] = [await feed({}), await feed(EN)];
    expect([ruDrop.case.name, enDrop.case.name]).toEqual(['Стартовый', 'Starter']);
    expect(enDrop.item.name).toMatch(/^EN /);
    expect(ruDrop.item.name).not.toMatch(/^EN /);
  });

  it('names the level cases of a player in the language', async () => {
    const p = await register(t.app);
    const levels = (headers: Record<string, string>) =>
      t.app
        .inject({ method: 'GET', url: `/v1/users/${p.userId}/levels`, headers })
        .then((r) => r.json<{ next_level_case_data: { case_name: string } | null }>());
    const [ru, en] = [await levels({}), await levels(EN)];
    expect(ru.next_level_case_data!.case_name).toMatch(cyrillic);
    expect(['Novice', 'Veteran']).toContain(en.next_level_case_data!.case_name);
  });

  it('builds SEO titles from the case name in the language', async () => {
    const seo = (headers: Record<string, string>, url = '/open/starter') =>
      t.app
        .inject({ method: 'POST', url: '/v1/seo/get', headers, payload: { url } })
        .then((r) => r.json<{ title: string; description: string }>());
    expect((await seo({})).title).toBe('Кейс «Стартовый» — DOTA CASES');
    expect((await seo(EN)).title).toBe('“Starter” case — DOTA CASES');
    expect((await seo({}, '/en/open/arcana')).title).toBe('“Arcana” case — DOTA CASES');
    expect((await seo({ 'accept-language': 'en' })).description).toContain('“Starter” case');
  });
});
