import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, queryRows, register, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('analytics ingest', () => {
  it('stores a signed-in session sent as form data with its utm fields', async () => {
    const p = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/sessions',
      headers: { ...bearer(p.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session_url=${encodeURIComponent('https://shop.example/?utm_source=vk&utm_campaign=winter')}&fbp=fb.1`,
    });
    expect(res.json()).toEqual({ success: true, accepted: 1 });
    const rows = await queryRows<{
      user_id: number;
      utm: Record<string, string>;
      props: Record<string, string>;
    }>(t.db, "select user_id, utm, props from analytics_events where name = 'session'");
    expect(rows).toEqual([
      {
        user_id: Number(p.userId),
        utm: { utm_source: 'vk', utm_campaign: 'winter' },
        props: { fbp: 'fb.1', fbc: null },
      },
    ]);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/v1/users/sessions',
      payload: { session_url: '/' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('takes page views in batches from visitors, and refuses malformed ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/events',
      payload: {
        events: [
          { name: 'page_view', path: '/open/starter', referrer: 'Direct', utm_source: 'tg' },
          { name: 'page_view', path: '/' },
        ],
      },
    });
    expect(res.json()).toEqual({ success: true, accepted: 2 });
    const rows = await queryRows<{ path: string; referrer: string | null }>(
      t.db,
      "select path, referrer from analytics_events where name = 'page_view' order by id",
    );
    expect(rows).toEqual([
      { path: '/open/starter', referrer: 'Direct' },
      { path: '/', referrer: null },
    ]);
    for (const payload of [
      { events: [] },
      { events: [{ name: 'Bad Name' }] },
      { events: Array.from({ length: 51 }, () => ({ name: 'x' })) },
    ]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/v1/analytics/events', payload })).statusCode,
      ).toBe(400);
    }
  });
});
