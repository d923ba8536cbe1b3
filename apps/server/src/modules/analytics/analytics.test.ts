import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

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

  it('limits the anonymous ingest per client and caps its sizes (issue 8)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ANALYTICS_PER_MIN: '5' });
    try {
      const rows = async () =>
        (
          await queryRows<{ n: number }>(
            limited.db,
            'select count(*)::int as n from analytics_events',
          )
        )[0]!.n;
      const batch = {
        events: Array.from({ length: 20 }, () => ({ name: 'page_view', path: '/' })),
      };
      const codes: number[] = [];
      for (let i = 0; i < 100; i += 1)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/v1/analytics/events',
              payload: batch,
            })
          ).statusCode,
        );
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(95);
      expect(await rows()).toBe(100);
      // Another client is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/v1/analytics/events',
        payload: batch,
        remoteAddress: '10.7.7.7',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
    const big = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/events',
      payload: {
        events: [{ name: 'x', path: 'y'.repeat(1999), referrer: 'z'.repeat(1999) }].concat(
          Array.from({ length: 8 }, () => ({
            name: 'x',
            path: 'y'.repeat(1999),
            referrer: 'z'.repeat(1999),
          })),
        ),
      },
    });
    expect([big.statusCode, big.json().data.code]).toEqual([413, 'dataNotFound']);
    const props = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const many = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/events',
      payload: { events: [{ name: 'x', props }] },
    });
    expect(many.statusCode).toBe(400);
  });
});
