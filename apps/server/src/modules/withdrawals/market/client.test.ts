/**
 * The marketplace client (issue 46, market/client.ts) against a local fake of the API: the request rate (on a
 * virtual clock: each request's departure is recorded, so the figure does not depend on the machine's speed),
 * retries of reads on 5xx, 429 and timeouts, no retry of a purchase, a refused key, and the circuit opening,
 * staying open without a request, and closing after a good trial.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketFake, type MarketFake } from '../../../test/market-fake.ts';
import { virtualClock } from '../../../test/market-fixtures.ts';
import { createMarketClient, MarketError, type MarketClientOptions } from './client.ts';

let fake: MarketFake;
beforeAll(async () => {
  fake = await startMarketFake({ balanceKopecks: 123_456 });
});
afterAll(() => fake.close());

function client(o: Partial<MarketClientOptions> = {}) {
  const clock = virtualClock();
  const sent: { method: string; at: number }[] = [];
  const sleeps: number[] = [];
  const c = createMarketClient({
    baseUrl: fake.url,
    key: fake.key,
    ratePerS: 1000,
    timeoutMs: 5_000,
    circuit: { failures: 3, openMs: 10_000 },
    now: clock.now,
    sleep: (ms) => {
      sleeps.push(ms);
      return clock.sleep(ms);
    },
    random: () => 0.5,
    onRequest: (method, at) => void sent.push({ method, at }),
    ...o,
  });
  return { c, clock, sent, sleeps };
}

/** The most requests that left within any one second. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('the marketplace client (issue 46)', () => {
  it('reads the balance in kopecks, the cheapest offer, and a purchase by custom_id', async () => {
    const { c } = client();
    expect(await c.money()).toBe(123_456);
    fake.setPrice('Dragonclaw Hook', 4_200);
    expect(await c.cheapest('Dragonclaw Hook')).toBe(4_200);
    fake.unlisted.add('Nobody Sells This');
    expect(await c.cheapest('Nobody Sells This')).toBeNull();
    expect(await c.buyInfo('client-none')).toBeNull();
    const bought = await c.buyFor({
      hashName: 'Dragonclaw Hook',
      maxPriceKopecks: 5_000,
      partner: '12345',
      token: 'AbC-d_9x',
      customId: 'client-1',
    });
    expect(bought).toEqual({ ok: true, id: expect.any(String) as string, priceKopecks: 4_200 });
    expect(await c.buyInfo('client-1')).toMatchObject({
      stage: '1',
      tradeId: null,
      priceKopecks: 4_200,
    });
    expect(await c.money()).toBe(123_456 - 4_200);
  });

  it('sends at most `ratePerS` requests a second, however many are asked for at once', async () => {
    const { c, sent } = client({ ratePerS: 5 });
    await Promise.all(Array.from({ length: 30 }, () => c.money()));
    expect(sent).toHaveLength(30);
    expect(busiestSecond(sent.map((s) => s.at))).toBe(5);
  });

  it('retries a read after 503 and 429 with growing, jittered backoff', async () => {
    const { c, sent, sleeps } = client();
    fake.failNext('get-money', 503, 1);
    await expect(c.money()).resolves.toBeGreaterThan(0);
    fake.failNext('get-money', 429, 1);
    await expect(c.money()).resolves.toBeGreaterThan(0);
    expect(sent.filter((s) => s.method === 'get-money')).toHaveLength(4);
    // 500 ms × 2^(try − 1) plus half of it as jitter (random 0.5), between each try.
    expect(sleeps.filter((ms) => ms >= 500)).toEqual([750, 750]);
    fake.failNext('get-money', 502, 3);
    const err: unknown = await c.money().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MarketError);
    expect((err as MarketError).status).toBe(502);
    expect(sleeps.filter((ms) => ms >= 500)).toEqual([750, 750, 750, 1500]);
  });

  it('retries a read that timed out', async () => {
    const { c, sent } = client({ timeoutMs: 1_000 });
    fake.hangNext('get-money', 1);
    await expect(c.money()).resolves.toBeGreaterThan(0);
    expect(sent.filter((s) => s.method === 'get-money')).toHaveLength(2);
  });

  it('never retries a purchase, and a wrong key fails at once', async () => {
    const { c, sent } = client();
    fake.failNext('buy-for', 503, 1);
    await expect(
      c.buyFor({
        hashName: 'Dragonclaw Hook',
        maxPriceKopecks: 5_000,
        partner: '12345',
        token: 'AbC-d_9x',
        customId: 'client-2',
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(sent.filter((s) => s.method === 'buy-for')).toHaveLength(1);
    expect(await c.buyInfo('client-2')).toBeNull();
    const wrong = client({ key: 'not-the-key' });
    await expect(wrong.c.money()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(wrong.sent).toHaveLength(1);
  });

  it('opens the circuit after failures in a row, sends nothing while open, closes after a good trial', async () => {
    const { c, clock, sent } = client({ readAttempts: 1 });
    fake.failNext('get-money', 500, 4);
    for (let i = 0; i < 3; i++) await expect(c.money()).rejects.toMatchObject({ kind: 'http' });
    expect(c.circuit()).toBe('open');
    await expect(c.money()).rejects.toMatchObject({ kind: 'circuit_open' });
    expect(sent).toHaveLength(3);
    clock.advance(10_000);
    expect(c.circuit()).toBe('half-open');
    // The trial fails: open again for another 10 s.
    await expect(c.money()).rejects.toMatchObject({ kind: 'http' });
    expect(c.circuit()).toBe('open');
    await expect(c.cheapest('Dragonclaw Hook')).rejects.toMatchObject({ kind: 'circuit_open' });
    expect(sent).toHaveLength(4);
    clock.advance(10_000);
    await expect(c.money()).resolves.toBeGreaterThan(0);
    expect(c.circuit()).toBe('closed');
    expect(sent).toHaveLength(5);
  });
});
