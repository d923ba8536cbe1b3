/**
 * The season's raffle (issue 28 "Raffle"): tickets follow the rule (floor of the paid openings in the
 * window ÷ the ticket price), the draw happens once under racing callers and gives each prize once as an
 * inventory item, it recomputes from the revealed seed and the published entries, the result paginates,
 * and bad input gets 4xx. Tickets follow the deposit rule of free cases (issue 44): an opening without a
 * deposit in the FREE_CASE_DEPOSIT_DAYS before it earns none, so such a player is never an entry.
 */
import { raffleWinners } from '@cases/domain/raffle';
import { sha256Hex } from '@cases/domain/fairness';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, queryRows, register, topUp, waitUntil } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { runningSeason, testRaffle, waitUntilDrawable } from '../../test/raffle-fixtures.ts';
import { credit } from '../../platform/ledger.ts';
import { drawRaffleOnce } from './draw.ts';
import { raffleSlot } from './plan.ts';
import { ticketsIn, ticketsOf } from './tickets.ts';

/** One ticket per 50 ₽; the starter case costs 19 ₽. */
const TICKET_KOPECKS = 5000;
const STARTER_KOPECKS = 1900;

const t = fileTestApp({
  RAFFLE_WORKER: 'false',
  RAFFLE_TICKET_RUB: '50',
  RAFFLE_DRAW_DELAY_S: '0',
});

beforeAll(async () => {
  await runningSeason(t.db);
});

