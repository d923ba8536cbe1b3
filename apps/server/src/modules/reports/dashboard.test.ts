/**
 * Issue 30 "Dashboard": the day's figures against what the test did through the API on a fresh database —
 * accounts, deposits, paid case openings (stakes, payouts at the drops' value, expected edge from the case's
 * published odds) and a Techies mines game (its edge fixed at the start); the query is bounded (1–90 days) and
 * needs the `reports` right.
 */
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { isPlainPaid, type Card } from '../../test/catalog-picks.ts';
import { bearer, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ FEATURE_FLAGS: 'techies=true' });

const kop = (roubles: number) => Math.round(roubles * 100);

describe('the dashboard', () => {
  it("sums today's deposits, openings and a mines game exactly", async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const a = await register(t.app);
    const b = await register(t.app);
    await topUp(t.app, a.token, 1000);
    await topUp(t.app, b.token, 500);

    const sections = (
      await t.app.inject({ method: 'GET', url: '/v2/case/sections/with-cases?main=1' })
    ).json<{ sections: { cases: Card[] }[] }>();
    const card = sections.sections
      .flatMap((s) => s.cases)
      .filter(isPlainPaid)
      .sort((x, y) => x.price_data.price - y.price_data.price)[0]!;
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/cases/${card.slug}` })).json<{
      items: { chance: number; price: number }[];
    }>();
    const open = await t.app.inject({
      method: 'POST',
      url: `/v1/cases/${card.slug}/open`,
      headers: bearer(a.token),
      payload: { multi_open: 3 },
    });
    expect(open.statusCode, open.body).toBe(200);
    const drops = open.json<{ drops: { item: { price: number } }[] }>().drops;
    const price = kop(card.price_data.price);
    const payouts = drops.reduce((s, d) => s + kop(d.item.price), 0);
    const mean = detail.items.reduce((s, i) => s + i.chance * kop(i.price), 0);

    const start = await t.app.inject({
      method: 'POST',
      url: '/v1/sapper/start',
      headers: bearer(b.token),
      payload: { amount: 100, mines: 3 },
    });
    expect(start.statusCode, start.body).toBe(200);
    const reveal = await t.app.inject({
      method: 'POST',
      url: '/v1/sapper/reveal',
      headers: bearer(b.token),
      payload: { cell: 0 },
    });
    let game = reveal.json<{ game: { status: string; payout: number } }>().game;
    if (game.status === 'open')
      game = (
        await t.app.inject({ method: 'POST', url: '/v1/sapper/cashout', headers: bearer(b.token) })
      ).json<{ game: { status: string; payout: number } }>().game;
    expect(game.status).not.toBe('open');

    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/dashboard?days=7',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    const today = body.days[6];
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(body.to).toBe(today.day);
    expect(today).toMatchObject({
      deposits: 1500,
      deposits_count: 2,
      withdrawals: 0,
      withdrawals_cost: 0,
      withdrawals_margin: 0,
      new_players: 3,
      active_players: 2,
    });
    const cases = today.games.find((g: { game: string }) => g.game === 'cases');
    expect(cases).toMatchObject({
      plays: 3,
      stakes: (3 * price) / 100,
      payouts: payouts / 100,
      ggr: (3 * price - payouts) / 100,
    });
    expect(cases.edge).toBeCloseTo((3 * price - payouts) / (3 * price), 4);
    expect(cases.expected_edge).toBeCloseTo(1 - mean / price, 3);
    const mines = today.games.find((g: { game: string }) => g.game === 'mines');
    const edge = t.config.itemGames.mines.houseEdge;
    expect(mines).toMatchObject({
      plays: 1,
      stakes: 100,
      payouts: game.payout,
      ggr: 100 - game.payout,
      expected_edge: edge,
    });
    for (const g of ['battles', 'upgrades', 'contracts'])
      expect(today.games.find((x: { game: string }) => x.game === g)).toMatchObject({
        plays: 0,
        stakes: 0,
        edge: null,
      });
    expect(body.totals.find((g: { game: string }) => g.game === 'cases')).toEqual(cases);
    expect(body.days[0].deposits).toBe(0);
  });

  it('bounds the period and needs the reports right', async () => {
    const owner = await signedInStaff(t.app, t.db, 'owner');
    for (const q of ['days=0', 'days=91', 'days=abc', 'days=1e9'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/admin/dashboard?${q}`,
            headers: { cookie: owner.cookie },
          })
        ).statusCode,
      ).toBe(400);
    const one = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/dashboard?days=90',
      headers: { cookie: owner.cookie },
    });
    expect(one.json().days).toHaveLength(90);
    const support = await signedInStaff(t.app, t.db, 'support');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/dashboard',
      headers: { cookie: support.cookie },
    });
    expect(res.statusCode).toBe(403);
    const p = await register(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/admin/dashboard', headers: bearer(p.token) }))
        .statusCode,
    ).toBe(404);
  });
});
