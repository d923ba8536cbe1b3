import { caseDropIndex, sha256Hex } from '@cases/domain/fairness';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, ledgerCheck, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let picks: Awaited<ReturnType<typeof pickCases>>;
beforeAll(async () => {
  picks = await pickCases(t.app);
});

const open = (token: string, key: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/cases/${key}/open`,
    headers: bearer(token),
    payload: payload as object,
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })).json();

describe('sections and cases', () => {
  it('lists sections with case cards on both paths', async () => {
    for (const url of ['/v2/case/sections/with-cases?main=1', '/v1/sections-main']) {
      const body = (await t.app.inject({ method: 'GET', url })).json();
      expect(body.sections.length).toBeGreaterThanOrEqual(3);
      const cases = body.sections.flatMap((s: { cases: unknown[] }) => s.cases);
      expect(cases.length).toBeGreaterThanOrEqual(12);
      expect(cases[0]).toMatchObject({
        price_data: { currency: 'RUB' },
        volatility: expect.any(Number),
        appearance_data: { image: expect.stringMatching(/^\/img\/cases\//) },
      });
    }
  });

  it('publishes every item of a case with weight and chance, by id or slug, to visitors', async () => {
    const bySlug = (
      await t.app.inject({ method: 'GET', url: `/v1/cases/${picks.cheapest.slug}` })
    ).json();
    const byId = (
      await t.app.inject({ method: 'GET', url: `/v1/cases/${picks.cheapest.id}` })
    ).json();
    expect(byId).toEqual(bySlug);
    const total = bySlug.items.reduce((s: number, i: { weight: number }) => s + i.weight, 0);
    expect(bySlug.total_weight).toBe(total);
    for (const i of bySlug.items) expect(i.chance).toBeCloseTo(i.weight / total, 12);
    const image = await t.app.inject({ method: 'GET', url: bySlug.items[0].image });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const missing = await t.app.inject({ method: 'GET', url: '/v1/cases/no-such-case' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data.code).toBe('caseNotFound');
  });
});

describe('opening', () => {
  it('debits, drops into the inventory, and the drop is reproducible from the revealed seed', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 1000);
    // A top-up may carry a deposit bonus (issue 12): the opening is measured from the credited balance.
    const credited = (await me(p.token)).finance.balance;
    const seeds = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/provably-fair/seeds',
        headers: bearer(p.token),
      })
    ).json();
    expect(seeds.nonce).toBe(0);

    const res = await open(p.token, picks.cheapest.slug, { multi_open: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const price = picks.cheapest.price_data.price;
    expect(body.drops).toHaveLength(3);
    expect(body.balance).toBeCloseTo(credited - 3 * price, 2);
    expect(body.amount_exp).toBe(Math.floor(3 * price));
    expect(body.drops.map((d: { nonce: number }) => d.nonce)).toEqual([0, 1, 2]);
    for (const d of body.drops)
      expect(d).toMatchObject({
        server_seed_hash: seeds.server_seed_hash,
        client_seed: seeds.client_seed,
        inventory_item_id: d.id,
      });

    const inv = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/inventory/get?group=active',
        headers: bearer(p.token),
      })
    ).json();
    expect(inv.items.map((i: { id: string }) => i.id).sort()).toEqual(
      body.drops.map((d: { id: string }) => d.id).sort(),
    );

    const rotated = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/provably-fair/seeds/rotate',
        headers: bearer(p.token),
      })
    ).json();
    expect(rotated.previous).toMatchObject({
      server_seed_hash: seeds.server_seed_hash,
      client_seed: seeds.client_seed,
      nonce: 3,
    });
    expect(sha256Hex(rotated.previous.server_seed)).toBe(seeds.server_seed_hash);
    expect(rotated.current.server_seed_hash).not.toBe(seeds.server_seed_hash);
    expect(rotated.current.nonce).toBe(0);

    const detail = (
      await t.app.inject({ method: 'GET', url: `/v1/cases/${picks.cheapest.slug}` })
    ).json();
    const weights = detail.items.map((i: { weight: number }) => i.weight);
    for (const d of body.drops) {
      const index = caseDropIndex(weights, {
        serverSeed: rotated.previous.server_seed,
        clientSeed: d.client_seed,
        nonce: d.nonce,
      });
      expect(detail.items[index].id).toBe(d.item.id);
    }
    expect((await me(p.token)).statistic.cases.opened).toBe(3);
    const check = await ledgerCheck(t.db, p.userId);
    expect(check.ledgerSum).toBe(check.balance);
  });

  it('uses the client seed the player sets', async () => {
    const p = await register(t.app);
    const set = await t.app.inject({
      method: 'POST',
      url: '/v1/provably-fair/seeds/client',
      headers: bearer(p.token),
      payload: { client_seed: 'my-lucky_seed' },
    });
    expect(set.statusCode).toBe(200);
    await topUp(t.app, p.token, 100);
    const drop = (await open(p.token, picks.cheapest.slug, { multi_open: 1 })).json().drops[0];
    expect(drop.client_seed).toBe('my-lucky_seed');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/provably-fair/seeds/client',
      headers: bearer(p.token),
      payload: { client_seed: 'has spaces!' },
    });
    expect(bad.statusCode).toBe(400);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/provably-fair/seeds/history',
        headers: bearer(p.token),
      })
    ).json();
    expect(history.seeds).toHaveLength(1);
  });

  it('refuses without enough money and writes nothing', async () => {
    const p = await register(t.app);
    const res = await open(p.token, picks.cheapest.slug, { multi_open: 1 });
    expect(res.statusCode).toBe(402);
    expect(res.json().data.code).toBe('balance_error');
    const inv = (
      await t.app.inject({ method: 'GET', url: '/v1/inventory/get', headers: bearer(p.token) })
    ).json();
    expect(inv.total_item).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/provably-fair/seeds',
          headers: bearer(p.token),
        })
      ).json().nonce,
    ).toBe(0);
    expect(await ledgerCheck(t.db, p.userId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('answers caseNotFound, case_not_available and authentication', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 100_000);
    const credited = (await me(p.token)).finance.balance;
    const unknown = await open(p.token, 'nope', { multi_open: 1 });
    expect([unknown.statusCode, unknown.json().data.code]).toEqual([404, 'caseNotFound']);
    const ended = await open(p.token, picks.ended.slug, { multi_open: 1 });
    expect([ended.statusCode, ended.json().data.code]).toEqual([409, 'case_not_available']);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/v1/cases/${picks.cheapest.slug}/open`,
      payload: { multi_open: 1 },
    });
    expect([anon.statusCode, anon.json().data.code]).toEqual([401, 'authentication']);
    expect((await me(p.token)).finance.balance).toBe(credited);
  });

  it('rejects bad bodies with 400 and a key, changing nothing', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const bodies: unknown[] = [
      { multi_open: 0 },
      { multi_open: 999 },
      { multi_open: '1' },
      { multi_open: 1.5 },
      {},
      { multi_open: 1, extra: true },
      [1],
    ];
    for (const payload of bodies) {
      const res = await open(p.token, picks.cheapest.slug, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().data.code).toBe('dataNotFound');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/v1/cases/${picks.cheapest.slug}/open`,
      headers: { ...bearer(p.token), 'content-type': 'application/json' },
      payload: '{"multi_open": 1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, data: { code: 'dataNotFound' } });
    expect((await me(p.token)).finance.balance).toBe(500);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/v1/inventory/get', headers: bearer(p.token) })
      ).json().total_item,
    ).toBe(0);
  });

  it('opens the free case once per 24 hours, after a deposit', async () => {
    const p = await register(t.app);
    const unpaid = await open(p.token, picks.free.slug, { multi_open: 1 });
    expect([unpaid.statusCode, unpaid.json().data.code]).toEqual([403, 'deposit_required']);
    await topUp(t.app, p.token, 10);
    const first = await open(p.token, picks.free.slug, { multi_open: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ balance: 10, amount_exp: 0 });
    const again = await Promise.all(
      [1, 2, 3].map(() => open(p.token, picks.free.slug, { multi_open: 1 })),
    );
    // Refused either as within 24 h or, when they overlap, as a second opening in flight.
    for (const r of again)
      expect([
        [409, 'case_not_available'],
        [429, 'fastOpen'],
      ]).toContainEqual([r.statusCode, r.json().data.code]);
    const later = await open(p.token, picks.free.slug, { multi_open: 1 });
    expect([later.statusCode, later.json().data.code]).toEqual([409, 'case_not_available']);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/v1/inventory/get', headers: bearer(p.token) })
      ).json().total_item,
    ).toBe(1);
  });
});