/** FREE_CASE_DEPOSIT_DAYS as the app runs it (30 by default). */
const depositDays = () => t.config.deposits.freeCaseDays;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function openStarter(token: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/cases/starter/open',
      headers: bearer(token),
      payload: { multi_open: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A player who opened the starter case `times` times (paid with money). */
async function player(times: number) {
  const p = await register(t.app);
  if (times > 0) {
    await topUp(t.app, p.token, Math.ceil((times * STARTER_KOPECKS) / 100) + 1);
    await openStarter(p.token, times);
  }
  return p;
}

describe('GET /v1/event/raffle', () => {
  it("shows the season's current raffle with its seed hash, the caller's tickets by the rule", async () => {
    const season = await runningSeason(t.db);
    const slot = raffleSlot(season, t.config.engagement.raffle.lengthMs, Date.now())!;
    const anon = await get('/v1/event/raffle');
    expect(anon.statusCode, anon.body).toBe(200);
    const info = anon.json<Record<string, unknown>>();
    expect(info).toMatchObject({
      slug: slot.slug,
      drawn: false,
      server_seed: null,
      public_seed: null,
      my_tickets: 0,
      ticket_price: 50,
    });
    expect(info.prizes).toHaveLength(5);
    const [stored] = await queryRows<{ server_seed: string }>(
      t.db,
      sql`select server_seed from raffles where slug = ${slot.slug}`,
    );
    expect(info.server_seed_hash).toBe(sha256Hex(stored!.server_seed));

    // 5 openings of 19 ₽ = 95 ₽: one ticket of 50 ₽; 6 = 114 ₽: two.
    const a = await player(5);
    const b = await player(6);
    const c = await player(2);
    const mine = async (token: string) =>
      (await get('/v1/event/raffle', token)).json<{ my_tickets: number }>().my_tickets;
    expect([await mine(a.token), await mine(b.token), await mine(c.token)]).toEqual([1, 2, 0]);
    expect(await ticketsOf(t.db, Number(b.userId), depositDays())).toBe(2);
    expect(Math.floor((6 * STARTER_KOPECKS) / TICKET_KOPECKS)).toBe(2);
  });

  it('answers 4xx to a bad slug and 404 to an unknown one', async () => {
    expect((await get('/v1/event/raffle?slug=no-such-raffle')).json()).toMatchObject({
      success: false,
      data: { code: 'raffle_not_found' },
    });
    for (const q of ['slug=', `slug=${'a'.repeat(101)}`, 'slug=%27%3B--', 'slug=a&slug=b'])
      expect((await get(`/v1/event/raffle?${q}`)).statusCode, q).toBe(400);
  });
});

describe('the draw', () => {
  it('draws once under racing callers; prizes are inventory items once; it recomputes', async () => {
    // Opens now: the openings of the test above are outside its window.
    const raffle = await testRaffle(t.db, {
      fromMs: 0,
      toMs: 60_000,
      ticketKopecks: TICKET_KOPECKS,
      prizes: ['golden-atomic-ray-thrusters', 'yulsarias-mantle', 'immortal-gardens'],
    });
    const players = [await player(3), await player(6), await player(9), await player(1)];
    // Before the draw: the prize count and no winners; a player with a ticket is in it.
    const before = await get(`/v1/event/raffle-result/${raffle.slug}`, players[1]!.token);
    expect(before.json()).toMatchObject({
      prize_count: 3,
      raffle_result: [],
      me_in_raffle: true,
      paginator: { page: 1, per_page: 20, total: 0, last_page: 1 },
    });
    expect(await drawRaffleOnce(t.db, raffle.id, 0, depositDays())).toBeNull(); // not ended yet

    await t.db.execute(sql`update raffles set ends_at = now() where id = ${raffle.id}`);
    await waitUntilDrawable(t.db, raffle.id, 0);
    const runs = await Promise.all([
      drawRaffleOnce(t.db, raffle.id, 0, depositDays()),
      drawRaffleOnce(t.db, raffle.id, 0, depositDays()),
      t.app.raffle.sweep(),
      drawRaffleOnce(t.db, raffle.id, 0, depositDays()),
    ]);
    const given = runs.flatMap((r) => r ?? []).filter((w) => w.raffleId === raffle.id);
    expect(given).toHaveLength(3);
    expect(await drawRaffleOnce(t.db, raffle.id, 0, depositDays())).toEqual([]);

    const winners = await queryRows<{
      user_id: number;
      item_id: string;
      inventory_item_id: string;
    }>(
      t.db,
      sql`select user_id, item_id, inventory_item_id from raffle_winners where raffle_id = ${raffle.id} order by position`,
    );
    expect(winners.map((w) => w.item_id)).toEqual([
      'golden-atomic-ray-thrusters',
      'yulsarias-mantle',
      'immortal-gardens',
    ]);
    const ids = winners.map((w) => Number(w.inventory_item_id));
    const inventory = await queryRows<{ id: string; user_id: number; item_id: string }>(
      t.db,
      sql`select id, user_id, item_id from inventory_items where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    expect(inventory).toHaveLength(3);
    for (const w of winners)
      expect(inventory.find((i) => Number(i.id) === Number(w.inventory_item_id))).toMatchObject({
        user_id: w.user_id,
        item_id: w.item_id,
      });
    // Each winner got the prize item once: no second raffle item of that kind for them.
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_items i join raffle_winners w
        on w.user_id = i.user_id and w.item_id = i.item_id and w.raffle_id = ${raffle.id}
        where i.source = 'Case' and i.paid is null`,
    )) as [{ n: number }];
    expect(n).toBe(3);

    // The check page's recomputation: the revealed seed and the published entries alone.
    const info = (await get(`/v1/event/raffle?slug=${raffle.slug}`)).json<{
      server_seed: string;
      server_seed_hash: string;
      public_seed: string;
      drawn: boolean;
      total_tickets: number;
    }>();
    expect(info.drawn).toBe(true);
    expect(sha256Hex(info.server_seed)).toBe(info.server_seed_hash);
    const entries = (await get(`/v1/event/raffle-entries/${raffle.slug}`)).json<{
      public_seed: string;
      prize_count: number;
      entries: { position: number; user_id: string; tickets: number }[];
    }>();
    // 3 × 19 = 57 ₽ → 1; 6 × 19 = 114 → 2; 9 × 19 = 171 → 3; 19 ₽ → none.
    expect(entries.entries.map((e) => [e.user_id, e.tickets])).toEqual(
      players.slice(0, 3).map((p, i) => [p.userId, i + 1]),
    );
    expect(info.total_tickets).toBe(6);
    const recomputed = raffleWinners(
      info.server_seed,
      entries.entries.map((e) => ({ ...e, userId: Number(e.user_id) })),
      entries.prize_count,
    );
    expect(entries.public_seed).toBe(info.public_seed);
    expect(recomputed.map((w) => w.entry.userId)).toEqual(winners.map((w) => w.user_id));

    // The result, a page at a time.
    const page = async (q: string) =>
      (await get(`/v1/event/raffle-result/${raffle.slug}?${q}`)).json<{
        raffle_result: { position: number; user_id: string; tickets: number; item_id: string }[];
        paginator: { total: number; last_page: number; page: number };
        me_in_raffle: boolean;
      }>();
    const p1 = await page('page=1&per_page=2');
    const p2 = await page('page=2&per_page=2');
    expect(p1.paginator).toMatchObject({ page: 1, total: 3, last_page: 2 });
    expect([...p1.raffle_result, ...p2.raffle_result].map((r) => r.position)).toEqual([1, 2, 3]);
    expect(p2.raffle_result[0]?.user_id).toBe(String(winners[2]!.user_id));
    expect((await page('page=3&per_page=2')).raffle_result).toEqual([]);
    const outsider = await get(`/v1/event/raffle-result/${raffle.slug}`, players[3]!.token);
    expect(outsider.json<{ me_in_raffle: boolean }>().me_in_raffle).toBe(false);
  });

  it('answers 404 to an unknown slug and 4xx to hostile query values', async () => {
    const unknown = await get('/v1/event/raffle-result/no-such-raffle');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ data: { code: 'raffle_not_found' } });
    expect((await get('/v1/event/raffle-entries/no-such-raffle')).statusCode).toBe(404);
    const raffle = await testRaffle(t.db, { fromMs: -1000, toMs: 60_000, ticketKopecks: 100 });
    for (const q of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1e400',
      'page=1.5',
      'per_page=0',
      'per_page=101',
      'per_page=NaN',
      'page=10001',
    ]) {
      const res = await get(`/v1/event/raffle-result/${raffle.slug}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ success: false });
    }
    for (const slug of ['%00', 'a%2Fb', 'x'.repeat(101), '%E2%80%AE']) {
      const res = await get(`/v1/event/raffle-result/${slug}`);
      expect(res.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, slug).toBeLessThan(500);
    }
  });
});

/** Credits money that is not a deposit (a mission's reward), as bonuses and promo codes do. */
async function bonusMoney(userId: string, kopecks: number) {
  await t.db.transaction((tx) =>
    credit(tx, {
      userId: Number(userId),
      amount: kopecks,
      reason: 'mission_reward',
      reference: 'test:bonus',
    }),
  );
}

describe('the deposit rule (issue 44)', () => {
  it('gives no ticket for openings without a deposit in the window before them; such a player is never drawn', async () => {
    const raffle = await testRaffle(t.db, {
      fromMs: 0,
      toMs: 60_000,
      ticketKopecks: TICKET_KOPECKS,
      prizes: ['golden-atomic-ray-thrusters', 'yulsarias-mantle', 'immortal-gardens'],
    });
    const info = async (token: string) =>
      (await get(`/v1/event/raffle?slug=${raffle.slug}`, token)).json<{
        my_tickets: number;
        total_tickets: number;
      }>().my_tickets;
    const inIt = async (token: string) =>
      (await get(`/v1/event/raffle-result/${raffle.slug}`, token)).json<{ me_in_raffle: boolean }>()
        .me_in_raffle;

    // Never paid in: 6 openings of 19 ₽ with bonus money would be 2 tickets.
    const free = await register(t.app);
    await bonusMoney(free.userId, 6 * STARTER_KOPECKS);
    await openStarter(free.token, 6);
    // Paid in, but 31 days ago (FREE_CASE_DEPOSIT_DAYS is 30).
    const stale = await register(t.app);
    await topUp(t.app, stale.token, Math.ceil((6 * STARTER_KOPECKS) / 100) + 1);
    await t.db.execute(
      sql`update payment_orders set completed_at = completed_at - interval '31 days' where user_id = ${Number(stale.userId)}`,
    );
    await openStarter(stale.token, 6);
    // Bonus money first (6 openings, no ticket), then a deposit: the 3 openings after it earn one ticket.
    const late = await register(t.app);
    await bonusMoney(late.userId, 6 * STARTER_KOPECKS);
    await openStarter(late.token, 6);
    expect(await info(late.token)).toBe(0);
    await topUp(t.app, late.token, Math.ceil((3 * STARTER_KOPECKS) / 100) + 1);
    await openStarter(late.token, 3);
    const payer = await player(6);

    expect([
      await info(free.token),
      await info(stale.token),
      await info(late.token),
      await info(payer.token),
    ]).toEqual([0, 0, 1, 2]);
    expect([await inIt(free.token), await inIt(stale.token), await inIt(late.token)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(await ticketsIn(t.db, raffle, Number(free.userId), depositDays())).toBe(0);
    // With the rule off (FREE_CASE_DEPOSIT_DAYS=0) the same openings would be tickets: the rule is what refuses them.
    expect(await ticketsIn(t.db, raffle, Number(free.userId), 0)).toBe(2);
    expect(await ticketsIn(t.db, raffle, Number(late.userId), 0)).toBe(3);

    await t.db.execute(sql`update raffles set ends_at = now() where id = ${raffle.id}`);
    await waitUntilDrawable(t.db, raffle.id, 0);
    const won = await drawRaffleOnce(t.db, raffle.id, 0, depositDays());
    // Three prizes, two entries: both win, the players without a deposit get nothing.
    expect(won?.map((w) => String(w.userId)).sort()).toEqual([late.userId, payer.userId].sort());
    const entries = (await get(`/v1/event/raffle-entries/${raffle.slug}`)).json<{
      entries: { user_id: string; tickets: number }[];
    }>();
    expect(entries.entries.map((e) => [e.user_id, e.tickets])).toEqual(
      [
        [late.userId, 1],
        [payer.userId, 2],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const prizes = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from raffle_winners where raffle_id = ${raffle.id}
        and user_id = any(${`{${free.userId},${stale.userId}}`}::int[])`,
    );
    expect(prizes).toEqual([]);
    expect([await inIt(free.token), await inIt(late.token)]).toEqual([false, true]);
  });
});

