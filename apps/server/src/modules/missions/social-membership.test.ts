/**
 * Social missions pay only for a membership the network confirms (decision 024, issue 44): VK's
 * `groups.isMember` (the mock provider's) for a player who signed in with VK, asked at the check and again at the
 * claim; a password player's VK mission and everyone's Telegram and YouTube missions pay nothing, whatever the
 * visits; a VK outage is a pending check, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startMockProvider } from '../../test/mock-provider.ts';
import { signInExternal } from '../../test/external-sign-in.ts';
import { bearer, createTestApp, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { coinCheck } from '../../test/item-games-fixtures.ts';
import { missionDef } from './catalog.ts';

let mock: Awaited<ReturnType<typeof startMockProvider>>;
beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(() => mock.close());
const t = fileTestApp(() => ({
  ...mock.env,
  ...mock.vkMembershipEnv,
  LEADERBOARDS_WORKER: 'false',
  SOCIAL_CHECK_DELAY_S: '3600',
}));

const VK_ID = '4242'; // the mock's VK user
const vkCoins = (() => {
  const p = missionDef('vk').prize;
  return p.kind === 'coins' ? p.amount : NaN;
})();

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const prizes = async (token: string) =>
  Object.fromEntries(
    (await get(token, '/v1/users/missions/social'))
      .json<{ missions: { type: string; prize: unknown }[] }>()
      .missions.map((m) => [m.type, m.prize]),
  );
const userIdOf = async (token: string) =>
  (await get(token, '/v1/users/me')).json<{ user_id: string }>().user_id;
/** Moves the player's visits back past the delay (the delay is the test's input, not a wait). */
const visitedLongAgo = (userId: string) =>
  queryRows(
    t.db,
    sql`update user_missions set started_at = started_at - interval '3601 seconds' where user_id = ${Number(userId)}`,
  );

describe('social missions and the networks', () => {
  it('pays the VK mission to a VK player only while VK says they are a member, once for ten claims', async () => {
    const vk = await signInExternal(t.app, 'vk');
    const token = vk.token!;
    const userId = await userIdOf(token);
    expect(await prizes(token)).toMatchObject({
      vk: { kind: 'coins', amount: vkCoins },
      telegram: null,
      youtube: null,
    });

    mock.setVkMember(VK_ID, false);
    const notYet = await post(token, '/v1/users/socials/check', { type: 'vk' });
    expect(notYet.json()).toMatchObject({ data: { status: 'pending', progress: 1 } });
    // Time alone does not make a VK member.
    await visitedLongAgo(userId);
    const stillNot = await post(token, '/v1/users/socials/check', { type: 'vk' });
    expect(stillNot.json()).toMatchObject({ data: { status: 'pending', progress: 1 } });
    const early = await post(token, `/v1/users/missions/social/${userId}/vk`);
    expect([early.statusCode, early.json().data?.code]).toEqual([409, 'mission_not_done']);

    mock.setVkMember(VK_ID, true);
    const member = await post(token, '/v1/users/socials/check', { type: 'vk' });
    expect(member.json()).toMatchObject({ data: { status: 'done', progress: 3 } });

    // Left the group after the check: the claim asks again.
    mock.setVkMember(VK_ID, false);
    const left = await post(token, `/v1/users/missions/social/${userId}/vk`);
    expect([left.statusCode, left.json().data?.code]).toEqual([409, 'mission_not_done']);
    expect(await coinCheck(t.db, userId)).toEqual({ coins: 0, ledger: 0 });

    mock.setVkMember(VK_ID, true);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => post(token, `/v1/users/missions/social/${userId}/vk`)),
    );
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await coinCheck(t.db, userId)).toEqual({ coins: vkCoins, ledger: vkCoins });
  });

  it('pays nothing for Telegram and YouTube, or for VK to a player who did not sign in with VK', async () => {
    const p = await register(t.app);
    expect(await prizes(p.token)).toMatchObject({ vk: null, telegram: null, youtube: null });
    for (const type of ['vk', 'telegram', 'youtube'])
      await post(p.token, '/v1/users/socials/check', { type });
    await visitedLongAgo(p.userId);
    for (const type of ['vk', 'telegram', 'youtube']) {
      const followed = await post(p.token, '/v1/users/socials/check', { type });
      expect(followed.json()).toMatchObject({ data: { status: 'done', progress: 3 } });
      const claim = await post(p.token, `/v1/users/missions/social/${p.userId}/${type}`);
      expect([type, claim.statusCode, claim.json().data?.code]).toEqual([
        type,
        409,
        'mission_unverified',
      ]);
    }
    // The profile's channels still say what the player followed.
    const socials = await get(p.token, '/v1/users/socials');
    expect(socials.json()).toMatchObject({
      socials: [{ subscribed: true }, { subscribed: true }, { subscribed: true }],
    });
    expect(await coinCheck(t.db, p.userId)).toEqual({ coins: 0, ledger: 0 });
  });

  it('answers a VK outage with a pending check and a refused claim, not an error', async () => {
    mock.setVkUser(5151);
    const vk = await signInExternal(t.app, 'vk');
    mock.setVkUser(Number(VK_ID));
    const token = vk.token!;
    const userId = await userIdOf(token);
    mock.setVkMember('5151', true);
    mock.setVkDown(true);
    try {
      const check = await post(token, '/v1/users/socials/check', { type: 'vk' });
      expect(check.json()).toMatchObject({ data: { status: 'pending', progress: 1 } });
      const claim = await post(token, `/v1/users/missions/social/${userId}/vk`);
      expect([claim.statusCode, claim.json().data?.code]).toEqual([409, 'mission_not_done']);
      expect(await coinCheck(t.db, userId)).toEqual({ coins: 0, ledger: 0 });
    } finally {
      mock.setVkDown(false);
    }
    const back = await post(token, '/v1/users/socials/check', { type: 'vk' });
    expect(back.json()).toMatchObject({ data: { status: 'done', progress: 3 } });
  });
});

describe('social missions without a network to ask', () => {
  it('pay nothing: every social prize is null and a claim is refused', async () => {
    const plain = await createTestApp({ LEADERBOARDS_WORKER: 'false', SOCIAL_CHECK_DELAY_S: '0' });
    try {
      const p = await register(plain.app);
      const list = await plain.app.inject({
        method: 'GET',
        url: '/v1/users/missions/social',
        headers: bearer(p.token),
      });
      const byType = Object.fromEntries(
        list
          .json<{ missions: { type: string; prize: unknown }[] }>()
          .missions.map((m) => [m.type, m.prize]),
      );
      expect(byType).toMatchObject({
        vk: null,
        telegram: null,
        youtube: null,
        trade_link: { kind: 'money' },
      });
      // No delay here: the visit counts as following at once, and still pays nothing.
      const check = await plain.app.inject({
        method: 'POST',
        url: '/v1/users/socials/check',
        headers: bearer(p.token),
        payload: { type: 'vk' },
      });
      expect(check.json()).toMatchObject({ data: { status: 'done', progress: 3 } });
      const claim = await plain.app.inject({
        method: 'POST',
        url: `/v1/users/missions/social/${p.userId}/vk`,
        headers: bearer(p.token),
      });
      expect([claim.statusCode, claim.json().data?.code]).toEqual([409, 'mission_unverified']);
    } finally {
      await plain.close();
    }
  });
});
