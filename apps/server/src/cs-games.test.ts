/**
 * Every game of the shop on a Counter-Strike 2 backend (issue 34): cases, battles, upgrades, contracts, mines,
 * the offers shop, the secret shop, the skin exchange and the season's coin cases each played through HTTP on the
 * CS2 catalog, every prize a CS2 item, and each player's money and coins equal to their ledgers at the kopeck.
 */
import type { CaseDetail, OpenResponse } from '@cases/domain/api/cases';
import type { ItemView } from '@cases/domain/api/common';
import type { ContractInfoResponse, ContractSignResponse } from '@cases/domain/api/contracts';
import type { Challenge, EventCases } from '@cases/domain/api/event';
import type { ExchangeResponse } from '@cases/domain/api/exchange';
import type { InventoryResponse } from '@cases/domain/api/inventory';
import type { Offer, SecretShopResponse } from '@cases/domain/api/offers';
import type { SapperGameResponse } from '@cases/domain/api/sapper';
import type { UniqueItemsResponse, UpgradeResponse } from '@cases/domain/api/upgrades';
import { caseDropIndex, roll } from '@cases/domain/fairness';
import { COIN_CODE } from '@cases/domain/catalog';
import { minesLayout, minesLayoutHash } from '@cases/domain/mines';
import { toKopecks } from '@cases/domain/money';
import { CS_RARITIES } from '@cases/domain/rarities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { battleCaseCards, create, post, waitForStatus } from './test/battle-fixtures.ts';
import { csSeasonLevels } from './catalog/cs/season.ts';
import { paidCases, type Card } from './test/catalog-picks.ts';
import { bearer, ledgerCheck, queryRows, register, topUp } from './test/helper.ts';
import { fileTestApp } from './test/file-app.ts';
import { coinCheck, revealSeed, statusById } from './test/item-games-fixtures.ts';

const t = fileTestApp({
  GAME_PROJECT: 'cs',
  FEATURE_FLAGS: 'techies=true',
  BATTLE_ROUND_MS: '150',
  JOBS_POLL_S: '0.5',
  SECRET_SHOP_MIN_LEVEL: '2',
});
/** The CS shop's plain paid cases (any count 1–5), cheapest first. */
let paid: Card[];
let csSlugs: Set<string>;
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/v2/case/sections/with-cases' });
  const cards = res.json<{ sections: { cases: Card[] }[] }>().sections.flatMap((s) => s.cases);
  paid = paidCases(cards);
  csSlugs = new Set(cards.map((c) => c.slug));
}, 120_000);

/** A request through the app; the body typed as the route's 200 answer (an error body is only printed). */
async function call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<T>() };
}
const get = async <T>(url: string, token?: string) => (await call<T>('GET', url, token)).body;
const openCase = (token: string, slug: string, n = 1) =>
  call<OpenResponse>('POST', `/v1/cases/${slug}/open`, token, { multi_open: n });
const inventory = async (token: string) =>
  (await get<InventoryResponse>('/v1/inventory/get?group=all', token)).items;

const csRarities = new Set<string>(CS_RARITIES);
/** The items of `items` that are not CS2 skins (a CS2 grade, no hero): [] when all are. */
const notCs = (items: ItemView[]) =>
  items.filter((i) => !csRarities.has(i.rarity) || i.hero !== null).map((i) => i.name);

/** A new player topped up with `rub` roubles (none when 0). */
async function player(rub: number) {
  const p = await register(t.app);
  if (rub > 0) await topUp(t.app, p.token, rub);
  return p;
}

/**
 * Both balances, each asserted equal to its ledger: money in kopecks, and coins (whole) less the battle pass's
 * task rewards, which a listener pays after a game's commit (season.test.ts), so a game's own coins are exact.
 */
async function books(userId: string) {
  const money = await ledgerCheck(t.db, userId);
  const coins = await coinCheck(t.db, userId);
  expect(money.ledgerSum).toBe(money.balance);
  expect(coins.ledger).toBe(coins.coins);
  const [tasks] = await queryRows<{ n: string }>(
    t.db,
    sql`select coalesce(sum(amount), 0)::text as n from ledger where user_id = ${Number(userId)} and currency = 'COIN' and reason = 'pass_task'`,
  );
  return { balance: money.balance, coins: coins.coins - Number(tasks!.n) };
}

/** `slug`, asserted to be a plain paid case of the CS shop's listing. */
function csCase(slug: string): string {
  expect(paid.map((c) => c.slug)).toContain(slug);
  return slug;
}

