/**
 * Issue 29 "Offers shop" and "Personal offers and triggers": the shop's offers with the spec's fields, a purchase
 * that debits the price and grants the bundle in one transaction (free opens on the case cards, coins, bonus
 * money) with both balances equal to their ledgers; parallel buys with money for one, the per-player limit and the
 * stock under concurrency; personal offers made by each trigger once, only for their player, never for a
 * self-excluded one; an offer task of the battle pass advanced by a purchase.
 */
import { describe, expect, it } from 'vitest';
import { catalogOffers } from '../../catalog/offers.ts';
import { allCases } from '../../catalog/catalog.ts';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

interface WireOffer {
  offer_id: string;
  offer_name: string;
  trigger_id: string | null;
  trigger_type: string | null;
  price: number;
  old_price: number | null;
  sale: number;
  cases: { id: string; slug: string; count: number; price: number }[];
  bonus_coins: number;
  bonus_money: number;
  limit: number;
  bought: number;
  stock_left: number | null;
  ends_at: string | null;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const buy = (token: string, offerId: string, body?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/offers/${offerId}/buy`,
    headers: bearer(token),
    ...(body ? { payload: body } : {}),
  });
const shop = async (token?: string) =>
  (await get('/v1/offers', token)).json<{ offers: WireOffer[] }>().offers;
const bySlug = async (slug: string, token?: string) =>
  (await shop(token)).find((o) => o.offer_name === slug)!;

async function books(userId: string) {
  const [row] = await queryRows<{ balance: string; coins: string; rub: string; coin: string }>(
    t.db,
    `select u.balance::text as balance, u.coin_balance::text as coins,
       coalesce((select sum(amount) from ledger where user_id = u.id and currency = 'RUB'), 0)::text as rub,
       coalesce((select sum(amount) from ledger where user_id = u.id and currency = 'COIN'), 0)::text as coin
     from users u where u.id = ${Number(userId)}`,
  );
  const b = { balance: Number(row!.balance), coins: Number(row!.coins) };
  expect(Number(row!.rub)).toBe(b.balance);
  expect(Number(row!.coin)).toBe(b.coins);
  return b;
}

const player = async (rub: number) => {
  const p = await register(t.app);
  if (rub > 0) await topUp(t.app, p.token, rub);
  return p;
};
const freeOpens = async (userId: string) =>
  new Map(
    (
      await queryRows<{ slug: string; count: number }>(
        t.db,
        `select c.slug, f.count from case_free_opens f join cases c on c.id = f.case_id where f.user_id = ${Number(userId)}`,
      )
    ).map((r) => [r.slug, Number(r.count)]),
  );

describe('the offers shop', () => {
  it('lists the shop offers with the spec fields, sale and old price matching their cases', async () => {
    const list = await shop();
    const seeded = catalogOffers.filter((o) => !o.triggerType);
    expect(list.map((o) => o.offer_name)).toEqual(seeded.map((o) => o.slug));
    for (const o of list) {
      const def = seeded.find((s) => s.slug === o.offer_name)!;
      expect(o.price).toBe(def.priceKopecks / 100);
      expect(o.sale).toBe(
        Math.round(((def.oldPriceKopecks - def.priceKopecks) / def.oldPriceKopecks) * 100),
      );
      const casesCost = def.cases.reduce(
        (sum, c) => sum + allCases.find((x) => x.slug === c.slug)!.priceKopecks * c.count,
        0,
      );
      expect(casesCost + def.bonusMoneyKopecks).toBe(def.oldPriceKopecks);
      expect(o.cases.map((c) => [c.slug, c.count])).toEqual(
        def.cases.map((c) => [c.slug, c.count]),
      );
      expect(o).toMatchObject({ trigger_id: null, trigger_type: null, bought: 0 });
      expect(Date.parse(o.ends_at!)).toBeGreaterThan(Date.now());
    }
    // Personal offers are not for sale in the shop.
    const personal = catalogOffers.find((o) => o.triggerType)!;
    expect(list.filter((o) => o.offer_name === personal.slug)).toEqual([]);
  });

  it('buys an offer: price debited, cases as free opens on their cards, coins and bonus money, one transaction', async () => {
    const p = await player(500);
    const offer = await bySlug('starter-pack');
    const before = await books(p.userId);
    const res = await buy(p.token, offer.offer_id);
    expect(res.statusCode).toBe(200);
    const after = await books(p.userId);
    expect(after.balance).toBe(before.balance - offer.price * 100 + offer.bonus_money * 100);
    expect(after.coins).toBe(before.coins + offer.bonus_coins);
    expect(res.json()).toMatchObject({ balance: after.balance / 100, coin_balance: after.coins });
    const opens = await freeOpens(p.userId);
    for (const c of offer.cases) {
      expect(opens.get(c.slug)).toBe(c.count);
      const card = (await get(`/v1/cases/${c.slug}`, p.token)).json<{
        label_data: { free_opens: number | null } | null;
      }>();
      expect(card.label_data?.free_opens).toBe(c.count);
    }
    expect((await bySlug('starter-pack', p.token)).bought).toBe(1);
    // The battle pass's offer task counts the purchase.
    const challenge = (await get('/v1/challenge', p.token)).json<{
      levels: { tasks: { task: { type: string }; progress_data: { current: number } }[] }[];
    }>();
    const offerTasks = challenge.levels
      .flatMap((l) => l.tasks)
      .filter((x) => x.task.type === 'offer');
    expect(offerTasks.length).toBeGreaterThan(0);
    for (const x of offerTasks) expect(x.progress_data.current).toBe(1);
    // The granted opening is spent first: no money moves.
    const open = await t.app.inject({
      method: 'POST',
      url: `/v1/cases/${offer.cases[0]!.slug}/open`,
      headers: bearer(p.token),
      payload: { multi_open: 1 },
    });
    expect(open.statusCode).toBe(200);
    expect((await books(p.userId)).balance).toBe(after.balance);
  });

  it('sells once to 10 parallel buys with money for one, and the per-player limit holds under concurrency', async () => {
    const offer = await bySlug('season-bundle');
    const poor = await player(offer.price + 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(poor.token, offer.offer_id)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect([a.statusCode, a.json().data.code]).toEqual([402, 'balance_error']);
    await books(poor.userId);

    const rich = await player(offer.price * 10);
    const start = await books(rich.userId);
    const many = await Promise.all(
      Array.from({ length: 8 }, () => buy(rich.token, offer.offer_id)),
    );
    expect(many.filter((a) => a.statusCode === 200)).toHaveLength(offer.limit);
    for (const a of many.filter((x) => x.statusCode !== 200))
      expect([a.statusCode, a.json().data.code]).toEqual([409, 'offer_limit_reached']);
    const b = await books(rich.userId);
    const [n] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from offer_purchases where user_id = ${Number(rich.userId)}`,
    );
    expect(n!.n).toBe(offer.limit);
    expect((await freeOpens(rich.userId)).get('offer-bundle')).toBe(3 * offer.limit);
    expect(b.balance).toBe(start.balance - offer.limit * (offer.price - offer.bonus_money) * 100);
  });

  it('never sells more than the stock: 12 players racing for the last 4', async () => {
    const offer = await bySlug('arcana-chest');
    await queryRows(
      t.db,
      `update offers set sold = stock - 4 where id = ${Number(offer.offer_id)}`,
    );
    const players = await Promise.all(Array.from({ length: 12 }, () => player(offer.price)));
    const answers = await Promise.all(players.map((p) => buy(p.token, offer.offer_id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect([a.statusCode, a.json().data.code]).toEqual([409, 'offer_sold_out']);
    expect((await bySlug('arcana-chest')).stock_left).toBe(0);
    for (const p of players) await books(p.userId);
  });

  it('refuses hostile input with 4xx and the right key, changing nothing', async () => {
    const p = await player(100);
    const before = await books(p.userId);
    for (const id of ['0', 'abc', '99999999', '-1', '1e3', "1' or 1=1"])
      expect([404, 400]).toContain((await buy(p.token, encodeURIComponent(id))).statusCode);
    const offer = await bySlug('starter-pack');
    expect((await buy(p.token, offer.offer_id, { trigger_id: '1' })).json().data.code).toBe(
      'offer_not_found',
    );
    expect((await buy(p.token, offer.offer_id, { extra: 1 })).statusCode).toBe(400);
    expect((await buy(p.token, offer.offer_id, { trigger_id: 5 })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/offers/${offer.offer_id}/buy` })).statusCode,
    ).toBe(401);
    expect(await books(p.userId)).toEqual(before);
  });
});

describe('personal offers', () => {
  const triggers = async (token: string) =>
    (await get('/v1/triggers', token))
      .json<{
        triggers: {
          id: string;
          type: string;
          trigger_type?: string;
          offer_id?: string;
          shown?: boolean;
        }[];
      }>()
      .triggers.filter((x) => x.type === 'offer');

  it('offers the first-deposit bundle once after the first deposit, to that player only, and sells it once', async () => {
    const p = await register(t.app);
    expect(await triggers(p.token)).toEqual([]);
    // Enough for the offer twice over: a second purchase must be refused as sold, not for the balance.
    await topUp(t.app, p.token, 1000);
    // Racing looks each see the one offer, whichever of them made it.
    const looks = await Promise.all(Array.from({ length: 6 }, () => triggers(p.token)));
    const [trigger] = looks[0]!;
    expect(looks.map((l) => l.map((x) => x.id))).toEqual(looks.map(() => [trigger?.id]));
    expect(trigger).toMatchObject({ type: 'offer', trigger_type: 'first_deposit' });
    const mine = (await get(`/v1/offers/user/${p.userId}`, p.token)).json<{ offers: WireOffer[] }>()
      .offers;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      trigger_id: trigger!.id,
      trigger_type: 'first_deposit',
      limit: 1,
    });
    expect(Date.parse(mine[0]!.ends_at!) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const other = await register(t.app);
    expect((await get(`/v1/offers/user/${p.userId}`, other.token)).statusCode).toBe(404);
    expect(
      (await buy(other.token, trigger!.offer_id!, { trigger_id: trigger!.id })).statusCode,
    ).toBe(404);

    const before = await books(p.userId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        buy(p.token, trigger!.offer_id!, { trigger_id: trigger!.id }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect([a.statusCode, a.json().data.code]).toEqual([404, 'offer_not_found']);
    const after = await books(p.userId);
    expect(after.balance).toBe(before.balance - mine[0]!.price * 100);
    expect(after.coins).toBe(before.coins + mine[0]!.bonus_coins);
    // Bought: gone from the list, and the rule does not fire again.
    expect(await triggers(p.token)).toEqual([]);
    const [rows] = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from personal_offers where user_id = ${Number(p.userId)} and rule_key = 'first_deposit'`,
    );
    expect(rows!.n).toBe(1);
  });

  it('offers a losing streak, a comeback and a new level each once, and nothing to a self-excluded player', async () => {
    const p = await player(2000);
    // Past the first-deposit window, so the next rules get their turn.
    await queryRows(
      t.db,
      `update payment_orders set completed_at = now() - interval '3 days' where user_id = ${Number(p.userId)}`,
    );
    // A losing streak: 1000 ₽ of openings whose drops are worth little.
    await queryRows(
      t.db,
      `insert into ledger (user_id, currency, amount, reason, reference, balance_after)
       values (${Number(p.userId)}, 'RUB', -100000, 'case_open', 'case:test', 0)`,
    );
    const first = await triggers(p.token);
    expect(first.map((x) => x.trigger_type)).toEqual(['losing_streak']);
    await queryRows(
      t.db,
      `update personal_offers set expires_at = now() where user_id = ${Number(p.userId)}`,
    );
    // The streak's window already fired: next, a return after a week away.
    await queryRows(
      t.db,
      `update ledger set created_at = now() - interval '8 days' where user_id = ${Number(p.userId)}`,
    );
    expect((await triggers(p.token)).map((x) => x.trigger_type)).toEqual(['comeback']);
    await queryRows(
      t.db,
      `update personal_offers set expires_at = now() where user_id = ${Number(p.userId)}`,
    );
    await queryRows(t.db, `update users set exp = 150 where id = ${Number(p.userId)}`);
    expect((await triggers(p.token)).map((x) => x.trigger_type)).toEqual(['new_level']);
    await queryRows(
      t.db,
      `update personal_offers set expires_at = now() where user_id = ${Number(p.userId)}`,
    );
    expect(await triggers(p.token)).toEqual([]);
    const keys = await queryRows<{ rule_key: string }>(
      t.db,
      `select rule_key from personal_offers where user_id = ${Number(p.userId)} order by id`,
    );
    expect(keys.map((k) => k.rule_key.split(':')[0])).toEqual([
      'losing_streak',
      'comeback',
      'level',
    ]);

    const excluded = await register(t.app);
    await topUp(t.app, excluded.token, 100);
    const ex = await t.app.inject({
      method: 'POST',
      url: '/v1/users/self-exclusion',
      headers: bearer(excluded.token),
      payload: { period: '7d' },
    });
    expect(ex.statusCode).toBeLessThan(300);
    expect(await triggers(excluded.token)).toEqual([]);
    expect((await get(`/v1/offers/user/${excluded.userId}`, excluded.token)).json().offers).toEqual(
      [],
    );
    expect((await buy(excluded.token, (await bySlug('starter-pack')).offer_id)).statusCode).toBe(
      403,
    );
  });

  it('remembers once per player that the modal showed an offer: the first instant stays, others get 404', async () => {
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const [trigger] = await triggers(p.token);
    expect(trigger).toMatchObject({ trigger_type: 'first_deposit', shown: false });
    const shown = (token: string | undefined, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/offers/personal/${encodeURIComponent(id)}/shown`,
        headers: token ? bearer(token) : {},
      });

    // Another player, a visitor, unknown and malformed ids: refused, and the offer stays unshown.
    const other = await register(t.app);
    expect((await shown(other.token, trigger!.id)).json().data.code).toBe('offer_not_found');
    expect((await shown(other.token, trigger!.id)).statusCode).toBe(404);
    expect((await shown(undefined, trigger!.id)).statusCode).toBe(401);
    for (const id of ['0', 'abc', '99999999', '-1', '1e3', "1' or 1=1"])
      expect((await shown(p.token, id)).statusCode).toBe(404);
    expect((await triggers(p.token))[0]).toMatchObject({ id: trigger!.id, shown: false });

    // Ten tabs report it at once: every answer names the same first instant, and the list says shown.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shown(p.token, trigger!.id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const instants = new Set(answers.map((a) => a.json<{ shown_at: string }>().shown_at));
    expect(instants.size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ trigger_id: trigger!.id });
    const later = (await shown(p.token, trigger!.id)).json<{ shown_at: string }>();
    expect(later.shown_at).toBe([...instants][0]);
    expect((await triggers(p.token))[0]).toMatchObject({ id: trigger!.id, shown: true });
    // Still on sale to its player: shown is not bought.
    const mine = (await get(`/v1/offers/user/${p.userId}`, p.token)).json<{ offers: WireOffer[] }>()
      .offers;
    expect(mine.map((o) => o.trigger_id)).toEqual([trigger!.id]);
  });
});
