/**
 * Issues 43 and 45 (decision 023): a player's profile figures are counters kept by the triggers of migration 0039 in
 * the statements that record each play. After a mixed history (paid and free openings, a sale, an upgrade, a
 * contract, a withdrawal, a finished battle with two players, a row deleted and a price changed by hand) every
 * counter equals the recount of the history (`player_stats_counted`), both ways, and the win rate, the dashboard,
 * the battle statistics and `statistic.finance.profit` answer what the history's own count answers. Parallel
 * openings and sales of one player (a race on PostgreSQL) leave the counters equal to the recount too.
 */
import { toKopecks } from '@cases/domain/money';
import { describe, expect, it } from 'vitest';
import { battleCaseCards, create, post, waitForStatus } from '../../test/battle-fixtures.ts';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, queryRows, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { nearestRow, ordinaryRows, putItems } from '../../test/inventory-fixtures.ts';
import { postUpgrade } from '../../test/item-games-fixtures.ts';
import { TRADE_LINK } from '../../test/withdrawal-fixtures.ts';

// Battle rounds of 20 ms, settled by the job queue; no withdrawal worker, so a withdrawal stays PREPARING.
const t = fileTestApp({ BATTLE_ROUND_MS: '20', JOBS_POLL_S: '0.5', WITHDRAW_WORKER: 'false' });

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const postAs = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });

/**
 * The kept counters that are not 0 against the recount of the whole history, both ways (one statement, so one
 * snapshot); answers the offending rows (none) and how many counters are kept.
 */
async function countersVsRecount() {
  const kept = `select user_id, kind, amount from player_stats where amount <> 0`;
  const counted = `select user_id, kind, amount from player_stats_counted(null)`;
  const wrong = await queryRows<{ user_id: number; kind: string; amount: string }>(
    t.db,
    `(${kept} except ${counted}) union all (${counted} except ${kept})`,
  );
  const [n] = await queryRows<{ n: number }>(t.db, `select count(*)::int as n from player_stats`);
  return { wrong, kept: n!.n };
}

/** The player's figures counted from their history by the rules the calls used before the counters. */
async function figuresFromHistory(userId: string) {
  const id = Number(userId);
  const [row] = await queryRows<Record<string, string>>(
    t.db,
    `select
       (select count(*) from inventory_items where user_id = ${id} and paid > 0 and price >= paid)::text as case_win,
       (select count(*) from inventory_items where user_id = ${id} and paid > 0 and price < paid)::text as case_lose,
       (select coalesce(sum(price - paid), 0) from inventory_items where user_id = ${id} and paid > 0)::text as profit,
       (select count(*) from inventory_items where user_id = ${id})::text as items,
       (select count(*) from inventory_items where user_id = ${id} and status = 'progress')::text as active,
       (select count(*) from inventory_items where user_id = ${id}
          and status in ('PREPARING', 'send', 'STEAM_WITHDRAWN'))::text as sending,
       (select count(*) from upgrades where user_id = ${id})::text as upgrades,
       (select count(*) from battle_members m join battles b on b.id = m.battle_id
          where m.user_id = ${id} and b.status = 'finished')::text as battles,
       (select count(*) from battle_members m join battles b on b.id = m.battle_id
          where m.user_id = ${id} and b.status = 'finished' and m.seat = any(b.winner_seats))::text as battle_wins,
       (select coalesce(max((select sum(d.price) from battle_drops d
                              where d.battle_id = b.id and d.owner_seat = m.seat)), 0)
          from battle_members m join battles b on b.id = m.battle_id
          where m.user_id = ${id} and b.status = 'finished')::text as max_win`,
  );
  const n = (k: string) => Number(row![k]);
  return {
    winrate: {
      win: n('case_win') + n('battle_wins'),
      lose: n('case_lose') + n('battles') - n('battle_wins'),
    },
    dashboard: {
      battles_count: n('battles'),
      inventory_count: n('items'),
      inventory_active_count: n('active'),
      send_items_count: n('sending'),
      upgrades_count: n('upgrades'),
    },
    battles: { all: n('battles'), wins: n('battle_wins'), maxWin: n('max_win') },
    profit: n('profit'),
  };
}

