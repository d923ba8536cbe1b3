/**
 * Issue 45: `GET /v1/cases/{id}/{param}` (spec 000 §7, spec 001 §3 "Cases drops: casePrice, userId, items"):
 * a player's drops from one case, by user id or `me`, newest first; other cases' drops and other players' stay
 * out; unknown cases and players 404, `me` signed out 401, hostile paths a 4xx in the envelope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pickCases } from '../../test/catalog-picks.ts';
import { bearer, register, topUp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let picks: Awaited<ReturnType<typeof pickCases>>;
beforeAll(async () => {
  picks = await pickCases(t.app);
});

interface DropsWire {
  case_price: number;
  user_id: string;
  items: { id: string; case_slug: string | null; status: string; price: number }[];
}

async function openCase(token: string, slug: string, count: number): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/cases/${slug}/open`,
    headers: bearer(token),
    payload: { multi_open: count },
  });
  expect(res.statusCode).toBe(200);
  return res
    .json<{ drops: { inventory_item_id: string }[] }>()
    .drops.map((d) => d.inventory_item_id);
}
const drops = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

describe('GET /v1/cases/{id}/{param}', () => {
  it('lists a player’s drops from the case, newest first, by id or slug, user id or me', async () => {
    const p = await register(t.app);
    const other = await register(t.app);
    await topUp(t.app, p.token, 5000);
    await topUp(t.app, other.token, 5000);
    const first = await openCase(p.token, picks.cheapest.slug, 2);
    const second = await openCase(p.token, picks.cheapest.slug, 1);
    await openCase(p.token, picks.priciest.slug, 1);
    await openCase(other.token, picks.cheapest.slug, 1);
    // A sold drop stays in the list with its status.
    const sold = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      headers: bearer(p.token),
      payload: { id: first[0] },
    });
    expect(sold.statusCode).toBe(200);

    const res = await drops(`/v1/cases/${picks.cheapest.slug}/${p.userId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<DropsWire>();
    expect(body.case_price).toBe(picks.cheapest.price_data.price);
    expect(body.user_id).toBe(p.userId);
    const newestFirst = [...first, ...second]
      .map(Number)
      .sort((a, b) => b - a)
      .map(String);
    expect(body.items.map((i) => i.id)).toEqual(newestFirst);
    expect(body.items.filter((i) => i.case_slug !== picks.cheapest.slug)).toEqual([]);
    expect(body.items.find((i) => i.id === first[0])!.status).toBe('selled');

    expect((await drops(`/v1/cases/${picks.cheapest.id}/${p.userId}`)).json()).toEqual(body);
    expect((await drops(`/v1/cases/${picks.cheapest.slug}/me`, p.token)).json()).toEqual(body);
    const none = (await drops(`/v1/cases/${picks.free.slug}/${p.userId}`)).json<DropsWire>();
    expect([none.user_id, none.items, none.case_price]).toEqual([p.userId, [], 0]);
  });

  it('answers 404 for unknown cases and players, 401 for me signed out, a 4xx for hostile paths', async () => {
    const p = await register(t.app);
    const expectError = async (url: string, status: number, code: string, token?: string) => {
      const res = await drops(url, token);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        status,
        { success: false, data: { code, message: expect.any(String) } },
      ]);
    };
    await expectError(`/v1/cases/no-such-case/${p.userId}`, 404, 'caseNotFound');
    await expectError(`/v1/cases/no-such-case/me`, 404, 'caseNotFound', p.token);
    await expectError(`/v1/cases/${picks.cheapest.slug}/999999999`, 404, 'userNotFound');
    await expectError(`/v1/cases/${picks.cheapest.slug}/me`, 401, 'authentication');
    for (const param of ['abc', '-1', '1e3', '0x10', '1.5', ' 1', '%20', 'ME', '9'.repeat(20)])
      await expectError(`/v1/cases/${picks.cheapest.slug}/${param}`, 404, 'userNotFound');
    const wrong: string[] = [];
    for (const path of [
      `/v1/cases/${picks.cheapest.slug}/${'1'.repeat(33)}`,
      `/v1/cases/${'x'.repeat(101)}/${p.userId}`,
      `/v1/cases/${picks.cheapest.slug}/%00`,
      `/v1/cases/%ED%A0%80/${p.userId}`,
      `/v1/cases/${picks.cheapest.slug}/${'%FF'.repeat(10)}`,
      `/v1/cases/${picks.cheapest.slug}/${p.userId}?x=%00`,
    ]) {
      const res = await drops(path);
      const body = res.json<{ success?: boolean; data?: { code?: string } }>();
      if (res.statusCode < 400 || res.statusCode >= 500 || body.success !== false)
        wrong.push(`${path.slice(0, 50)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
