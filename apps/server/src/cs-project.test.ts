/**
 * A Counter-Strike 2 backend (issue 34, decision 019): GAME_PROJECT=cs seeds the CS2 catalog and the shop runs on
 * it — sections and cases, CS2 items and grades, an opening and a sale through the ledger, the season and the
 * leaderboards' prizes.
 */
import { CS_RARITIES } from '@cases/domain/rarities';
import { CS_SLOTS } from '@cases/domain/catalog';
import { describe, expect, it } from 'vitest';
import { projectCatalog } from './catalog/projects.ts';
import { bearer, ledgerCheck, register, topUp } from './test/helper.ts';
import { fileTestApp } from './test/file-app.ts';

const t = fileTestApp({ GAME_PROJECT: 'cs' });

const get = async (url: string, token?: string) =>
  (await t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) })).json();

const csRarities = new Set<string>(CS_RARITIES);
const csKinds = new Set<string>(CS_SLOTS);

describe('a CS2 backend', () => {
  it('names its project and app id, and lists CS2 cases only, the weapon cases under «Оружие»', async () => {
    expect((await get('/nitro-api/config')).project).toEqual({ id: 'cs', app_id: 730 });
    const { sections } = (await get('/v2/case/sections/with-cases')) as {
      sections: { id: string; name: string; cases: { slug: string }[] }[];
    };
    expect(sections.find((s) => s.id === 'heroes')?.name).toBe('Оружие');
    const slugs = sections.flatMap((s) => s.cases.map((c) => c.slug));
    expect(slugs).toEqual(expect.arrayContaining(['starter', 'ak-47', 'awp', 'knife']));
    for (const dota of ['pudge', 'arcana', 'immortal', 'dota-world'])
      expect(slugs).not.toContain(dota);
  });

  it("grades every item it seeds in CS2's set, the shop's balance vouchers too", () => {
    const items = projectCatalog('cs').items;
    expect(items.filter((i) => !csRarities.has(i.rarity)).map((i) => i.slug)).toEqual([]);
    expect(items.filter((i) => i.slug.startsWith('balance-bonus-')).length).toBe(4);
  });

  it("fills a case with CS2 skins in CS2's grades, each named with its exterior", async () => {
    const { items } = (await get('/v1/cases/knife')) as {
      items: { name: string; rarity: string; slot: string; hero: string | null }[];
    };
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect([...csRarities]).toContain(item.rarity);
      expect([...csKinds]).toContain(item.slot);
      expect(item.hero).toBeNull();
      expect(item.name).toMatch(
        / \| .+ \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/,
      );
    }
    expect(
      items.filter((i) => i.name.startsWith('★ ') && i.rarity === 'extraordinary'),
    ).not.toEqual([]);
  });

  it('opens a CS2 case and sells the skin through the ledger', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/v1/cases/starter/open',
      headers: bearer(p.token),
      payload: { multi_open: 2 },
    });
    expect(opened.statusCode).toBe(200);
    const { drops } = opened.json<{
      drops: { id: string; item: { name: string; rarity: string } }[];
    }>();
    expect(drops).toHaveLength(2);
    for (const d of drops) expect([...csRarities]).toContain(d.item.rarity);
    const sold = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      headers: bearer(p.token),
      payload: { id: drops[0]!.id },
    });
    expect(sold.statusCode).toBe(200);
    const check = await ledgerCheck(t.db, p.userId);
    expect(check.ledgerSum).toBe(check.balance);
  });

  it('runs the CS2 season and pays CS2 skins as leaderboard prizes', async () => {
    const event = await get('/v1/event/current');
    expect(JSON.stringify(event)).toContain('Зимняя операция');
    const boards = (await get('/v2/top/active')) as { id: string; series: string }[];
    expect(boards.map((b) => b.series)).toEqual(
      expect.arrayContaining(['daily-spent', 'season-coins']),
    );
    for (const board of boards) {
      const ranking = JSON.stringify(await get(`/v2/top/ranking/${board.id}`));
      // Prizes are CS2 skins ("AK-47 | Slate (Field-Tested)"), no Dota item.
      expect(ranking).toMatch(
        / \| .+\((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)/,
      );
      expect(ranking).not.toContain('Dread Retribution');
    }
  });

  it('names the CS shop, not Dota, in its FAQ, missions and e-mail sender', async () => {
    for (const lang of ['ru', 'en']) {
      const headers = { 'x-client-language': lang };
      const faq = (await t.app.inject({ method: 'GET', url: '/v1/page/faq', headers })).body;
      expect(faq).toContain('CS CASES');
      expect(faq).toContain('CS2');
      expect(faq).not.toMatch(/dota/i);
      const p = await register(t.app);
      const missions = (
        await t.app.inject({
          method: 'GET',
          url: '/v1/users/missions/social',
          headers: { ...headers, ...bearer(p.token) },
        })
      ).body;
      expect(missions).toContain('CS CASES');
      expect(missions).not.toMatch(/dota/i);
    }
    expect(t.config.engagement.mail.from).toBe('CS CASES <no-reply@cs-cases.local>');
  });
});
