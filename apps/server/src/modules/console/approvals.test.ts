/**
 * Issue 44 "Staff cannot mint money", for everything but instant codes (kernel/staff/value-gate.ts): a console save
 * of an offer's gift, a free case or a pass level whose value is over CONTENT_VALUE_CAP_RUB (40 ₽ here), or whose
 * rise is over what is left of its saver's CONTENT_VALUE_DAILY_CAP_RUB (60 ₽ here), answers 202 and writes nothing
 * but the approval; another staff member with `money.adjust` approves it (the save then runs, audited) or rejects
 * it; nobody decides their own save; a decision is taken once, even when two are sent at once; parallel saves never
 * take a day's last part twice.
 */
import type { AdminCaseDetail } from '@cases/domain/api/admin-catalog';
import { describe, expect, it } from 'vitest';
import { saveBodyOf } from '../../test/catalog-admin-fixtures.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows, type TestApp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({ CONTENT_VALUE_CAP_RUB: '40', CONTENT_VALUE_DAILY_CAP_RUB: '60' });

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const call = (c: Staff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: c.cookie }, ...(payload ? { payload } : {}) });
const refusal = (res: Res) => [res.statusCode, res.json<{ data?: { code?: string } }>().data?.code];
const idOf = async (c: Staff) =>
  String((await call(c, 'GET', '/v1/admin/me')).json<{ user_id: string }>().user_id);

interface Offer {
  id: string;
  slug: string;
  price: number;
  bonus_money: number;
  bonus_coins: number;
  [k: string]: unknown;
}
const offers = async (c: Staff) =>
  (await call(c, 'GET', '/v1/admin/offers')).json<{ offers: Offer[] }>().offers;
/** A new shop offer from the first seeded one: `gift` roubles of bonus money, no coins, its price raised to match. */
async function offerBody(c: Staff, slug: string, gift: number) {
  const first = (await offers(c)).find((o) => o.trigger_type === null)!;
  const body = Object.fromEntries(
    Object.entries(first).filter(([k]) => !['id', 'sold', 'trigger_type', 'edited_at'].includes(k)),
  );
  return {
    ...body,
    slug,
    bonus_money: gift,
    bonus_coins: 0,
    price: first.price + 2 * gift,
    old_price: null,
  };
}
const approvals = async (c: Staff, status = 'pending') =>
  (await call(c, 'GET', `/v1/admin/approvals?status=${status}`)).json<{
    approvals: { id: string; kind: string; target: string; reason: string; value: number }[];
  }>().approvals;

