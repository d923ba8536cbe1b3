/**
 * Issue 30 "Running the shop": leaderboards from the console — a content role changes a series' texts,
 * minimum and prizes; with `apply_to_current` the open board shows them at once (`/v2/top/active`), the next
 * window opens with them, and a settled board is never touched; one audit entry per save; unknown series 404,
 * unknown items and bad bodies 4xx; a support role 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { openCurrentBoards } from './boards.ts';

const t = fileTestApp();
let cookie: string;
let itemIds: string[];
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
  // Three cheap items: a daily board pays at most 2,000 ₽ in prizes (prize-pools.ts).
  const cheap = `select id from items order by price, id limit 3`;
  itemIds = (await queryRows<{ id: string }>(t.db, cheap)).map((r) => r.id);
});

const put = (series: string, payload: object, c = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/admin/leaderboards/${series}`,
    headers: { cookie: c },
    payload,
  });
const body = (over: object = {}) => ({
  title: 'Гонка недели',
  title_en: 'Race of the week',
  description: 'Тратьте больше всех',
  min_score: 250.5,
  prizes: itemIds,
  apply_to_current: false,
  ...over,
});

describe('console leaderboards', () => {
  it('edits the next windows, then the open board, never a settled one; audited', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/leaderboards',
      headers: { cookie },
    });
    const daily = list.json().series.find((s: { slug: string }) => s.slug === 'daily-spent');
    expect(daily).toMatchObject({ unit: 'money', edited: false, current: { title: 'Гонка дня' } });

    const saved = await put('daily-spent', body());
    expect(saved.json()).toMatchObject({
      title: 'Гонка недели',
      min_score: 250.5,
      edited: true,
      current: { title: 'Гонка дня' },
    });
    const active = async () =>
      (await t.app.inject({ method: 'GET', url: '/v2/top/active' }))
        .json()
        .find((b: { series: string }) => b.series === 'daily-spent');
    expect((await active()).title).toBe('Гонка дня');

    const now = await put('daily-spent', body({ apply_to_current: true }));
    expect(now.json().current).toMatchObject({
      title: 'Гонка недели',
      min_score: 250.5,
      prizes: itemIds,
    });
    expect(await active()).toMatchObject({ title: 'Гонка недели', prizes_count: itemIds.length });

    // The next window opens with the edited series.
    await openCurrentBoards(t.db, Date.now() + 2 * 86_400_000);
    const [next] = await queryRows<{ title: string; min_score: string; n: number }>(
      t.db,
      `select title, min_score::text, (select count(*)::int from leaderboard_prizes p where p.board_id = b.id) as n
         from leaderboards b where series = 'daily-spent' order by starts_at desc limit 1`,
    );
    expect(next).toEqual({ title: 'Гонка недели', min_score: '25050', n: itemIds.length });

    // A settled board is left alone.
    await queryRows(
      t.db,
      `update leaderboards set settled_at = now() where series = 'weekly-battles'`,
    );
    const settled = await put('weekly-battles', body({ min_score: 3, apply_to_current: true }));
    expect(settled.json().current).toBeNull();
    const [battles] = await queryRows<{ title: string }>(
      t.db,
      `select title from leaderboards where series = 'weekly-battles'`,
    );
    expect(battles!.title).toBe('Гладиаторы недели');

    const log = await queryRows<{ target: string; before: { title: string }; after: object }>(
      t.db,
      `select target, before, after from audit_log where action = 'leaderboard.update' order by id`,
    );
    expect(log.map((e) => e.target)).toEqual([
      'leaderboard:daily-spent',
      'leaderboard:daily-spent',
      'leaderboard:weekly-battles',
    ]);
    expect(log[0]!.before.title).toBe('Гонка дня');
  });

  it('refuses unknown series (404), bad input (4xx) and a support role (403)', async () => {
    const none = await put('nope', body());
    expect([none.statusCode, none.json().data.code]).toEqual([404, 'content_not_found']);
    for (const bad of [
      body({ prizes: ['no-such-item'] }),
      body({ prizes: [] }),
      body({ min_score: -1 }),
      body({ min_score: 1.005 }),
      body({ title: '' }),
      body({ extra: true }),
    ]) {
      const res = await put('daily-spent', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await put('weekly-battles', body({ min_score: 2.5 }))).statusCode).toBe(400);
    const support = (await signedInStaff(t.app, t.db, 'support')).cookie;
    const res = await put('daily-spent', body(), support);
    expect([res.statusCode, res.json().data.code]).toEqual([403, 'console_forbidden']);
  });
});
