/**
 * Issue 44 (item 7), the console's second factor: a code is good once — a code of the last accepted 30 s step or
 * an earlier one is refused as a wrong code, and of two parallel submissions of one code only one signs in (a
 * race on PostgreSQL); wrong codes count across password sign-ins, an accepted code clears the count, and at
 * TOTP_LOCK_AFTER the account's console is locked (403 console_locked) until the owner, who sees it in the staff
 * list, unlocks it (audited).
 */
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { consoleCookieOf, signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { TOTP_LOCK_AFTER } from './code-check.ts';

const t = fileTestApp();

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** A password sign-in of `s`: the pending session's cookie (the answer's status when refused). */
async function passwordStep(s: Staff): Promise<{ status: number; code: string; cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/login',
    payload: { login: s.login, password: s.password },
  });
  return {
    status: res.statusCode,
    code: res.statusCode === 200 ? '' : res.json().data.code,
    cookie: consoleCookieOf(res),
  };
}

const submit = (cookie: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/totp',
    headers: { cookie },
    payload: { code },
  });
const answer = (res: { statusCode: number; json(): { data?: { code: string } } }) => [
  res.statusCode,
  res.statusCode === 200 ? 'ok' : res.json().data?.code,
];

const totpRow = async (s: Staff) =>
  (
    await queryRows<{ last_step: string | null; failed_codes: number; locked: boolean }>(
      t.db,
      `select last_step::text, failed_codes, locked_at is not null as locked from staff_totp
        where user_id = ${Number(s.userId)}`,
    )
  )[0]!;
/** The code of `s`'s secret at 30 s time step `step`. */
const codeAt = (s: Staff, step: number) => generate({ secret: s.secret, epoch: step * 30 });
/** A code valid at no step of the window around now. */
async function wrongCode(s: Staff): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const valid = await Promise.all([now - 1, now, now + 1, now + 2].map((st) => codeAt(s, st)));
  return ['000000', '111111', '222222', '333333', '444444'].find((c) => !valid.includes(c))!;
}

describe('the console’s authenticator codes', () => {
  it('refuses a code of the last accepted step or an earlier one, as a wrong code, and takes the next', async () => {
    const s = await signedInStaff(t.app, t.db, 'admin');
    const last = Number((await totpRow(s)).last_step);
    expect(last).toBeGreaterThan(0);
    const pending = await passwordStep(s);
    for (const step of [last, last - 1])
      expect(answer(await submit(pending.cookie, await codeAt(s, step)))).toEqual([
        400,
        'totp_invalid',
      ]);
    expect(await totpRow(s)).toMatchObject({ last_step: String(last), failed_codes: 2 });
    expect(answer(await submit(pending.cookie, await codeAt(s, last + 1)))).toEqual([200, 'ok']);
    expect(await totpRow(s)).toMatchObject({ last_step: String(last + 1), failed_codes: 0 });
  });

  it('lets only one of two parallel submissions of one code in', async () => {
    for (let round = 0; round < 5; round += 1) {
      const s = await signedInStaff(t.app, t.db, 'support');
      const next = Number((await totpRow(s)).last_step) + 1;
      const [a, b] = [await passwordStep(s), await passwordStep(s)];
      const code = await codeAt(s, next);
      const both = await Promise.all([submit(a.cookie, code), submit(b.cookie, code)]);
      expect(both.map(answer).sort(), `round ${round}`).toEqual([
        [200, 'ok'],
        [400, 'totp_invalid'],
      ]);
      const [sessions] = await queryRows<{ n: number }>(
        t.db,
        `select count(*)::int as n from console_sessions
          where user_id = ${Number(s.userId)} and stage = 'console'`,
      );
      // The fixture's sign-in and one of the two.
      expect(sessions!.n).toBe(2);
      expect((await totpRow(s)).last_step).toBe(String(next));
    }
  });

  it('counts wrong codes across sign-ins, locks the console at the limit, and the owner unlocks it', async () => {
    expect(TOTP_LOCK_AFTER).toBe(10);
    const owner = await signedInStaff(t.app, t.db, 'owner');
    // An accepted code clears the count (each account has a step or two of the window to sign in with).
    const other = await signedInStaff(t.app, t.db, 'admin');
    let pending = await passwordStep(other);
    for (let i = 0; i < 3; i += 1) await submit(pending.cookie, await wrongCode(other));
    expect((await totpRow(other)).failed_codes).toBe(3);
    const last = Number((await totpRow(other)).last_step);
    expect(answer(await submit(pending.cookie, await codeAt(other, last + 1)))).toEqual([
      200,
      'ok',
    ]);
    expect((await totpRow(other)).failed_codes).toBe(0);

    const s = await signedInStaff(t.app, t.db, 'admin');
    const wrong = await wrongCode(s);
    // Four wrong codes a sign-in (the fifth would end it): a new password sign-in does not start again.
    const answers: unknown[] = [];
    for (let i = 0; i < TOTP_LOCK_AFTER; i += 1) {
      if (i % 4 === 0) {
        pending = await passwordStep(s);
        expect(pending.status).toBe(200);
        expect((await totpRow(s)).failed_codes).toBe(i);
      }
      answers.push(answer(await submit(pending.cookie, wrong)));
    }
    expect(answers.slice(0, -1)).toEqual(
      Array.from({ length: TOTP_LOCK_AFTER - 1 }, () => [400, 'totp_invalid']),
    );
    expect(answers.at(-1)).toEqual([403, 'console_locked']);
    expect(await totpRow(s)).toMatchObject({ failed_codes: TOTP_LOCK_AFTER, locked: true });

    // Locked: the password step is refused.
    expect(await passwordStep(s)).toMatchObject({ status: 403, code: 'console_locked' });

    const list = async (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/v1/admin/staff', headers: { cookie } });
    const entry = async () =>
      (await list(owner.cookie))
        .json<{ staff: { user_id: string; locked: boolean; failed_codes: number }[] }>()
        .staff.find((e) => e.user_id === s.userId);
    expect(await entry()).toMatchObject({ locked: true, failed_codes: TOTP_LOCK_AFTER });
    // Only the owner sees the list and unlocks.
    expect(answer(await list(s.cookie))).toEqual([403, 'console_forbidden']);
    const unlock = (cookie: string, id = s.userId) =>
      t.app.inject({ method: 'POST', url: `/v1/admin/staff/${id}/unlock`, headers: { cookie } });
    expect(answer(await unlock(s.cookie))).toEqual([403, 'console_forbidden']);
    expect(answer(await unlock(owner.cookie, '999999'))).toEqual([404, 'userNotFound']);
    expect(answer(await unlock(owner.cookie))).toEqual([200, 'ok']);
    expect(await entry()).toMatchObject({ locked: false, failed_codes: 0 });
    const [audit] = await queryRows<{ actor_id: number; before: unknown; after: unknown }>(
      t.db,
      `select actor_id, before, after from audit_log
        where action = 'staff.unlock' and target = 'user:${s.userId}'`,
    );
    expect(audit).toEqual({
      actor_id: Number(owner.userId),
      before: { locked: true, failed_codes: TOTP_LOCK_AFTER },
      after: { locked: false, failed_codes: 0 },
    });

    pending = await passwordStep(s);
    expect(pending.status).toBe(200);
    const next = Number((await totpRow(s)).last_step) + 1;
    expect(answer(await submit(pending.cookie, await codeAt(s, next)))).toEqual([200, 'ok']);
  });
});
