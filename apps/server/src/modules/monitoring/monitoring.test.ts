/**
 * Operating the shop (issue 14): liveness, readiness with Redis down, the Prometheus scrape (its
 * counters move with real openings and sales, money held equals the ledger) behind METRICS_TOKEN, and
 * load shedding with a 503 `busy` envelope while the event loop lags (the lag is the test's input).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, register, topUp, type TestApp } from '../../test/helper.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The value of a metric line (`name{labels} value`) in a Prometheus text scrape. */
const metric = (text: string, line: string): number => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  if (found === undefined) throw new Error(`no metric ${line}`);
  return Number(found.slice(line.length + 1));
};

describe('monitoring', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    t = await createTestApp();
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'off' });
  });

  it('is not ready while Redis does not answer', async () => {
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    const body = ready.json<{ success: boolean; data: { code: string; message: string } }>();
    expect(body.success).toBe(false);
    expect(body.data.code).toBe('not_ready');
    expect(JSON.parse(body.data.message)).toEqual({ database: 'ok', redis: 'down' });
    // Liveness does not depend on Redis: the process itself is fine.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts openings and sales and shows money held equal to the ledger', async () => {
    t = await createTestApp();
    const scrape = async () => {
      const res = await t!.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return res.body;
    };
    const before = await scrape();
    expect(metric(before, 'cases_balances_kopecks')).toBe(0);

    const p = await register(t.app);
    await topUp(t.app, p.token, 500);
    const open = await t.app.inject({
      method: 'POST',
      url: '/v1/cases/starter/open',
      headers: bearer(p.token),
      payload: { multi_open: 2 },
    });
    expect(open.statusCode).toBe(200);
    const drop = open.json<{ drops: { inventory_item_id: string }[] }>().drops[0]!;
    const sell = await t.app.inject({
      method: 'POST',
      url: '/v1/inventory/sell',
      headers: bearer(p.token),
      payload: { id: drop.inventory_item_id },
    });
    expect(sell.statusCode).toBe(200);

    const after = await scrape();
    expect(after).toContain('cases_http_request_duration_seconds_bucket');
    expect(metric(after, 'cases_opened_total{kind="paid"}')).toBe(2);
    expect(metric(after, 'cases_items_sold_total')).toBe(1);
    expect(metric(after, 'cases_deposits_kopecks')).toBe(50_000);
    // The deposit's reconciliation job waits on the durable queue (due in a day for the sandbox).
    expect(metric(after, 'cases_jobs{queue="payment-reconcile",state="created"}')).toBe(1);
    // Not due yet, so not overdue; every declared queue reports its figure.
    expect(metric(after, 'cases_jobs_overdue{queue="payment-reconcile"}')).toBe(0);
    const held = metric(after, 'cases_balances_kopecks');
    expect(held).toBeGreaterThan(0);
    expect(metric(after, 'cases_ledger_kopecks')).toBe(held);
    expect(
      metric(
        after,
        'cases_http_request_duration_seconds_count{method="POST",route="/v1/cases/:id/open",status="200"}',
      ),
    ).toBe(1);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789';
    t = await createTestApp({ METRICS_TOKEN: token });
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json<{ data: { code: string } }>().data.code).toBe('authentication');
    const wrong = await t.app.inject({ url: '/metrics', headers: bearer(`${token}x`) });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ url: '/metrics', headers: bearer(token) });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('cases_opened_total');
  });

  it('sheds requests with 503 busy while the event loop lags, but not the probes', async () => {
    // The lag is the test's input: a loaded machine lags the real loop whenever it likes.
    let lag = 0;
    t = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: '50' }, { loopDelay: () => lag });
    expect((await t.app.inject({ url: '/v1/sections-main' })).statusCode).toBe(200);
    // At the limit is not past it.
    lag = 50;
    expect((await t.app.inject({ url: '/v1/sections-main' })).statusCode).toBe(200);
    lag = 51;
    const shed = await t.app.inject({ url: '/v1/sections-main' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toEqual({
      success: false,
      data: { code: 'busy', message: 'Overloaded, please retry' },
    });
    for (const url of ['/healthz', '/readyz', '/metrics'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    // Once the loop is calm again, requests are served.
    lag = 0;
    expect((await t.app.inject({ url: '/v1/sections-main' })).statusCode).toBe(200);
  });
});
