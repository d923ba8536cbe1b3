/**
 * Issue 30 "The withdrawal queue" (admin-routes.ts, admin-actions.ts): the stuck / failed / open views; retry,
 * cancel and mark sent each write exactly one audit entry and keep the ledger equal to the balance; cancel puts
 * the item back active exactly once, also when called twice at once and when racing the worker's step (an offer
 * sent meanwhile is withdrawn at the bot); a wrong state answers 409 withdrawal_state, an unknown id 404; a
 * player's withdrawals list shows only theirs, paged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, ledgerCheck, queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { itemStatuses } from '../../test/inventory-fixtures.ts';
import { openWithdrawalOf } from '../../test/money-fixtures.ts';
import { manualClock, playerWithItems, sendToSteam } from '../../test/withdrawal-fixtures.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { cancelWithdrawal, type ActionContext } from './admin-actions.ts';
import { createSimulatedBot, type TradeBot } from './bot.ts';
import { createWithdrawalWorker } from './worker.ts';

const t = fileTestApp({ STEAM_BOT_SEND_DELAY_MS: '0' });
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'support')).cookie;
});

const act = (id: string, action: 'retry' | 'cancel' | 'mark-sent', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/withdrawals/${id}/${action}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const queue = async (view: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/admin/withdrawals?view=${view}`,
      headers: { cookie },
    })
  ).json<{
    rows: { id: string; state: string; attempts: number; user_id: string }[];
    total: number;
  }>();
const auditCount = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from audit_log where target = 'withdrawal:${id}'`,
    )
  )[0]!.n;
const jobState = async (id: string) =>
  (
    await queryRows<{ state: string }>(
      t.db,
      `select state from withdrawal_jobs where id = ${Number(id)}`,
    )
  )[0]?.state;
const status = async (itemId: string) => (await itemStatuses(t.db, [itemId]))[0];

/** A player with one item sent for withdrawal through the API (the step never runs here). */
async function withdrawing() {
  const p = await playerWithItems(t.app, 1);
  const [id] = await sendToSteam(t.app, t.db, p);
  return { p, itemId: p.ids[0]!, id: String(id) };
}

