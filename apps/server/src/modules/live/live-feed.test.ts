/** Issue 9: the live feed's "ТОП" lists the most expensive recent drops; every entry names the player. */
import { describe, expect, it } from 'vitest';
import { queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import { ordinaryRows, putItems } from '../../test/inventory-fixtures.ts';

const t = fileTestApp();

interface Drop {
  id: string;
  item: { price: number };
  user: { nickname: string; avatar: string };
}
const feed = async (isTop: boolean) =>
  (await t.app.inject({ method: 'POST', url: '/v1/live_drop', payload: { is_top: isTop } })).json<{
    drops: Drop[];
  }>().drops;

describe('live feed', () => {
  it('ТОП ranks the last day’s drops by price; the latest come newest first; fresh ones wait', async () => {
    const p = await register(t.app);
    const pool = (await ordinaryRows(t.db)).slice(0, 5).map((r) => r.id);
    const rows = await putItems(t.db, p.userId, pool, { price: 100 });
    const [cheap, dear, middle, old, fresh] = rows;
    const set = (id: string, price: number, age: string) =>
      queryRows(
        t.db,
        `update inventory_items set price = ${price}, created_at = now() - interval '${age}', case_id = (select min(id) from cases) where id = ${id}`,
      );
    await set(cheap!.id, 1_000, '3 hours');
    await set(dear!.id, 900_000, '2 hours');
    await set(middle!.id, 50_000, '1 hour');
    await set(old!.id, 9_900_000, '2 days');
    await set(fresh!.id, 5_000_000, '1 second');

    const top = await feed(true);
    expect(top.map((d) => d.id)).toEqual([dear!.id, middle!.id, cheap!.id]);
    const latest = await feed(false);
    expect(latest.map((d) => d.id)).toEqual(
      [old!.id, middle!.id, dear!.id, cheap!.id].sort((a, b) => Number(b) - Number(a)),
    );
    expect(latest.map((d) => d.id)).not.toContain(fresh!.id);
    for (const d of top) {
      expect(d.user.nickname).toBe(p.login);
      expect(d.user.avatar).toMatch(/^\/img\/avatars\//);
    }
  });
});
