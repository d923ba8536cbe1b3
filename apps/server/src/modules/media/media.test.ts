/**
 * The shop's generated pictures (issue 9): items drawn per slot, hero attribute and rarity without
 * their name; cases per theme; avatars from an unguessable seed; the page policy names no other host.
 */
import { describe, expect, it } from 'vitest';
import { catalogItems } from '../../catalog/catalog.ts';
import { bearer, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { caseTheme } from './art/case-theme.ts';
import { iconOf, itemArt } from './art/item-art.ts';
import { accentOfName, itemStyle, priceTier } from './art/item-style.ts';
import { ATTRIBUTE_COLORS } from './art/palette.ts';
import { avatarUrl } from '../../kernel/media-urls.ts';

const t = fileTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('item pictures', () => {
  it('draws every catalog item as a small SVG cached for a day, without the item name', async () => {
    for (const item of catalogItems) {
      const res = await get(`/img/items/${item.slug}.svg`);
      expect(res.statusCode, item.slug).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body.length, item.slug).toBeLessThan(12_000);
      expect(res.body, item.slug).not.toContain(item.name);
    }
  });

  it("shows the hero's name in the hero's attribute colour", async () => {
    const pudge = (await get('/img/items/dragonclaw-hook.svg')).body;
    expect(pudge).toContain('PUDGE');
    expect(pudge).toContain(ATTRIBUTE_COLORS.str);
    const jugg = (await get('/img/items/bladeform-legacy.svg')).body;
    expect(jugg).toContain('JUGGERNAUT');
    expect(jugg).toContain(ATTRIBUTE_COLORS.agi);
    const cm = (await get('/img/items/frost-avalanche.svg')).body;
    expect(cm).toContain(ATTRIBUTE_COLORS.int);
    const courier = (await get('/img/items/baby-roshan.svg')).body;
    expect(courier).not.toMatch(/<text[^>]*>[A-Z]/);
  });

  it('tells slots, shapes the name names, and rarities apart', () => {
    const shape = (name: string) =>
      itemArt({ id: name, name, slot: 'weapon', hero: 'pudge', rarity: 'rare', priceKopecks: 100 });
    expect(shape('Dragonclaw Hook')).not.toBe(
      shape('Staff of Perplex').replace('Staff of Perplex', 'Dragonclaw Hook'),
    );
    expect(iconOf({ id: 'a', name: 'Dragonclaw Hook', slot: 'weapon' })).toBe(
      iconOf({ id: 'b', name: 'Whalehook', slot: 'weapon' }),
    );
    expect(iconOf({ id: 'a', name: 'Dragonclaw Hook', slot: 'weapon' })).not.toBe(
      iconOf({ id: 'a', name: 'Staff of Perplex', slot: 'weapon' }),
    );
    const draw = (slot: 'weapon' | 'head' | 'courier', rarity: string) =>
      itemArt({ id: 'x', name: 'X', slot, hero: 'pudge', rarity, priceKopecks: 100 });
    const weapon = draw('weapon', 'rare');
    expect(draw('head', 'rare')).not.toBe(weapon);
    expect(draw('courier', 'rare')).not.toBe(weapon);
    expect(draw('weapon', 'arcana')).not.toBe(weapon);
    // Rays from immortal up, and the frame in the rarity colour.
    expect(draw('weapon', 'immortal')).toContain('opacity=".16"');
    expect(weapon).not.toContain('opacity=".16"');
    expect(draw('weapon', 'arcana')).toContain('#ade55c');
  });

  it("draws CS2 kinds with their own shapes and CS2's grade colours (issue 34)", () => {
    const kinds = [
      'pistol',
      'smg',
      'rifle',
      'sniper',
      'shotgun',
      'machinegun',
      'knife',
      'gloves',
    ] as const;
    const icons = kinds.map((slot) => iconOf({ id: 'x', name: 'X', slot }));
    expect(new Set(icons).size).toBe(kinds.length);
    const draw = (rarity: string) =>
      itemArt({
        id: 'ak',
        name: 'AK-47 | Redline (Field-Tested)',
        slot: 'rifle',
        hero: null,
        rarity,
        priceKopecks: 90_000,
      });
    expect(draw('covert')).toContain('#eb4b4b');
    // Rays from covert up (rank 5, as immortal in Dota 2), none for a classified skin.
    expect(draw('covert')).toContain('opacity=".16"');
    expect(draw('classified')).not.toContain('opacity=".16"');
    expect(draw('contraband')).not.toBe(draw('extraordinary'));
  });

  it('draws two items of one slot and hero apart: palette, pose, price tier (issue 31)', async () => {
    const hook = (await get('/img/items/dragonclaw-hook.svg')).body;
    const whale = (await get('/img/items/whalehook.svg')).body;
    const mainOf = (svg: string) => /<linearGradient id="m"[^]*?<\/linearGradient>/.exec(svg)?.[0];
    const poseOf = (svg: string) => /<g transform="([^"]+)">/.exec(svg)?.[1];
    expect(mainOf(hook)).toBeDefined();
    expect(mainOf(hook)).not.toBe(mainOf(whale));
    // A dragon's hook burns, a whale's is of the sea.
    expect(accentOfName('Dragonclaw Hook')).toBe('ember');
    expect(accentOfName('Whalehook')).toBe('sea');
    // 24,500 ₽ wears the top tier's halo, gems and four pips; 42 ₽ none of it.
    expect(priceTier(2_450_000)).toBe(4);
    expect(priceTier(4_200)).toBe(0);
    expect(hook).toContain('r="60"');
    expect(whale).not.toContain('r="60"');
    const style = (name: string, id: string) => itemStyle({ id, name, priceKopecks: 100 });
    const poses = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
        JSON.stringify([style('X', id).flip, style('X', id).tilt]),
      ),
    );
    expect(poses.size).toBeGreaterThan(1);
    expect(poseOf(hook)).toMatch(/rotate\(-?\d+\)/);
    // Deterministic: the same item, the same picture.
    expect((await get('/img/items/dragonclaw-hook.svg')).body).toBe(hook);
  });

  it('answers 404 for an unknown item and 400 for a bad file name', async () => {
    expect((await get('/img/items/no-such-item.svg')).statusCode).toBe(404);
    expect((await get('/img/items/..%2Fsecret.svg')).statusCode).toBe(400);
    expect((await get('/img/items/dragonclaw-hook.gif')).statusCode).toBe(400);
  });

  it('stands the drawn art in for a Steam icon that is not on this disk', async () => {
    const res = await get('/img/items/dragonclaw-hook.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('case pictures', () => {
  it('draws each case by its theme', async () => {
    const themes = new Map<string, string>();
    for (const slug of [
      'daily-gift',
      'level-1',
      'arcana',
      'immortal',
      'golden',
      'dota-world',
      'pudge',
      'hero-sets',
      'fifty-fifty',
      'frostivus-2023',
      'elite',
      'starter',
    ]) {
      const res = await get(`/img/cases/${slug}.svg`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.body, slug).not.toMatch(/[\u0400-\u04ff]/);
      themes.set(slug, res.body);
    }
    expect(new Set(themes.values()).size).toBe(themes.size);
    expect(themes.get('pudge')).toContain('PUDGE');
    expect(themes.get('level-1')).toMatch(/>1<\/text>/);
    expect((await get('/img/cases/no-such-case.svg')).statusCode).toBe(404);
  });

  it('picks themes from case data', () => {
    const drop = (
      over: Partial<{ name: string; slot: string; rarity: string; hero: string | null }>,
    ) => ({
      name: 'X',
      slot: 'weapon',
      rarity: 'rare',
      hero: null,
      ...over,
    });
    const base = { sectionId: 'popular', price: 5_000, level: 0, labelType: null };
    expect(caseTheme({ ...base, price: 0, drops: [drop({})] })).toBe('gift');
    expect(caseTheme({ ...base, price: 0, level: 15, drops: [drop({})] })).toBe('level');
    expect(caseTheme({ ...base, drops: [drop({ slot: 'courier' }), drop({ slot: 'ward' })] })).toBe(
      'crate',
    );
    expect(
      caseTheme({
        ...base,
        drops: [drop({ rarity: 'arcana' }), drop({ rarity: 'arcana', hero: 'lina' })],
      }),
    ).toBe('crystal');
    expect(caseTheme({ ...base, drops: [drop({ hero: 'pudge' }), drop({ hero: 'pudge' })] })).toBe(
      'hero',
    );
    expect(caseTheme({ ...base, price: 30_000, drops: [drop({ rarity: 'immortal' })] })).toBe(
      'gold',
    );
    expect(caseTheme({ ...base, drops: [drop({ rarity: 'immortal' })] })).toBe('pouch');
    expect(caseTheme({ ...base, drops: [drop({})] })).toBe('chest');
  });
});

describe('avatars (issue 9: the address reveals nothing)', () => {
  it('gives each player an avatar address without their id, different per player, stable', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const avatarOf = async (p: { token: string; userId: string }) => {
      const me = (
        await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(p.token) })
      ).json<{ avatar: string }>();
      const pub = (await get(`/v1/users/${p.userId}`)).json<{ avatar: string }>();
      expect(pub.avatar).toBe(me.avatar);
      return me.avatar;
    };
    const [av, bv] = [await avatarOf(a), await avatarOf(b)];
    for (const [url, p] of [
      [av, a],
      [bv, b],
    ] as const) {
      expect(url).toMatch(/^\/img\/avatars\/[0-9a-f]{20}\.svg$/);
      // The name is 20 hex characters of an HMAC, never the id itself or the id in any base.
      const name = url.slice('/img/avatars/'.length, -'.svg'.length);
      for (const form of [p.userId, Number(p.userId).toString(16), Number(p.userId).toString(36)])
        expect(name.split(/[^0-9a-z]/)).not.toContain(form);
      expect(name).toBe(avatarUrl(t.config.auth.secret, Number(p.userId)).slice(13, 33));
    }
    // Without the server's secret the address of a player cannot be computed.
    expect(avatarUrl('another-secret-another-secret-another', Number(a.userId))).not.toBe(av);
    expect(av).not.toBe(bv);
    expect(await avatarOf(a)).toBe(av);
    const img = await get(av);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).not.toBe((await get(bv)).body);
  });
});

describe('page policy', () => {
  it('allows pictures from the shop itself only (Steam icons are served through /img/)', async () => {
    const csp = String((await get('/img/cases/arcana.svg')).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('steam');
  });
});