describe('the withdrawal queue', () => {
  it('lists stuck, failed and open withdrawals with player, item, value and attempts', async () => {
    const p = await playerWithItems(t.app, 0);
    const fresh = await openWithdrawalOf(t.db, p.userId);
    const late = await openWithdrawalOf(t.db, p.userId, 120);
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    expect(ids((await queue('open')).rows)).toEqual(expect.arrayContaining([fresh.id, late.id]));
    const stuck = (await queue('stuck')).rows;
    expect(ids(stuck)).toContain(late.id);
    expect(ids(stuck)).not.toContain(fresh.id);
    expect(stuck.find((r) => r.id === late.id)).toMatchObject({
      user_id: p.userId,
      state: 'PREPARING',
      attempts: 1,
    });
    expect((await act(late.id, 'cancel')).statusCode).toBe(200);
    // A cancelled one already gave its item back: it is failed, not a thing to cancel again.
    expect(ids((await queue('failed')).rows)).toContain(late.id);
    expect(ids((await queue('stuck')).rows)).not.toContain(late.id);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/withdrawals?view=lost',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('cancels: the item back active once, one audit entry, the ledger equal to the balance', async () => {
    const { p, itemId, id } = await withdrawing();
    const before = await ledgerCheck(t.db, p.userId);
    const res = await act(id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().withdrawal).toMatchObject({ id, state: 'failed', item_status: 'progress' });
    expect(await status(itemId)).toBe('progress');
    expect(await auditCount(id)).toBe(1);
    const after = await ledgerCheck(t.db, p.userId);
    expect(after).toEqual(before);
    expect(after.balance).toBe(after.ledgerSum);
    const again = await act(id, 'cancel');
    expect([again.statusCode, again.json().data.code]).toEqual([409, 'withdrawal_state']);
    expect(await auditCount(id)).toBe(1);
    // The player sees the item active again in their own inventory.
    const inv = await t.app.inject({
      method: 'GET',
      url: '/v1/inventory/get',
      headers: bearer(p.token),
    });
    expect(JSON.stringify(inv.json())).toContain(itemId);
  });

  it('cancels once when two cancels come at once', async () => {
    const { itemId, id } = await withdrawing();
    const answers = await Promise.all([act(id, 'cancel'), act(id, 'cancel')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await status(itemId)).toBe('progress');
    expect(await jobState(id)).toBe('failed');
    expect(await auditCount(id)).toBe(1);
  });

  it('retries a failed one as a new withdrawal of the item, once, and a stuck one in place', async () => {
    const { p, itemId, id } = await withdrawing();
    expect((await act(id, 'cancel')).statusCode).toBe(200);
    const both = await Promise.all([act(id, 'retry'), act(id, 'retry')]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const ok = both.find((a) => a.statusCode === 200)!.json();
    expect(ok.withdrawal).toMatchObject({
      state: 'PREPARING',
      attempts: 2,
      item_status: 'PREPARING',
    });
    expect(ok.withdrawal.id).not.toBe(id);
    expect(await status(itemId)).toBe('PREPARING');
    expect(await auditCount(id)).toBe(2); // the cancel and the one retry
    const steps = await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from pgboss.job where name = 'withdrawal-step' and data->>'id' = '${ok.withdrawal.id}'`,
    );
    expect(steps[0]!.n).toBeGreaterThanOrEqual(1);
    // The new one is open: retrying it gives it a fresh timer, in place.
    const again = await act(ok.withdrawal.id, 'retry');
    expect(again.statusCode).toBe(200);
    expect(again.json().withdrawal.id).toBe(ok.withdrawal.id);
    expect(await auditCount(ok.withdrawal.id)).toBe(1);
    const l = await ledgerCheck(t.db, p.userId);
    expect(l.balance).toBe(l.ledgerSum);
  });

  it('marks sent by hand with the offer id and a note; a finished one refuses every action', async () => {
    const { p, itemId, id } = await withdrawing();
    const noNote = await act(id, 'mark-sent', { trade_offer_id: '123' });
    expect(noNote.statusCode).toBe(400);
    const res = await act(id, 'mark-sent', { trade_offer_id: '6543210', note: 'sent from bot #2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().withdrawal).toMatchObject({
      state: 'done',
      trade_offer_id: '6543210',
      item_status: 'STEAM_WITHDRAWN',
    });
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    const [entry] = await queryRows<{ action: string; after: { note: string } }>(
      t.db,
      `select action, after from audit_log where target = 'withdrawal:${id}'`,
    );
    expect(entry).toMatchObject({
      action: 'withdrawal.mark_sent',
      after: { note: 'sent from bot #2' },
    });
    for (const a of ['retry', 'cancel', 'mark-sent'] as const) {
      const r = await act(id, a, a === 'mark-sent' ? { note: 'twice?' } : undefined);
      expect([r.statusCode, r.json().data.code]).toEqual([409, 'withdrawal_state']);
    }
    expect(await auditCount(id)).toBe(1);
    const l = await ledgerCheck(t.db, p.userId);
    expect(l.balance).toBe(l.ledgerSum);

    // A failed one delivered by hand after all.
    const f = await withdrawing();
    await act(f.id, 'cancel');
    const hand = await act(f.id, 'mark-sent', { note: 'player asked in chat' });
    expect(hand.statusCode, hand.body).toBe(200);
    expect(await status(f.itemId)).toBe('STEAM_WITHDRAWN');
  });

  it('answers 404 withdrawal_not_found for an unknown one and 400 for a bad id', async () => {
    const none = await act('999999999', 'cancel');
    expect([none.statusCode, none.json().data.code]).toEqual([404, 'withdrawal_not_found']);
    expect((await act('abc', 'cancel')).statusCode).toBe(400);
  });

  it('lists only the player’s own withdrawals, paged', async () => {
    const a = await playerWithItems(t.app, 0);
    const b = await playerWithItems(t.app, 0);
    for (let i = 0; i < 52; i += 1) await openWithdrawalOf(t.db, a.userId);
    await openWithdrawalOf(t.db, b.userId);
    const page = async (userId: string, n: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/admin/players/${userId}/withdrawals?page=${n}`,
          headers: { cookie },
        })
      ).json<{ rows: { user_id: string; id: string }[]; total: number }>();
    const first = await page(a.userId, 1);
    const second = await page(a.userId, 2);
    expect([first.total, first.rows.length, second.rows.length]).toEqual([52, 50, 2]);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.user_id))).toEqual(
      new Set([a.userId]),
    );
    expect(Number(first.rows[0]!.id)).toBeGreaterThan(Number(second.rows[0]!.id));
    expect((await page(b.userId, 1)).rows.map((r) => r.user_id)).toEqual([b.userId]);
  });
});

