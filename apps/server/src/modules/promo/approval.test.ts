/**
 * Issue 44 "Staff cannot mint money", for instant promo codes (approval.ts): a code over PROMO_INSTANT_CAP_RUB, or
 * over what is left of its saver's PROMO_INSTANT_DAILY_CAP_RUB for the day, is saved `pending` and unusable until
 * another staff member with `money.adjust` approves it; nobody approves their own change; parallel saves never
 * spend a day's budget twice; a staff account redeems no code. The ledger still equals every balance.
 */
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { ledgerCheck, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { applyPromo } from '../../test/payment-fixtures.ts';

const t = fileTestApp();

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
const admin = (c: Staff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: c.cookie }, ...(payload ? { payload } : {}) });
const instant = (c: Staff, code: string, sum: number, maxUses: number) =>
  admin(c, 'POST', '/v1/admin/promo', {
    kind: 'instant',
    code,
    sum,
    max_uses: maxUses,
    expires_at: null,
    requires_deposit: false,
  });
const apply = (token: string, code: string) => applyPromo(t.app, token, code);
const idOf = async (c: Staff) =>
  String((await admin(c, 'GET', '/v1/admin/me')).json<{ user_id: string }>().user_id);
const codeOf = (res: { json: () => { data: { code: string } } }) => res.json().data.code;