describe('console saves over a value cap wait for a second approval (issue 44)', () => {
  it('an offer gift over CONTENT_VALUE_CAP_RUB waits, unsaved, until another staff member with money.adjust approves it', async () => {
    const content = await signedInStaff(t.app, t.db, 'content');
    const adminA = await signedInStaff(t.app, t.db, 'admin');
    const adminB = await signedInStaff(t.app, t.db, 'admin');
    const waits = await call(
      content,
      'POST',
      '/v1/admin/offers',
      await offerBody(content, 'gift-pack', 41),
    );
    expect(waits.statusCode, waits.body).toBe(202);
    const approval = waits.json<{ approval: Record<string, unknown> }>().approval;
    expect(approval).toMatchObject({
      kind: 'offer.create',
      target: 'offer:new:gift-pack',
      value: 41,
      reason: 'item_cap',
      status: 'pending',
      requested_by: await idOf(content),
      decided_by: null,
    });
    expect((await offers(content)).filter((o) => o.slug === 'gift-pack')).toEqual([]);
    expect((await approvals(adminA)).map((a) => a.id)).toContain(approval.id);

    // The content role holds no money.adjust; nobody approves their own save.
    const byContent = await call(
      content,
      'POST',
      `/v1/admin/approvals/${String(approval.id)}/approve`,
    );
    expect(refusal(byContent)).toEqual([403, 'console_forbidden']);
    expect(refusal(await call(content, 'GET', '/v1/admin/approvals'))).toEqual([
      403,
      'console_forbidden',
    ]);
    const own = await call(
      adminA,
      'POST',
      '/v1/admin/offers',
      await offerBody(adminA, 'own-pack', 45),
    );
    const ownId = own.json<{ approval: { id: string } }>().approval.id;
    expect(refusal(await call(adminA, 'POST', `/v1/admin/approvals/${ownId}/approve`))).toEqual([
      403,
      'console_forbidden',
    ]);

    // Two approvals of the same save sent at once: one runs it, the other finds it decided.
    const both = await Promise.all(
      [adminA, adminB].map((c) =>
        call(c, 'POST', `/v1/admin/approvals/${String(approval.id)}/approve`),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().data.code).toBe('approval_not_pending');
    const decided = both.find((r) => r.statusCode === 200)!.json<Record<string, unknown>>();
    expect(decided).toMatchObject({ status: 'approved', decided_by: expect.any(String) });
    expect((await offers(content)).filter((o) => o.slug === 'gift-pack')).toMatchObject([
      { bonus_money: 41 },
    ]);
    expect(refusal(await call(adminB, 'POST', '/v1/admin/approvals/999999/approve'))).toEqual([
      404,
      'approval_not_found',
    ]);
    expect(refusal(await call(adminB, 'POST', '/v1/admin/approvals/abc/reject'))).toEqual([
      404,
      'approval_not_found',
    ]);
    const log = await queryRows<{ action: string; actor_id: number }>(
      t.db,
      `select action, actor_id from audit_log
        where target = 'approval:${String(approval.id)}' or target in (select 'offer:' || id from offers where slug = 'gift-pack')
        order by id`,
    );
    expect(log.map((e) => [e.action, String(e.actor_id)])).toEqual([
      ['approval.request', await idOf(content)],
      ['offer.create', decided.decided_by],
      ['approval.approve', decided.decided_by],
    ]);
  });

  it("a staff member's rises of a day stay within CONTENT_VALUE_DAILY_CAP_RUB: parallel saves never take its last part twice; a rejection saves nothing", async () => {
    const content = await signedInStaff(t.app, t.db, 'content');
    const adminA = await signedInStaff(t.app, t.db, 'admin');
    // Four offers with a 25 ₽ gift each, sent at once: two fit the 60 ₽ day, two wait.
    const saves = await Promise.all(
      [1, 2, 3, 4].map(async (i) =>
        call(content, 'POST', '/v1/admin/offers', await offerBody(content, `day-pack-${i}`, 25)),
      ),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 200, 202, 202]);
    const [day] = await queryRows<{ kopecks: string }>(
      t.db,
      `select kopecks::text from staff_value_days where user_id = ${await idOf(content)}`,
    );
    expect(day?.kopecks).toBe('5000');
    const waiting = saves.filter((r) => r.statusCode === 202).map((r) => r.json().approval);
    expect(waiting.map((a: { reason: string }) => a.reason)).toEqual(['day_cap', 'day_cap']);
    // Lowering a gift raises nothing and is saved; 10 ₽ more fits the day exactly, 0.01 ₽ more waits.
    const saved = saves.find((r) => r.statusCode === 200)!.json<Offer>();
    const rest = Object.fromEntries(
      Object.entries(saved).filter(
        ([k]) => !['id', 'sold', 'trigger_type', 'edited_at', 'slug'].includes(k),
      ),
    );
    const put = (gift: number) =>
      call(content, 'PUT', `/v1/admin/offers/${saved.id}`, { ...rest, bonus_money: gift });
    expect((await put(20)).statusCode).toBe(200);
    expect((await put(30)).statusCode).toBe(200);
    expect(refusal(await put(30.01))).toEqual([202, undefined]);

    const reject = await call(
      adminA,
      'POST',
      `/v1/admin/approvals/${String(waiting[0].id)}/reject`,
    );
    expect(reject.json()).toMatchObject({ status: 'rejected' });
    expect(
      refusal(await call(adminA, 'POST', `/v1/admin/approvals/${String(waiting[0].id)}/approve`)),
    ).toEqual([409, 'approval_not_pending']);
    const slugs = (await offers(content))
      .map((o) => o.slug)
      .filter((s) => s.startsWith('day-pack'));
    expect(slugs).toHaveLength(2);
    expect((await approvals(adminA, 'rejected')).map((a) => a.id)).toContain(waiting[0].id);
  });

  it('a free case and a pass level over CONTENT_VALUE_CAP_RUB wait; the approval runs the save with its bounds', async () => {
    const content = await signedInStaff(t.app, t.db, 'content');
    const owner = await signedInStaff(t.app, t.db, 'owner');
    const list = (await call(content, 'GET', '/v1/admin/catalog/cases')).json<{
      cases: { id: string; slug: string }[];
    }>().cases;
    const detail = async (slug: string) =>
      (
        await call(
          content,
          'GET',
          `/v1/admin/catalog/cases/${list.find((c) => c.slug === slug)!.id}`,
        )
      ).json<AdminCaseDetail>();
    // A level-10 case with the drops of pocket-immortal (about 43.61 ₽ an opening): within its free-case cap of
    // 100 ₽, over the 40 ₽ value cap.
    const level = saveBodyOf(await detail('level-1'));
    const dear = saveBodyOf(await detail('pocket-immortal'));
    const made = await call(content, 'POST', '/v1/admin/catalog/cases', {
      ...level,
      slug: 'level-10-gift',
      level: 10,
      drops: dear.drops,
    });
    expect(made.statusCode, made.body).toBe(202);
    expect(made.json().approval).toMatchObject({ kind: 'case.create', reason: 'item_cap' });
    const none = await queryRows(t.db, `select id from cases where slug = 'level-10-gift'`);
    expect(none).toEqual([]);
    const ok = await call(owner, 'POST', `/v1/admin/approvals/${made.json().approval.id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await queryRows(t.db, `select level from cases where slug = 'level-10-gift'`)).toEqual([
      { level: 10 },
    ]);

    // Level 50 pays a coin-roshan opening and 5 ₽ (about 48.61 ₽): saved as it is, it raises nothing; 1 ₽ more waits.
    const seasons = (await call(content, 'GET', '/v1/admin/seasons')).json<{
      seasons: { id: string; running: boolean }[];
    }>().seasons;
    const sid = seasons.find((s) => s.running)!.id;
    const levels = (await call(content, 'GET', `/v1/admin/seasons/${sid}`)).json<{
      levels: {
        level: number;
        cost: number;
        reward_money: number;
        reward_coins: number;
        reward_cases: unknown[];
      }[];
    }>().levels;
    const top = levels.at(-1)!;
    const body = {
      level: top.level,
      cost: top.cost,
      reward_money: top.reward_money,
      reward_coins: top.reward_coins,
      reward_cases: top.reward_cases,
    };
    expect((await call(content, 'PUT', `/v1/admin/seasons/${sid}/levels`, body)).statusCode).toBe(
      200,
    );
    const more = await call(content, 'PUT', `/v1/admin/seasons/${sid}/levels`, {
      ...body,
      reward_money: top.reward_money + 1,
    });
    expect(more.statusCode, more.body).toBe(202);
    expect(more.json().approval).toMatchObject({
      kind: 'season.level',
      value: 1,
      reason: 'item_cap',
    });
    const approved = await call(
      owner,
      'POST',
      `/v1/admin/approvals/${more.json().approval.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await call(content, 'GET', `/v1/admin/seasons/${sid}`)).json<{
      levels: { level: number; reward_money: number }[];
    }>().levels;
    expect(after.at(-1)!.reward_money).toBe(top.reward_money + 1);
  });
});