/** Opens `slug` x`n` and returns the drops; throws unless 200. */
async function drops(token: string, slug: string, n: number) {
  const res = await openCase(token, slug, n);
  if (res.status !== 200)
    throw new Error(`open ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.drops;
}

describe('the games on the CS2 catalog', () => {
  it('cases: opens a CS case x5, each drop a CS2 skin rolled from its published list', async () => {
    expect(paid.map((c) => c.slug)).toContain('starter');
    const card = paid.find((c) => c.price_data.price >= 50)!;
    const detail = await get<CaseDetail>(`/v1/cases/${card.slug}`);
    expect(notCs(detail.items)).toEqual([]);
    const p = await player(2000);
    const before = await books(p.userId);
    const res = await openCase(p.token, card.slug, 5);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = res.body.drops;
    expect(got).toHaveLength(5);
    expect(notCs(got.map((d) => d.item))).toEqual([]);
    const after = await books(p.userId);
    expect(after.balance).toBe(before.balance - 5 * toKopecks(card.price_data.price));
    expect(after.coins - before.coins).toBe(res.body.coins);
    // The revealed seed picks the very items from the case's published weights.
    const serverSeed = await revealSeed(t.app, p.token);
    const weights = detail.items.map((i) => i.weight);
    const picked = got.map(
      (d) =>
        detail.items[
          caseDropIndex(weights, { serverSeed, clientSeed: d.client_seed, nonce: d.nonce })
        ]?.id,
    );
    expect(picked).toEqual(got.map((d) => d.item.id));
  });

  it('battles: two players fight over CS cases; the winner holds every CS2 drop', async () => {
    const cases = await battleCaseCards(t.app);
    expect(cases.filter((c) => !csSlugs.has(c.slug))).toEqual([]);
    const [a, b] = await Promise.all([player(1000), player(1000)]);
    const [ba, bb] = [await books(a.userId), await books(b.userId)];
    const ulid = await create(t.app, a.token, { case_ids: [cases[0]!.id, cases[1]!.id], seats: 2 });
    expect((await post(t.app, '/join', b.token, { battle_ulid: ulid })).status).toBe(200);
    const done = await waitForStatus(t.app, ulid, a.token, 'finished');
    const price = toKopecks(cases[0]!.price_data.price) + toKopecks(cases[1]!.price_data.price);
    expect(toKopecks(done.price)).toBe(price);
    const all = done.rounds.flatMap((r) => r.drops);
    expect(all).toHaveLength(4);
    expect(notCs(all.map((d) => d.item))).toEqual([]);
    // Not crazy, not teams: one winner takes every drop of both seats (battles rules, issue 10).
    expect(done.winner_seats).toHaveLength(1);
    const won = done.winnings[0]!;
    const allValue = all.reduce((s, d) => s + toKopecks(d.item.price), 0);
    expect(toKopecks(won.total)).toBe(allValue);
    expect(won.items.map((i) => i.id).sort()).toEqual(all.map((d) => d.item.id).sort());
    const winner = [a, b].find((p) => p.userId === won.user_id)!;
    const loser = [a, b].find((p) => p !== winner)!;
    expect(
      (await inventory(winner.token))
        .filter((i) => i.source === 'Battle')
        .map((i) => i.item_id)
        .sort(),
    ).toEqual(all.map((d) => d.item.id).sort());
    expect(await inventory(loser.token)).toEqual([]);
    // Each paid the seat, not a kopeck more or less.
    for (const [p, before] of [
      [a, ba],
      [b, bb],
    ] as const)
      expect((await books(p.userId)).balance).toBe(before.balance - price);
  });

  it('upgrades: stakes a CS2 drop for a dearer CS2 target; the outcome is the revealed roll', async () => {
    const p = await player(500);
    const [stake] = await drops(p.token, csCase('ak-47'), 1);
    const stakePrice = stake!.item.price;
    const targets = (
      await get<UniqueItemsResponse>(
        `/v1/unique-items?group=upgrade&sort=cheap&per_page=60&price_from=${stakePrice * 2}`,
      )
    ).items;
    expect(targets.filter((i) => !csRarities.has(i.quality))).toEqual([]);
    const target = targets[0]!;
    expect(target.price_data.price).toBeGreaterThanOrEqual(stakePrice * 2);
    expect(target.price_data.price).toBeLessThanOrEqual(stakePrice * 80);
    const before = await books(p.userId);
    const res = await call<UpgradeResponse>('POST', '/v1/upgrades/upgrade-items', p.token, {
      item_ids: [stake!.id],
      target_ids: [target.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const u = res.body;
    expect(u.success).toBe(u.roll < u.chance);
    const serverSeed = await revealSeed(t.app, p.token);
    expect(roll(serverSeed, u.client_seed, u.nonce, 'upgrade', 0)).toBe(u.roll);
    const statuses = await statusById(t.db, p.userId);
    expect(statuses.get(stake!.id)).toBe('EXCHANGED');
    const after = await books(p.userId);
    if (u.success) {
      const won = u.win_prize?.items ?? [];
      expect(won.map((i) => [i.item_id, statuses.get(i.id)])).toEqual([[target.id, 'progress']]);
      expect(notCs(won)).toEqual([]);
      expect(after).toEqual(before);
    } else {
      expect(u.win_prize).toBeNull();
      const pity = u.pity_prize!;
      if (pity.item) expect(notCs([pity.item])).toEqual([]);
      expect(after.balance).toBe(before.balance + toKopecks(pity.amount));
      expect(after.coins).toBe(before.coins + u.coins_prize);
    }
  });

  it('contracts: signs the minimum number of CS2 drops and gets a CS2 skin', async () => {
    const info = await get<ContractInfoResponse>('/v1/contracts/info');
    const p = await player(1000);
    const got = await drops(p.token, csCase('ak-47'), 5);
    const inputs = got.sort((x, y) => y.item.price - x.item.price).slice(0, info.min_items);
    const value = inputs.reduce((s, d) => s + toKopecks(d.item.price), 0);
    expect(value).toBeGreaterThanOrEqual(toKopecks(info.min_input));
    const before = await books(p.userId);
    const res = await call<ContractSignResponse>('POST', '/v1/contracts/sign', p.token, {
      item_ids: inputs.map((d) => d.id),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body;
    expect(toKopecks(c.input_value)).toBe(value);
    const prize = c.item!;
    expect(notCs([prize])).toEqual([]);
    // The prize is the dearest item within the drawn value; the rest is credited.
    expect(toKopecks(prize.price) + toKopecks(c.credit)).toBe(toKopecks(c.value));
    const statuses = await statusById(t.db, p.userId);
    expect(inputs.map((d) => statuses.get(d.id))).toEqual(inputs.map(() => 'EXCHANGED'));
    expect(statuses.get(prize.id)).toBe('progress');
    const after = await books(p.userId);
    expect(after.balance).toBe(before.balance + toKopecks(c.credit));
  });

  it('mines: a game on the CS backend is played to its end and paid through the ledger', async () => {
    const p = await player(300);
    const before = await books(p.userId);
    const play = (move: string, payload?: object) =>
      call<SapperGameResponse>('POST', `/v1/sapper/${move}`, p.token, payload);
    const start = await play('start', { amount: 20, mines: 3 });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const opened = start.body.game;
    expect(toKopecks(start.body.balance)).toBe(before.balance - 2000);
    const revealed = await play('reveal', { cell: 12 });
    expect(revealed.status).toBe(200);
    const game =
      revealed.body.game.status === 'lost' ? revealed.body.game : (await play('cashout')).body.game;
    expect(['lost', 'cashed']).toContain(game.status);
    const layout = game.mines_layout!;
    expect(game.status === 'lost').toBe(layout.includes(12));
    expect(minesLayoutHash(layout, game.salt!)).toBe(opened.layout_hash);
    const serverSeed = await revealSeed(t.app, p.token);
    const seeds = { serverSeed, clientSeed: opened.client_seed, nonce: opened.nonce };
    expect(minesLayout(seeds, 3)).toEqual(layout);
    const after = await books(p.userId);
    expect(after.balance).toBe(before.balance - 2000 + toKopecks(game.payout));
  });

  it('shops: buys a CS offer, a CS2 skin of the secret shop and exchanges a CS2 drop', async () => {
    const p = await player(3000);
    // The offers shop: CS cases only, bought for money, its openings free on CS cases.
    const { offers } = await get<{ offers: Offer[] }>('/v1/offers', p.token);
    const offerCases = offers.flatMap((o) => o.cases.map((c) => c.slug));
    expect(offerCases.filter((s) => !csSlugs.has(s))).toEqual([]);
    const offer = offers.find((o) => o.offer_name === 'starter-pack')!;
    const b0 = await books(p.userId);
    expect((await call('POST', `/v1/offers/${offer.offer_id}/buy`, p.token)).status).toBe(200);
    const b1 = await books(p.userId);
    expect(b1.balance).toBe(b0.balance - toKopecks(offer.price) + toKopecks(offer.bonus_money));
    expect(b1.coins).toBe(b0.coins + offer.bonus_coins);
    const [free] = await drops(p.token, offer.cases[0]!.slug, 1);
    expect(notCs([free!.item])).toEqual([]);
    const b2 = await books(p.userId);
    expect(b2.balance).toBe(b1.balance);

    // The secret shop: CS2 skins at a discount, from level 2 (100 ₽ spent on cases).
    const [dear] = await drops(p.token, csCase('covert'), 1);
    const shop = await get<SecretShopResponse>('/v1/secret-shop', p.token);
    expect(shop.allowed).toBe(true);
    expect(notCs(shop.slots.map((s) => s.item))).toEqual([]);
    const slot = [...shop.slots].sort((x, y) => x.price - y.price)[0]!;
    const b3 = await books(p.userId);
    const bought = await call<{ inventory_item_id: string }>(
      'POST',
      `/v1/secret-shop/${slot.id}/buy`,
      p.token,
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await books(p.userId)).balance).toBe(b3.balance - toKopecks(slot.price));
    const row = (await inventory(p.token)).find((r) => r.id === bought.body.inventory_item_id);
    expect([row?.item_id, row?.source]).toEqual([slot.item.id, 'Change']);

    // The skin exchange: a CS2 drop for the dearest CS2 skin it may take, the rest credited.
    const { margin_percent: margin } = await get<{ margin_percent: number }>(
      '/v1/skin-exchange/info',
    );
    const given = dear!;
    const allowed = Math.floor((toKopecks(given.item.price) * (100 - margin)) / 100);
    const side = await get<{ items: ItemView[]; total: number }>(
      `/v1/skin-exchange/items?price_to=${allowed / 100}`,
    );
    expect(side.total).toBeGreaterThan(0);
    expect(notCs(side.items)).toEqual([]);
    const take = side.items[0]!;
    const b4 = await books(p.userId);
    const ex = await call<ExchangeResponse>('POST', '/v1/skin-exchange', p.token, {
      items: [given.id],
      take: [take.id],
    });
    expect(ex.status, JSON.stringify(ex.body)).toBe(200);
    expect(toKopecks(ex.body.allowed)).toBe(allowed);
    expect(toKopecks(ex.body.credited)).toBe(allowed - toKopecks(take.price));
    expect(ex.body.taken.map((x) => [x.item_id, x.source])).toEqual([[take.id, 'Change']]);
    expect((await books(p.userId)).balance).toBe(b4.balance + allowed - toKopecks(take.price));
    expect((await statusById(t.db, p.userId)).get(given.id)).toBe('EXCHANGED');
  });

  it('season: coins earned on CS cases pay the pass and open a CS coin case', async () => {
    const p = await player(2500);
    // The knife case pays 60–140 coins a drop (cs/season-cases.ts csShopCaseCoins).
    await drops(p.token, csCase('knife'), 1);
    // Reached pass tasks are paid on a look at the event (season.test.ts); settle them before counting.
    await get('/v1/event/current', p.token);
    const pass = await get<Challenge>('/v1/challenge', p.token);
    const b0 = await books(p.userId);
    expect(b0.coins).toBeGreaterThanOrEqual(60);
    expect(pass.current_coins).toBeGreaterThanOrEqual(60);
    // Levels 1 and 2 pay what catalog/season.ts seasonLevels gives them (a coin each today).
    expect(pass.levels.filter((l) => l.level <= 2 && !l.active)).toEqual([]);
    let b2 = b0;
    for (const level of csSeasonLevels.slice(0, 2)) {
      const claim = await call('POST', `/v1/event/challenge/prize/${level.level}`, p.token);
      expect(claim.status, JSON.stringify(claim.body)).toBe(200);
      const next = await books(p.userId);
      expect([next.balance, next.coins]).toEqual([
        b2.balance + level.rewardMoney,
        b2.coins + level.rewardCoins,
      ]);
      b2 = next;
    }

    const { sections } = await get<EventCases>('/v1/event/cases');
    const coinCases = sections.find((s) => s.id === 'coin')!.cases;
    expect(
      coinCases.filter((c) => !csSlugs.has(c.slug) || c.price_data.currency !== COIN_CODE),
    ).toEqual([]);
    const coinCase = coinCases.find((c) => c.price_data.price <= b2.coins)!;
    const res = await openCase(p.token, coinCase.slug);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(notCs(res.body.drops.map((d) => d.item))).toEqual([]);
    const b3 = await books(p.userId);
    expect([b3.balance, b3.coins]).toEqual([b2.balance, b2.coins - coinCase.price_data.price]);
  });
});
