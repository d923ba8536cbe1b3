/**
 * Issue 30 "Support": the player's chat (only their own conversation: another's is 404; the first message opens
 * one, ten first messages at once open exactly one and keep every message; after staff closed it the next
 * message opens a new one; hostile input 4xx, nothing written; the per-player rate limit) and the console's
 * inbox (open first, a thread, reply, assign, close, each one audit entry in its transaction; a closed one
 * refuses replies; an assignee without the support right is refused; hidden from visitors and players, 403 to a
 * role without the right).
 */
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { bearer, createTestApp, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { SUPPORT_MESSAGES_PER_MIN } from './player-routes.ts';

const t = fileTestApp();

type Player = Awaited<ReturnType<typeof register>>;
const send = (p: Player, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/support/messages',
    headers: bearer(p.token),
    payload: body as object,
  });
const mine = (p: Player) =>
  t.app.inject({ method: 'GET', url: '/v1/support/conversation', headers: bearer(p.token) });
const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const audits = (conversationId: string) =>
  queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    t.db,
    `select action, actor_id, before, after from audit_log where target = 'support:${conversationId}' order by id`,
  );
const count = async (query: string) => Number((await queryRows<{ n: string }>(t.db, query))[0]!.n);

describe('the player’s support chat', () => {
  it('opens a conversation with the first message and shows it only to its player', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    const before = (await mine(p)).json();
    expect(before.conversation).toBeNull();
    expect(before.contact.user_id).toBe(p.userId);

    const first = await send(p, { body: '  Где мой предмет?  ' });
    expect(first.statusCode).toBe(200);
    const sent = first.json();
    expect(sent.message).toMatchObject({ body: 'Где мой предмет?', from_staff: false });
    expect(sent.contact).toEqual({ user_id: p.userId, nickname: before.contact.nickname });
    expect((await send(p, { body: 'second' })).json().conversation_id).toBe(sent.conversation_id);

    const now = (await mine(p)).json().conversation;
    expect(now).toMatchObject({ id: sent.conversation_id, status: 'open' });
    expect(now.messages.map((m: { body: string }) => m.body)).toEqual([
      'Где мой предмет?',
      'second',
    ]);

    const url = `/v1/support/conversations/${sent.conversation_id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: bearer(p.token) });
    expect(own.statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
    expect([theirs.statusCode, theirs.json().data.code]).toEqual([404, 'support_not_found']);
    expect((await mine(other)).json().conversation).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/support/conversation' })).statusCode,
    ).toBe(401);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/v1/support/messages',
      payload: { body: 'hi' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps one open conversation and every message when ten first messages race', async () => {
    const p = await register(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(p, { body: `race ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().conversation_id)).size).toBe(1);
    expect(
      await count(`select count(*) n from support_conversations where user_id = ${p.userId}`),
    ).toBe(1);
    const id = answers[0]!.json().conversation_id as string;
    expect(
      await count(`select count(*) n from support_messages where conversation_id = ${id}`),
    ).toBe(10);
  });

  it('refuses hostile input with a 4xx and writes nothing', async () => {
    const p = await register(t.app);
    const bad: unknown[] = [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 42 },
      { body: ['a'] },
      { body: null },
      { body: 'a\u0000b' },
      { body: 'ok', user_id: '1' },
      'just text',
    ];
    for (const body of bad) {
      const res = await send(p, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await send(p, { body: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect(
      await count(
        `select count(*) n from support_messages m join support_conversations c on c.id = m.conversation_id where c.user_id = ${p.userId}`,
      ),
    ).toBe(1);
    for (const id of ['abc', '-1', '1.5', '9'.repeat(40), '%00'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/support/conversations/${id}`,
            headers: bearer(p.token),
          })
        ).statusCode,
        id,
      ).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/support/conversations/999999999',
      headers: bearer(p.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('limits a player to a number of messages a minute', async () => {
    const limited = await createTestApp();
    try {
      const p = await register(limited.app);
      const codes: number[] = [];
      for (let i = 0; i <= SUPPORT_MESSAGES_PER_MIN; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/support/messages',
          headers: bearer(p.token),
          payload: { body: `m${i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, -1)).toEqual(Array(SUPPORT_MESSAGES_PER_MIN).fill(200));
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the console’s support inbox', () => {
  it('lists open conversations first, replies, assigns and closes, each with one audit entry', async () => {
    const staff = await signedInStaff(t.app, t.db, 'support');
    const colleague = await signedInStaff(t.app, t.db, 'admin');
    const outsider = await signedInStaff(t.app, t.db, 'content');
    const p = await register(t.app);
    const q = await register(t.app);
    const id = (await send(p, { body: 'Help, please' })).json().conversation_id as string;
    await send(q, { body: 'Me too' });

    const list = (await as(staff.cookie, 'GET', '/v1/admin/support/conversations')).json();
    const statuses = list.conversations.map((c: { status: string }) => c.status).join(',');
    expect(statuses).toMatch(/^(open,?)*(closed,?)*$/);
    const row = list.conversations.find((c: { id: string }) => c.id === id);
    expect(row).toMatchObject({
      user_id: p.userId,
      status: 'open',
      assigned_to: null,
      last_message: { body: 'Help, please', from_staff: false },
    });
    expect(row.nickname).toBe((await mine(p)).json().contact.nickname);
    // Newest activity first among the open ones: q wrote last.
    const open = list.conversations.filter((c: { status: string }) => c.status === 'open');
    expect(open[0].user_id).toBe(q.userId);

    const reply = await as(staff.cookie, 'POST', `/v1/admin/support/conversations/${id}/reply`, {
      body: '  We are on it  ',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toMatchObject({
      body: 'We are on it',
      from_staff: true,
      author_id: staff.userId,
    });
    const seen = (await mine(p)).json().conversation.messages;
    expect(seen.map((m: { from_staff: boolean }) => m.from_staff)).toEqual([false, true]);

    const toMe = await as(staff.cookie, 'POST', `/v1/admin/support/conversations/${id}/assign`, {});
    expect(toMe.json().conversation).toMatchObject({ assigned_to: staff.userId });
    const toColleague = await as(
      staff.cookie,
      'POST',
      `/v1/admin/support/conversations/${id}/assign`,
      { staff_id: colleague.userId },
    );
    expect(toColleague.json().conversation.assigned_to).toBe(colleague.userId);
    for (const staffId of [outsider.userId, p.userId, '999999999']) {
      const refused = await as(
        staff.cookie,
        'POST',
        `/v1/admin/support/conversations/${id}/assign`,
        { staff_id: staffId },
      );
      expect([refused.statusCode, refused.json().data.code]).toEqual([400, 'support_assignee']);
    }

    const thread = (await as(staff.cookie, 'GET', `/v1/admin/support/conversations/${id}`)).json();
    expect(thread.conversation).toMatchObject({ id, assigned_to: colleague.userId });
    expect(thread.messages.map((m: { author_id: string }) => m.author_id)).toEqual([
      p.userId,
      staff.userId,
    ]);

    const close = await as(staff.cookie, 'POST', `/v1/admin/support/conversations/${id}/close`);
    expect(close.json().conversation).toMatchObject({ status: 'closed' });
    for (const [action, body] of [
      ['reply', { body: 'late' }],
      ['assign', {}],
      ['close', undefined],
    ] as const) {
      const res = await as(
        staff.cookie,
        'POST',
        `/v1/admin/support/conversations/${id}/${action}`,
        body,
      );
      expect([res.statusCode, res.json().data.code]).toEqual([409, 'support_closed']);
    }

    expect(await audits(id)).toEqual([
      {
        action: 'support.reply',
        actor_id: Number(staff.userId),
        before: null,
        after: expect.objectContaining({ body: 'We are on it', user_id: p.userId }),
      },
      {
        action: 'support.assign',
        actor_id: Number(staff.userId),
        before: { assigned_to: null },
        after: { assigned_to: staff.userId },
      },
      {
        action: 'support.assign',
        actor_id: Number(staff.userId),
        before: { assigned_to: staff.userId },
        after: { assigned_to: colleague.userId },
      },
      {
        action: 'support.close',
        actor_id: Number(staff.userId),
        before: { status: 'open' },
        after: { status: 'closed' },
      },
    ]);

    // The player still reads the closed one; the next message opens a new conversation.
    expect((await mine(p)).json().conversation).toMatchObject({ id, status: 'closed' });
    const next = (await send(p, { body: 'One more thing' })).json().conversation_id as string;
    expect(next).not.toBe(id);
    expect((await mine(p)).json().conversation).toMatchObject({ id: next, status: 'open' });

    const closedOnly = (
      await as(staff.cookie, 'GET', '/v1/admin/support/conversations?status=closed')
    ).json();
    expect(closedOnly.conversations.every((c: { status: string }) => c.status === 'closed')).toBe(
      true,
    );
    expect(closedOnly.conversations.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('hides from visitors and players (404 as an unknown path) and refuses a role without the right (403)', async () => {
    const p = await register(t.app);
    const id = (await send(p, { body: 'access' })).json().conversation_id as string;
    const content = await signedInStaff(t.app, t.db, 'content');
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/v1/admin/support/conversations'],
      ['GET', `/v1/admin/support/conversations/${id}`],
      ['POST', `/v1/admin/support/conversations/${id}/reply`, { body: 'x' }],
      ['POST', `/v1/admin/support/conversations/${id}/assign`, {}],
      ['POST', `/v1/admin/support/conversations/${id}/close`],
      ['GET', '/v1/admin/support/realtime-token'],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, bearer(p.token), { cookie: 'console_token=forged' }]) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect([res.statusCode, res.json().data.code], url).toEqual([404, 'dataNotFound']);
      }
      const res = await as(content.cookie, method, url, payload);
      expect([res.statusCode, res.json().data.code], url).toEqual([403, 'console_forbidden']);
    }
    expect(await audits(id)).toEqual([]);
  });

  it('answers a missing conversation 404 support_not_found and bad input 400', async () => {
    const staff = await signedInStaff(t.app, t.db, 'support');
    const missing = await as(staff.cookie, 'GET', '/v1/admin/support/conversations/999999999');
    expect([missing.statusCode, missing.json().data.code]).toEqual([404, 'support_not_found']);
    const p = await register(t.app);
    const id = (await send(p, { body: 'hi' })).json().conversation_id as string;
    const url = `/v1/admin/support/conversations/${id}`;
    for (const [path, body] of [
      ['/reply', {}],
      ['/reply', { body: ' ' }],
      ['/reply', { body: 'y'.repeat(2001) }],
      ['/assign', { staff_id: 'me' }],
      ['/assign', { staff_id: 5 }],
      ['/assign', { who: '1' }],
    ] as const) {
      const res = await as(staff.cookie, 'POST', url + path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    for (const query of ['?status=nope', '?page=0', '?page=x'])
      expect(
        (await as(staff.cookie, 'GET', `/v1/admin/support/conversations${query}`)).statusCode,
      ).toBe(400);
    expect(await audits(id)).toEqual([]);
  });
});