describe('the draw job', () => {
  it('is queued for the raffle’s end when it opens, and draws it through the job queue once it is over', async () => {
    const j = await createTestApp({
      RAFFLE_DRAW_DELAY_S: '0',
      // The sweep runs once at the start and then not within the test: the job draws.
      RAFFLE_SWEEP_MS: '3600000',
      JOBS_POLL_S: '0.5',
    });
    try {
      await runningSeason(j.db);
      await j.app.raffle.sweep(); // opens the current raffle and queues its draw
      const [r] = await queryRows<{ id: number; slug: string; ends_at: string }>(
        j.db,
        sql`select id, slug, ends_at from raffles order by id desc limit 1`,
      );
      // Its draw waits in the queue for the raffle's end.
      const [job] = await queryRows<{ start_after: string; state: string }>(
        j.db,
        sql`select start_after, state from pgboss.job where name = 'raffle-draw' and singleton_key = ${String(r!.id)}`,
      );
      expect(job).toMatchObject({ state: 'created' });
      expect(Math.abs(Date.parse(job!.start_after) - Date.parse(r!.ends_at))).toBeLessThan(1_000);
      const drawn = async () =>
        (await j.app.inject({ method: 'GET', url: `/v1/event/raffle?slug=${r!.slug}` })).json<{
          drawn: boolean;
          server_seed: string | null;
          public_seed: string | null;
        }>();
      expect((await drawn()).drawn).toBe(false);
      // Time as an input: the raffle is over now, and its queued draw is due now.
      await queryRows(j.db, sql`update raffles set ends_at = now() where id = ${r!.id}`);
      expect(await j.app.jobs.dueNow('raffle-draw', [String(r!.id)])).toBe(1);
      await waitUntil(async () => (await drawn()).drawn, 20_000);
      const info = await drawn();
      expect(info.server_seed).toMatch(/^[0-9a-f]{64}$/);
      expect(info.public_seed).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await j.close();
    }
  });
});

