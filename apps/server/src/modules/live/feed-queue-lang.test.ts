/**
 * The pushed live feed in each socket's interface language (issue 9): a socket that connects with
 * `auth: { lang: 'en' }` gets the English case name, every other socket the Russian one; the drop's
 * player avatar never shows the user id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, topUp } from '../../test/helper.ts';
import { listen, listeningApp } from '../../test/realtime-fixtures.ts';

let t: Awaited<ReturnType<typeof listeningApp>>;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

interface Pushed {
  drop: { case: { slug: string; name: string }; user: { user_id: string; avatar: string } };
}

describe('live_drop push per language', () => {
  it('sends English case names to English sockets and Russian to the rest', async () => {
    const ru = await listen(t.url);
    const en = await listen(t.url, undefined, 'en');
    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const open = await t.app.inject({
      method: 'POST',
      url: '/v1/cases/starter/open',
      headers: bearer(p.token),
      payload: { multi_open: 1 },
    });
    expect(open.statusCode).toBe(200);
    const isDrop = (e: { event: string }) => e.event === 'live_drop';
    const [ruDrop, enDrop] = (await Promise.all([
      ru.waitFor(isDrop, 15_000),
      en.waitFor(isDrop, 15_000),
    ])) as [Pushed, Pushed];
    expect(ruDrop.drop.case.name).toBe('Стартовый');
    expect(enDrop.drop.case.name).toBe('Starter');
    // Each socket got the drop once, in its own language only.
    expect(ru.events.filter(isDrop)).toHaveLength(1);
    expect(en.events.filter(isDrop)).toHaveLength(1);
    expect(enDrop.drop.user.user_id).toBe(p.userId);
    expect(enDrop.drop.user.avatar).toMatch(/^\/img\/avatars\/[0-9a-f]{20}\.svg$/);
    expect(enDrop.drop.user.avatar).not.toContain(`/${p.userId}.`);
    ru.socket.disconnect();
    en.socket.disconnect();
  }, 30_000);
});
