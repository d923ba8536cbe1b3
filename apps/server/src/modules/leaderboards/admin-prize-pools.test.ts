/**
 * Issue 44 "Staff cannot mint money", leaderboard prizes (decision 022 "Leaderboard prizes"): a prize list (right
 * `content`) and an item price (right `catalog`) each keep every leaderboard window's prizes, at the items' prices,
 * within its period's cap (2,000 ₽ a day by default). Over it: 422 prize_pool_over_cap, nothing saved — no setting,
 * no board change, no price, no audit entry. A prize list and a price sent together never both pass on each other's
 * old state (both take the catalog's save lock).
 */
import type { AdminBoardSeries } from '@cases/domain/api/admin-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardSeries } from '../../catalog/leaderboards.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
/** A content member's console cookie: the role holds both the `content` and the `catalog` rights. */
let content: string;
beforeAll(async () => {
  content = (await signedInStaff(t.app, t.db, 'content')).cookie;
});

const daily = boardSeries.find((s) => s.slug === 'daily-spent')!;
const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const refusal = (res: { statusCode: number; json: () => { data?: { code?: string } } }) => [
  res.statusCode,
  res.json().data?.code,
];
const saveDaily = (prizes: string[]) =>
  call(content, 'PUT', `/v1/admin/leaderboards/${daily.slug}`, {
    title: daily.title,
    title_en: daily.titleEn,
    description: daily.description,
    min_score: daily.minScore / 100,
    prizes,
    apply_to_current: true,
  });
const dailyNow = async () =>
  (await call(content, 'GET', '/v1/admin/leaderboards'))
    .json<{ series: AdminBoardSeries[] }>()
    .series.find((s) => s.slug === daily.slug)!;
const audits = async () =>
  (
    await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from audit_log where action in ('leaderboard.update', 'item.update')`,
    )
  )[0]!.n;

describe('leaderboard prize pools (issue 44)', () => {
  it("refuses a daily board's prizes over its cap, saving nothing, and saves them within it", async () => {
    const dearest = (
      await queryRows<{ id: string }>(t.db, `select id from items order by price desc limit 1`)
    )[0]!.id;
    const [before, auditsBefore] = await Promise.all([dailyNow(), audits()]);
    expect(refusal(await saveDaily(Array.from({ length: 10 }, () => dearest)))).toEqual([
      422,
      'prize_pool_over_cap',
    ]);
    expect([await dailyNow(), await audits()]).toEqual([before, auditsBefore]);
    // The seeded prizes (1,168 ₽) are within.
    const ok = await saveDaily(daily.prizes);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an item price that takes a board paying it over the cap, the item keeping its price', async () => {
    const item = {
      name: 'Призовой тест',
      name_en: 'Prize test',
      hero: 'pudge',
      slot: 'weapon',
      rarity: 'rare',
      price: 1,
    };
    const made = await call(content, 'POST', '/v1/admin/catalog/items', {
      id: 'board-only-test',
      ...item,
    });
    expect(made.statusCode, made.body).toBe(201);
    // An eleventh place on the daily board (and its board open now): 1,168.01 ₽ in all.
    const placed = await saveDaily([...daily.prizes, 'board-only-test']);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<AdminBoardSeries>().current?.prizes).toHaveLength(11);

    const auditsBefore = await audits();
    const dear = await call(content, 'PUT', '/v1/admin/catalog/items/board-only-test', {
      ...item,
      price: 1_000,
    });
    expect(refusal(dear)).toEqual([422, 'prize_pool_over_cap']);
    const [row] = await queryRows<{ price: number }>(
      t.db,
      `select price from items where id = 'board-only-test'`,
    );
    expect(Number(row!.price)).toBe(100); // 1 ₽, in kopecks
    expect(await audits()).toBe(auditsBefore);
    // 500 ₽ keeps the pool at 1,668 ₽: taken.
    const within = await call(content, 'PUT', '/v1/admin/catalog/items/board-only-test', {
      ...item,
      price: 500,
    });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('never saves a prize list and an item price that together take a board over its cap', async () => {
    const item = {
      name: 'Гонка цены',
      name_en: 'Price race',
      hero: 'pudge',
      slot: 'weapon',
      rarity: 'rare',
      price: 1,
    };
    for (let round = 0; round < 5; round += 1) {
      const id = `race-test-${round}`;
      const made = await call(content, 'POST', '/v1/admin/catalog/items', { id, ...item });
      expect(made.statusCode, made.body).toBe(201);
      // Each alone is within the cap: the item at 1 ₽ on the board, or at 1,000 ₽ on no board.
      await Promise.all([
        saveDaily([...daily.prizes, id]),
        call(content, 'PUT', `/v1/admin/catalog/items/${id}`, { ...item, price: 1_000 }),
      ]);
      const now = await dailyNow();
      const [pool] = await queryRows<{ kopecks: string }>(
        t.db,
        `select coalesce(sum(i.price), 0)::text as kopecks
           from unnest(array[${now.prizes.map((p) => `'${p}'`).join(',')}]) as p(id) join items i on i.id = p.id`,
      );
      expect(Number(pool!.kopecks), `round ${round}`).toBeLessThanOrEqual(200_000);
      // Back to the seeded prizes for the next round.
      expect((await saveDaily(daily.prizes)).statusCode).toBe(200);
    }
  });
});