/** What the calls answer for the player (`token` theirs, for the statistic). */
async function figuresAnswered(userId: string, token: string) {
  const winrate = (await get(`/v1/users/${userId}/winrate`)).json();
  const dashboard = (await get(`/v1/users/${userId}/dashboard`)).json();
  const stat = (await get(`/v1/battles/statistic?user_id=${userId}`)).json();
  const me = (await get('/v1/users/me', token)).json();
  return {
    winrate,
    dashboard,
    battles: { all: stat.all_count, wins: stat.wins_count, maxWin: toKopecks(stat.max_win) },
    profit: toKopecks(me.statistic.finance.profit),
  };
}

const dropIds = (res: { json: () => { drops: { id: string }[] } }) =>
  res.json().drops.map((d) => d.id);

describe('the player counters (issues 43 and 45)', () => {
  it('equal the recount of a mixed history both ways, and the calls answer what the history counts', async () => {
    const { cheapest, free } = await pickCases(t.app);
    const p = await register(t.app);
    await topUp(t.app, p.token, 3_000);
    expect(
      (await postAs(p.token, '/v1/users/set/steam/data', { link: TRADE_LINK })).statusCode,
    ).toBe(200);

    // Paid openings (win or lose each), a free one (not counted by the win rate or the profit).
    const paid = await postAs(p.token, `/v1/cases/${cheapest.slug}/open`, { multi_open: 5 });
    expect(paid.statusCode, paid.body).toBe(200);
    const opened = dropIds(paid);
    const gift = await postAs(p.token, `/v1/cases/${free.slug}/open`, { multi_open: 1 });
    expect(gift.statusCode, gift.body).toBe(200);
    // A sale and a withdrawal of paid drops.
    expect((await postAs(p.token, '/v1/inventory/sell', { id: opened[0] })).statusCode).toBe(200);
    const sent = await postAs(p.token, '/v1/inventory/senditem', {
      ids: [opened[1]],
      method: 'trade',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // An upgrade of a paid drop and a contract of three items put in the inventory.
    const catalog = await ordinaryRows(t.db);
    const dropPrice = Number(
      (
        await queryRows<{ price: string }>(
          t.db,
          `select price::text from inventory_items where id = ${Number(opened[2])}`,
        )
      )[0]!.price,
    );
    const target = catalog.find((c) => c.price > 2 * dropPrice)!;
    const upgrade = await postUpgrade(t.app, p.token, {
      item_ids: [opened[2]],
      target_ids: [target.id],
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const inputs = await putItems(
      t.db,
      p.userId,
      Array.from({ length: 3 }, () => nearestRow(catalog, 30_000).id),
    );
    const contract = await postAs(p.token, '/v1/contracts/sign', {
      item_ids: inputs.map((i) => i.id),
    });
    expect(contract.statusCode, contract.body).toBe(200);
    // A battle of two players, played to the end.
    const q = await register(t.app);
    await topUp(t.app, q.token, 1_000);
    const [battleCase] = await battleCaseCards(t.app);
    const ulid = await create(t.app, p.token, { case_ids: [battleCase!.id], seats: 2 });
    expect((await post(t.app, '/join', q.token, { battle_ulid: ulid })).status).toBe(200);
    await waitForStatus(t.app, ulid, p.token, 'finished');
    // A case paying season coins (its drops and coins are counted per case: migration 0046), and a case drop deleted.
    const aegis = await postAs(p.token, '/v1/cases/limited-aegis/open', { multi_open: 1 });
    expect(aegis.statusCode, aegis.body).toBe(200);
    await queryRows(t.db, `delete from inventory_items where id = ${Number(opened[4])}`);
    // By hand: a row deleted, a paid drop's price changed, a row with paid 0 and one paid exactly its worth.
    const [gone, repriced] = await putItems(t.db, p.userId, [catalog[0]!.id, catalog[1]!.id], {
      paid: 500,
    });
    await queryRows(t.db, `delete from inventory_items where id = ${Number(gone!.id)}`);
    await queryRows(
      t.db,
      `update inventory_items set price = price + 1000 where id = ${Number(repriced!.id)}`,
    );
    await putItems(t.db, p.userId, [catalog[2]!.id], { paid: 0 });
    await putItems(t.db, p.userId, [catalog[3]!.id], { price: 700, paid: 700 });

    const { wrong, kept } = await countersVsRecount();
    expect(wrong).toEqual([]);
    expect(kept).toBeGreaterThan(10);
    // The personal progress on a case answers from those counters what the history counts.
    // Five drops of the cheapest case, one deleted; one of the coin-paying case, with its coins (5 to 14).
    for (const [slug, drops] of [
      [cheapest.slug, 4],
      ['limited-aegis', 1],
    ] as const) {
      const [history] = await queryRows<{ drops: number; coins: number }>(
        t.db,
        `select
           (select count(*)::int from inventory_items i join cases c on c.id = i.case_id
             where i.user_id = ${Number(p.userId)} and i.source = 'Case' and c.slug = '${slug}') as drops,
           (select coalesce(sum(amount), 0)::int from ledger where user_id = ${Number(p.userId)}
             and currency = 'COIN' and reason = 'case_coins' and reference = 'case:${slug}') as coins`,
      );
      const progress = await get(`/v1/event/personal-progress?caseName=${slug}`, p.token);
      expect(progress.statusCode, progress.body).toBe(200);
      const { opened_count, coins_earned } = progress.json<Record<string, number>>();
      expect({ drops: opened_count, coins: coins_earned }, slug).toEqual(history);
      expect(history!.drops, slug).toBe(drops);
      if (slug === 'limited-aegis') expect(history!.coins).toBeGreaterThanOrEqual(5);
    }
    for (const player of [p, q]) {
      const history = await figuresFromHistory(player.userId);
      expect(await figuresAnswered(player.userId, player.token)).toEqual(history);
    }
    // The history had each kind of play this test meant to make.
    const mine = await figuresFromHistory(p.userId);
    expect(mine.winrate.win + mine.winrate.lose).toBe(5 + 1 + 1 + 1);
    expect(mine.dashboard).toMatchObject({
      battles_count: 1,
      upgrades_count: 1,
      send_items_count: 1,
    });
    const statuses = await queryRows<{ kind: string }>(
      t.db,
      `select kind from player_stats where user_id = ${Number(p.userId)} and amount <> 0 order by kind`,
    );
    expect(statuses.map((s) => s.kind)).toEqual(
      expect.arrayContaining(['item:EXCHANGED', 'item:PREPARING', 'item:progress', 'item:selled']),
    );
    // One player's recount is the all-players recount's rows of that player.
    const one = await queryRows(
      t.db,
      `(select * from player_stats_counted(${Number(p.userId)})
        except select * from player_stats_counted(null) where user_id = ${Number(p.userId)})
       union all
       (select * from player_stats_counted(null) where user_id = ${Number(p.userId)}
        except select * from player_stats_counted(${Number(p.userId)}))`,
    );
    expect(one).toEqual([]);
  }, 120_000);

  it('a new player reads zeros, and an unknown one 404', async () => {
    const p = await register(t.app);
    expect(await figuresAnswered(p.userId, p.token)).toEqual({
      winrate: { win: 0, lose: 0 },
      dashboard: {
        battles_count: 0,
        inventory_count: 0,
        inventory_active_count: 0,
        send_items_count: 0,
        upgrades_count: 0,
      },
      battles: { all: 0, wins: 0, maxWin: 0 },
      profit: 0,
    });
    const res = await get('/v1/users/999999999/dashboard');
    expect([res.statusCode, res.json().data.code]).toEqual([404, 'userNotFound']);
  });

  it('stay equal to the recount after 30 parallel openings and sales of one player', async () => {
    const { cheapest } = await pickCases(t.app);
    const p = await register(t.app);
    await topUp(t.app, p.token, 5_000);
    const stock: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await postAs(p.token, `/v1/cases/${cheapest.slug}/open`, { multi_open: 5 });
      expect(res.statusCode, res.body).toBe(200);
      stock.push(...dropIds(res));
    }
    // 15 openings (overlapping ones are refused as fastOpen) interleaved with 15 sales of distinct items.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? postAs(p.token, `/v1/cases/${cheapest.slug}/open`, { multi_open: 2 })
          : postAs(p.token, '/v1/inventory/sell', { id: stock[(i - 1) / 2] }),
      ),
    );
    const failed = burst.filter(
      (r) => r.statusCode !== 200 && !(r.statusCode === 429 && r.json().data.code === 'fastOpen'),
    );
    expect(failed.map((r) => [r.statusCode, r.body])).toEqual([]);
    expect(
      burst.filter((_, i) => i % 2 === 0 && burst[i]!.statusCode === 200).length,
    ).toBeGreaterThan(0);
    const sales = burst.filter((_, i) => i % 2 === 1);
    expect(sales.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect((await countersVsRecount()).wrong).toEqual([]);
    const history = await figuresFromHistory(p.userId);
    expect(await figuresAnswered(p.userId, p.token)).toEqual(history);
    expect(history.dashboard.inventory_count - history.dashboard.inventory_active_count).toBe(15);
  }, 120_000);
});