describe('the due work `raffle` (test servers: a drawn raffle without waiting for its end)', () => {
  it('draws the running raffle now and opens a successor for the rest of its week, once under racing looks', async () => {
    const j = await createTestApp({
      TEST_HOOKS: 'true',
      RAFFLE_WORKER: 'false',
      RAFFLE_TICKET_RUB: '50',
      RAFFLE_DRAW_DELAY_S: '0',
    });
    try {
      const season = await runningSeason(j.db);
      const slot = raffleSlot(season, j.config.engagement.raffle.lengthMs, Date.now())!;
      type Info = {
        slug: string;
        starts_at: string;
        ends_at: string;
        drawn: boolean;
        server_seed: string | null;
        my_tickets: number;
      };
      const info = async (query = '', token?: string) => {
        const res = await j.app.inject({
          method: 'GET',
          url: `/v1/event/raffle${query}`,
          headers: token ? bearer(token) : {},
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<Info>();
      };
      const drawNow = async () => {
        const res = await j.app.inject({ method: 'POST', url: '/v1/test/due/raffle' });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ work: string; ran: number }>();
      };
      const open = async (token: string, times: number) => {
        for (let i = 0; i < times; i += 1) {
          const res = await j.app.inject({
            method: 'POST',
            url: '/v1/cases/starter/open',
            headers: bearer(token),
            payload: { multi_open: 1 },
          });
          expect(res.statusCode, res.body).toBe(200);
        }
      };

      const first = await info();
      expect(first.slug).toBe(slot.slug);
      const p = await register(j.app);
      await topUp(j.app, p.token, 200);
      await open(p.token, 3); // 57 ₽: one ticket of 50 ₽
      expect((await info('', p.token)).my_tickets).toBe(1);

      expect(await drawNow()).toMatchObject({ work: 'raffle', ran: 1 }); // one entry wins one prize
      const drawn = await info(`?slug=${first.slug}`, p.token);
      expect(drawn).toMatchObject({ drawn: true, my_tickets: 1 });
      expect(drawn.server_seed).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(drawn.ends_at)).toBeLessThanOrEqual(Date.now());

      // Racing looks open one successor, from the cut to the week's end; the next week is untouched.
      const looks = await Promise.all(Array.from({ length: 6 }, () => info('', p.token)));
      const next = looks[0]!;
      expect(new Set(looks.map((l) => l.slug))).toEqual(new Set([next.slug]));
      expect(next.slug).toBe(`${slot.slug}-r${Date.parse(drawn.ends_at)}`);
      expect(next).toMatchObject({ drawn: false, my_tickets: 0, starts_at: drawn.ends_at });
      expect(next.ends_at).toBe(slot.endsAt.toISOString());

      // Openings after the cut earn tickets in the successor, which the due work draws in turn.
      await open(p.token, 3);
      expect((await info('', p.token)).my_tickets).toBe(1);
      expect((await drawNow()).ran).toBe(1);
      expect((await info(`?slug=${next.slug}`)).drawn).toBe(true);
      const third = await info();
      expect(third.slug).not.toBe(next.slug);
      expect(third.starts_at).toBe((await info(`?slug=${next.slug}`)).ends_at);
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        j.db,
        sql`select count(*)::int as n from raffles where slug = ${slot.slug} or slug like ${`${slot.slug}-r%`}`,
      );
      expect(n).toBe(3);
    } finally {
      await j.close();
    }
  });
});
