/**
 * Issue 30 "Running the shop": the season and its battle pass from the console — a catalog role's save of the
 * settings, a level and a task is what `/v1/event/current` and `/v1/challenge` answer next, sets the season's
 * `edited_at`, and writes one audit entry; a finished task cannot be removed (409), an unfinished one can;
 * hostile input 4xx; a support role 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
let id: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
  const list = await t.app.inject({ method: 'GET', url: '/v1/admin/seasons', headers: { cookie } });
  id = list.json().seasons.find((s: { running: boolean }) => s.running).id;
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, c = cookie) =>
  t.app.inject({
    method,
    url: url.startsWith('/') ? url : `/v1/admin/seasons/${url}`,
    headers: { cookie: c },
    ...(payload ? { payload } : {}),
  });
const pub = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { 'x-client-language': 'en' } })).json();
const task = (over: object = {}) => ({
  level: 2,
  type: 'money',
  goal: 1234.5,
  case_ids: [],
  description: 'Пополните баланс',
  description_en: 'Top up your balance',
  reward_money: 0,
  reward_coins: 1,
  reward_cases: [],
  ...over,
});
const audits = () =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    t.db,
    `select action, before, after from audit_log where target like 'season:%' order by id`,
  );

describe('console season', () => {
  it('saves settings, a level and tasks the shop answers next; marks the season edited', async () => {
    const detail = (await admin('GET', id)).json();
    expect(detail.season.edited_at).toBeNull();
    expect(detail.levels.length).toBeGreaterThan(2);
    const settings = {
      ...detail.season.settings,
      event_title: { ru: 'Весенний кубок', en: 'Spring cup' },
    };
    const ends = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const saved = await admin('PUT', id, {
      starts_at: detail.season.starts_at,
      ends_at: ends,
      settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().season.edited_at).not.toBeNull();
    expect((await pub('/v1/event/current')).event_title).toBe('Spring cup');

    // The climb to level 2 may pay its season coins × 0.0475 ₽ (decision 022): a coin at level 1 (0.50 ₽), then
    // 0.10 ₽ and a coin at level 2 fit.
    const l2 = detail.levels[1];
    const level = await admin('PUT', `${id}/levels`, {
      level: 2,
      cost: l2.cost,
      reward_money: 0.1,
      reward_coins: 1,
      reward_cases: [],
    });
    expect(level.statusCode, level.body).toBe(200);
    expect(level.json().levels[1]).toMatchObject({ reward_money: 0.1, reward_coins: 1 });
    expect((await pub('/v1/challenge')).levels[1].balance_data).toEqual({ coins: 1, money: 0.1 });

    const created = await admin('POST', `${id}/tasks`, task());
    expect(created.statusCode).toBe(200);
    const mine = created
      .json()
      .tasks.find((x: { description: string }) => x.description === 'Пополните баланс');
    expect(mine).toMatchObject({ type: 'money', goal: 1234.5, done_count: 0 });
    const shown = (await pub('/v1/challenge')).levels[1].tasks.find(
      (x: { id: string }) => x.id === mine.id,
    );
    expect(shown).toMatchObject({
      description: 'Top up your balance',
      progress_data: { end: 1234.5 },
    });

    const edited = await admin(
      'PUT',
      `/v1/admin/season-tasks/${mine.id}`,
      task({ type: 'case', goal: 4, case_ids: ['starter'] }),
    );
    expect(edited.json().tasks.find((x: { id: string }) => x.id === mine.id)).toMatchObject({
      type: 'case',
      goal: 4,
      case_ids: ['starter'],
    });

    // A task a player finished stays; one nobody finished goes.
    const p = await register(t.app);
    const finished = detail.tasks[0];
    await queryRows(
      t.db,
      `insert into season_task_done (user_id, task_id) values (${Number(p.userId)}, ${Number(finished.id)})`,
    );
    const kept = await admin('POST', `/v1/admin/season-tasks/${finished.id}/remove`);
    expect([kept.statusCode, kept.json().data.code]).toEqual([409, 'season_task_finished']);
    const gone = await admin('POST', `/v1/admin/season-tasks/${mine.id}/remove`);
    expect(gone.json().tasks.filter((x: { id: string }) => x.id === mine.id)).toEqual([]);

    expect((await audits()).map((a) => a.action)).toEqual([
      'season.update',
      'season.level',
      'season.task_create',
      'season.task_update',
      'season.task_remove',
    ]);
    const [row] = await queryRows<{ edited: boolean }>(
      t.db,
      `select edited_at is not null as edited from seasons where id = ${Number(id)}`,
    );
    expect(row!.edited).toBe(true);
  });

  it('refuses hostile input (4xx), unknown ids (404) and a support role (403)', async () => {
    const detail = (await admin('GET', id)).json();
    const base = { starts_at: detail.season.starts_at, ends_at: detail.season.ends_at };
    for (const [url, method, body] of [
      [id, 'PUT', { ...base, settings: { ...detail.season.settings, coins_color: 'red' } }],
      [id, 'PUT', { ...base, settings: { ...detail.season.settings, extra: 1 } }],
      [id, 'PUT', { ...base, settings: { ...detail.season.settings, event_cases: ['nope-case'] } }],
      [id, 'PUT', { ...base, ends_at: '2000-01-01T00:00:00Z', settings: detail.season.settings }],
      [
        `${id}/levels`,
        'PUT',
        { level: 2, cost: 0, reward_money: 0, reward_coins: 0, reward_cases: [] },
      ],
      [
        `${id}/levels`,
        'PUT',
        { level: 999, cost: 1e8, reward_money: 0, reward_coins: 0, reward_cases: [] },
      ],
      [
        `${id}/levels`,
        'PUT',
        { level: 2, cost: 10, reward_money: -1, reward_coins: 0, reward_cases: [] },
      ],
      [`${id}/tasks`, 'POST', task({ type: 'nope' })],
      [`${id}/tasks`, 'POST', task({ type: 'case', goal: 1.5 })],
      [`${id}/tasks`, 'POST', task({ level: 999 })],
      [`${id}/tasks`, 'POST', task({ case_ids: ['nope-case'] })],
      [`${id}/tasks`, 'POST', task({ description: '' })],
    ] as const) {
      const res = await admin(method, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const url of ['999999', 'abc', '/v1/admin/season-tasks/999999/remove']) {
      const res = await admin(url.endsWith('remove') ? 'POST' : 'GET', url);
      expect([res.statusCode, res.json().data.code]).toEqual([404, 'content_not_found']);
    }
    const support = (await signedInStaff(t.app, t.db, 'support')).cookie;
    const res = await admin('GET', id, undefined, support);
    expect([res.statusCode, res.json().data.code]).toEqual([403, 'console_forbidden']);
  });

  it('refuses a level paying more than its coins are worth, a climb over the pass bound, and tasks over PASS_TASKS_VALUE_CAP_RUB (issue 44)', async () => {
    const detail = (await admin('GET', id)).json();
    const refused = (res: { statusCode: number; json: () => { data: { code: string } } }) =>
      expect([res.statusCode, res.json().data.code]).toEqual([422, 'pass_value_out_of_bounds']);
    const state = async () => ({
      season: (await admin('GET', id)).json(),
      audits: (await audits()).length,
    });
    const unchanged = await state();
    const l3 = detail.levels[2];
    // 1,000,000 ₽ at level 3, then the dearest case ten times: each over the level's coins × 0.50 ₽ × 0.95.
    const level = { level: 3, cost: l3.cost, reward_coins: 0, reward_cases: [] };
    refused(await admin('PUT', `${id}/levels`, { ...level, reward_money: 1_000_000 }));
    refused(
      await admin('PUT', `${id}/levels`, {
        ...level,
        reward_money: 0,
        reward_cases: [{ case: 'immortal', amount: 10 }],
      }),
    );
    // Within level 2's own row (13 coins × 0.50 ₽ × 0.95 = 6.175 ₽) but not the climb's bound: what a season coin
    // costs to earn by paid play less what it buys in a coin case, 0.0475 ₽ a coin.
    const l2 = detail.levels[1];
    const climb = await admin('PUT', `${id}/levels`, {
      level: 2,
      cost: l2.cost,
      reward_money: 4.5,
      reward_coins: 3,
      reward_cases: [],
    });
    refused(climb);
    expect(climb.json().data.message).toMatch(
      /^The climb to level 2 pays 6\.\d\d ₽ for \d+ season coins/,
    );
    // The seeded tasks pay 148.50 ₽ of the 150 ₽ cap: a new task of 5 ₽ is over, and so is an edit to 5 ₽.
    refused(await admin('POST', `${id}/tasks`, task({ reward_money: 5, reward_coins: 0 })));
    const first = detail.tasks[0];
    refused(
      await admin('PUT', `/v1/admin/season-tasks/${first.id}`, {
        ...task({ level: first.level, type: first.type, goal: first.goal }),
        case_ids: first.case_ids,
        reward_money: 100,
      }),
    );
    expect(await state()).toEqual(unchanged);
  });
});