describe('cancel racing the worker', () => {
  /** A bot whose next offer waits for `release()` after it was made (between sending and markSent). */
  function gatedBot(clock: { now: () => number }) {
    const inner = createSimulatedBot({
      sendDelayMs: 0,
      acceptDelayMs: 1_000,
      failureRate: 0,
      cancelRate: 0,
      now: clock.now,
    });
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let offerId = '';
    const bot: TradeBot = {
      ...inner,
      sendOffer: async (req) => {
        const sent = await inner.sendOffer(req);
        if (sent.ok === true) offerId = sent.offerId;
        await gate;
        return sent;
      },
    };
    return { bot, release: () => release(), offer: () => offerId };
  }

  it('withdraws the offer the worker sent while the console cancelled, and the item stays active', async () => {
    const { p, itemId, id } = await withdrawing();
    const clock = manualClock(Date.now() + 1_000);
    const g = gatedBot(clock);
    const worker = createWithdrawalWorker({ db: t.db, bot: g.bot, pollMs: 100, now: clock.now });
    const step = worker.run(Number(id));
    await new Promise((r) => setTimeout(r, 50));
    const staff = await signedInStaff(t.app, t.db, 'admin');
    const c: ActionContext = {
      db: t.db,
      bot: g.bot,
      queueNow: async () => {},
      audit: (tx, e) =>
        audit(tx, {
          actorId: Number(staff.userId),
          role: 'admin',
          ip: null,
          target: `withdrawal:${id}`,
          ...e,
        }),
    };
    await cancelWithdrawal(c, Number(id));
    g.release();
    expect(await step).toBeNull();
    expect(await g.bot.offerState({ jobId: 0, offerId: g.offer() })).toBe('canceled');
    clock.advance(5_000);
    expect(await worker.run(Number(id))).toBeNull();
    expect(await status(itemId)).toBe('progress');
    expect(await jobState(id)).toBe('failed');
    expect(await auditCount(id)).toBe(1);
    const l = await ledgerCheck(t.db, p.userId);
    expect(l.balance).toBe(l.ledgerSum);
  });

  it('refuses to cancel an offer the player already accepted; the worker then completes it', async () => {
    const { itemId, id } = await withdrawing();
    const clock = manualClock(Date.now() + 1_000);
    const bot = createSimulatedBot({
      sendDelayMs: 0,
      acceptDelayMs: 1_000,
      failureRate: 0,
      cancelRate: 0,
      now: clock.now,
    });
    const worker = createWithdrawalWorker({ db: t.db, bot, pollMs: 100, now: clock.now });
    await worker.run(Number(id)); // the offer is out
    clock.advance(2_000); // and accepted at the bot
    const c: ActionContext = {
      db: t.db,
      bot,
      queueNow: async () => {},
      audit: (tx, e) => audit(tx, { actorId: null, role: 'admin', ip: null, ...e }),
    };
    await expect(cancelWithdrawal(c, Number(id))).rejects.toMatchObject({
      code: 'withdrawal_state',
    });
    await worker.run(Number(id));
    expect(await status(itemId)).toBe('STEAM_WITHDRAWN');
    expect(await auditCount(id)).toBe(0);
  });
});