describe('instant promo codes over a cap (issue 44)', () => {
  it('a code over PROMO_INSTANT_CAP_RUB waits, unusable, until another staff member with money.adjust approves it', async () => {
    const content = await signedInStaff(t.app, t.db, 'content');
    const adminA = await signedInStaff(t.app, t.db, 'admin');
    const adminB = await signedInStaff(t.app, t.db, 'admin');
    // 100,000 ₽ × 1 is over the default 10,000 ₽: saved, waiting.
    const saved = await instant(content, 'BIGWIN', 100_000, 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      code: 'BIGWIN',
      approval: 'pending',
      created_by: await idOf(content),
      requested_by: await idOf(content),
      approved_by: null,
    });
    const player = await register(t.app);
    expect(codeOf(await apply(player.token, 'BIGWIN'))).toBe('promo_not_found');
    // The content role has no money.adjust; an admin does, but not for their own code.
    const byContent = await admin(content, 'POST', '/v1/admin/promo/BIGWIN/approve');
    expect([byContent.statusCode, codeOf(byContent)]).toEqual([403, 'console_forbidden']);
    const own = await instant(adminA, 'ADMINBIG', 50_000, 1);
    expect(own.json().approval).toBe('pending');
    const self = await admin(adminA, 'POST', '/v1/admin/promo/ADMINBIG/approve');
    expect([self.statusCode, codeOf(self)]).toEqual([403, 'console_forbidden']);

    const approved = await admin(adminA, 'POST', '/v1/admin/promo/BIGWIN/approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      approval: 'approved',
      approved_by: await idOf(adminA),
    });
    const again = await admin(adminB, 'POST', '/v1/admin/promo/BIGWIN/approve');
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'promo_not_pending']);
    const missing = await admin(adminB, 'POST', '/v1/admin/promo/NOSUCHCODE/approve');
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'promo_not_found']);
    expect((await admin(adminB, 'POST', '/v1/admin/promo/ADMINBIG/approve')).statusCode).toBe(200);

    const used = await apply(player.token, 'BIGWIN');
    expect(used.json()).toMatchObject({ success: true, type: 'instant', balance: 100_000 });
    const log = await queryRows<{ action: string; actor_id: number }>(
      t.db,
      `select action, actor_id from audit_log where target = 'promo:BIGWIN' order by id`,
    );
    expect(log.map((e) => [e.action, String(e.actor_id)])).toEqual([
      ['promo.create', await idOf(content)],
      ['promo.approve', await idOf(adminA)],
    ]);
    expect(await ledgerCheck(t.db, player.userId)).toEqual({
      balance: 10_000_000,
      ledgerSum: 10_000_000,
    });
  });

  it("a staff member's codes of a day pay out PROMO_INSTANT_DAILY_CAP_RUB at most; parallel saves never take its last part twice", async () => {
    const content = await signedInStaff(t.app, t.db, 'content');
    // Five codes of 8,000 ₽ in all each, saved at once: two fit the 20,000 ₽ day, three wait.
    const saves = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => instant(content, `DAYCODE${i}`, 80, 100)),
    );
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const states = saves.map((r) => r.json<{ approval: string }>().approval).sort();
    expect(states).toEqual(['approved', 'approved', 'pending', 'pending', 'pending']);
    const [day] = await queryRows<{ kopecks: string }>(
      t.db,
      `select kopecks::text from staff_promo_days where user_id = ${await idOf(content)}`,
    );
    expect(day?.kopecks).toBe('1600000');
    // 4,000 ₽ of the day are left. Raising an approved code's uses by 1,600 ₽ is taken (9,600 ₽, under the code's
    // cap); a new code of 2,500 ₽ is over what is left and waits; one of 2,400 ₽ fills the day exactly.
    const approvedCode = saves
      .map((r) => r.json<{ code: string; approval: string }>())
      .find((c) => c.approval === 'approved')!.code;
    const edit = { expires_at: null, requires_deposit: false };
    const fits = await admin(content, 'PUT', `/v1/admin/promo/${approvedCode}`, {
      ...edit,
      max_uses: 120,
    });
    expect([fits.statusCode, fits.json().approval]).toEqual([200, 'approved']);
    expect((await instant(content, 'DAYOVER', 100, 25)).json().approval).toBe('pending');
    expect((await instant(content, 'DAYFULL', 100, 24)).json().approval).toBe('approved');
    // The day is spent: one more use of 80 ₽ waits, and the code is unusable until approved.
    const over = await admin(content, 'PUT', `/v1/admin/promo/${approvedCode}`, {
      ...edit,
      max_uses: 121,
    });
    expect([over.statusCode, over.json().approval]).toEqual([200, 'pending']);
    const player = await register(t.app);
    expect(codeOf(await apply(player.token, approvedCode))).toBe('promo_not_found');
    const [spent] = await queryRows<{ kopecks: string }>(
      t.db,
      `select kopecks::text from staff_promo_days where user_id = ${await idOf(content)}`,
    );
    expect(spent?.kopecks).toBe('2000000');
    // A code that waits already waits on when raised, and its rise takes nothing from the day (another staff
    // member's budget included): whoever raised it last is the one who cannot approve it.
    const other2 = await signedInStaff(t.app, t.db, 'admin');
    const raised = await admin(other2, 'PUT', '/v1/admin/promo/DAYOVER', { ...edit, max_uses: 26 });
    expect([raised.statusCode, raised.json().approval, raised.json().requested_by]).toEqual([
      200,
      'pending',
      await idOf(other2),
    ]);
    const days = await queryRows<{ user_id: string; kopecks: string }>(
      t.db,
      `select user_id::text, kopecks::text from staff_promo_days where user_id in (${await idOf(content)}, ${await idOf(other2)})`,
    );
    expect(days).toEqual([{ user_id: await idOf(content), kopecks: '2000000' }]);
    const byRaiser = await admin(other2, 'POST', '/v1/admin/promo/DAYOVER/approve');
    expect([byRaiser.statusCode, codeOf(byRaiser)]).toEqual([403, 'console_forbidden']);
    // Lowering never waits and takes nothing.
    const other = await signedInStaff(t.app, t.db, 'content');
    const small = await instant(other, 'SMALLDAY', 10, 10);
    expect(small.json().approval).toBe('approved');
    const lower = await admin(other, 'PUT', '/v1/admin/promo/SMALLDAY', { ...edit, max_uses: 5 });
    expect([lower.statusCode, lower.json().approval]).toEqual([200, 'approved']);
  });

  it('a staff account redeems no promo code, and its balance does not move', async () => {
    const admin1 = await signedInStaff(t.app, t.db, 'admin');
    const content = await signedInStaff(t.app, t.db, 'content');
    expect((await instant(admin1, 'STAFFTRY', 100, 10)).json().approval).toBe('approved');
    for (const staff of [admin1, content]) {
      const res = await apply(staff.token, 'STAFFTRY');
      expect([res.statusCode, codeOf(res)]).toEqual([403, 'promo_staff_account']);
    }
    const [row] = await queryRows<{ uses: number }>(
      t.db,
      `select uses from promo_codes where code = 'STAFFTRY'`,
    );
    expect(row?.uses).toBe(0);
    for (const staff of [admin1, content])
      expect(await ledgerCheck(t.db, staff.userId)).toEqual({ balance: 0, ledgerSum: 0 });
    const player = await register(t.app);
    expect((await apply(player.token, 'STAFFTRY')).json()).toMatchObject({ balance: 100 });
    expect(await ledgerCheck(t.db, player.userId)).toEqual({ balance: 10_000, ledgerSum: 10_000 });
  });
});
