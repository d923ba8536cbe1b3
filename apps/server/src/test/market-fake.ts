/**
 * A local marketplace speaking the part of API v2 the market provider uses (issue 46; market.dota2.net and
 * market.csgo.com answer alike): `get-money`, `search-item-by-hash-name`, `buy-for`, `get-buy-info-by-custom-id` and
 * its batch `get-list-buy-info-by-custom-id` (`custom_id[]` repeated; `data` keyed by custom_id, unknown ones left out).
 * Prices in kopecks (a RUB account). Every item is on sale at `priceOf(hashName)` unless `unlisted`; a purchase
 * takes its price from the balance and starts at stage 1 (on its way) without a trade offer; its seller then sends
 * one (`send`), the player accepts (`deliver`, stage 2), or the trade fails (`failPurchase`, stage 5, refunded).
 * With `autoMs` the seller does each step by itself after that many ms (`npm run start:market-fake`).
 *
 * Faults for tests: `failNext(method, status, times)` answers HTTP `status` (429, 5xx) instead; `hangNext(method,
 * times)` never answers (a timeout at the client); `loseAnswerNext(method, times)` does the call but never answers.
 * `requests` logs each call (method, instant) as it arrives.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePurchase {
  id: string;
  customId: string;
  hashName: string;
  price: number;
  partner: string;
  token: string;
  stage: '1' | '2' | '5';
  tradeId: string | null;
}

export interface MarketFakeOptions {
  key?: string;
  balanceKopecks?: number;
  /** The cheapest offer of an item (kopecks); default 100 ₽. */
  priceOf?: (hashName: string) => number;
  /** The seller sends, then the player accepts, each this many ms after the step before. */
  autoMs?: number;
  port?: number;
}

export interface MarketFake {
  url: string;
  key: string;
  purchases: Map<string, FakePurchase>;
  requests: { method: string; at: number }[];
  balance(): number;
  setBalance(kopecks: number): void;
  unlisted: Set<string>;
  setPrice(hashName: string, kopecks: number): void;
  failNext(method: string, status: number, times?: number): void;
  hangNext(method: string, times?: number): void;
  /** Carries out the next `times` calls of `method` but never answers them. */
  loseAnswerNext(method: string, times?: number): void;
  send(customId: string): void;
  deliver(customId: string): void;
  failPurchase(customId: string): void;
  close(): Promise<void>;
}

export async function startMarketFake(o: MarketFakeOptions = {}): Promise<MarketFake> {
  const key = o.key ?? 'fake-market-key';
  let balance = o.balanceKopecks ?? 1_000_000;
  const prices = new Map<string, number>();
  const priceOf = (h: string) => prices.get(h) ?? o.priceOf?.(h) ?? 10_000;
  const purchases = new Map<string, FakePurchase>();
  const requests: { method: string; at: number }[] = [];
  const unlisted = new Set<string>();
  const faults = new Map<string, { status: number; times: number }[]>();
  const hung: ServerResponse[] = [];
  let seq = 0;
  const timers = new Set<NodeJS.Timeout>();
  const later = (fn: () => void) => {
    if (o.autoMs === undefined) return;
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, o.autoMs);
    timers.add(t);
  };

  const send = (customId: string) => {
    const p = purchases.get(customId);
    if (p && p.stage === '1' && p.tradeId === null) {
      p.tradeId = String(7_000_000_000 + ++seq);
      later(() => deliver(customId));
    }
  };
  const deliver = (customId: string) => {
    const p = purchases.get(customId);
    if (p && p.stage === '1') p.stage = '2';
  };
  const failPurchase = (customId: string) => {
    const p = purchases.get(customId);
    if (p && p.stage === '1') {
      p.stage = '5';
      balance += p.price;
    }
  };

  const infoOf = (p: FakePurchase) => ({
    id: p.id,
    market_hash_name: p.hashName,
    price: p.price,
    stage: p.stage,
    trade_id: p.tradeId,
  });

  const answer = (q: URLSearchParams, method: string): [number, unknown] => {
    if (q.get('key') !== key) return [401, { success: false, error: 'Bad KEY' }];
    switch (method) {
      case 'get-money':
        return [200, { money: balance / 100, currency: 'RUB' }];
      case 'search-item-by-hash-name': {
        const h = q.get('hash_name') ?? '';
        if (unlisted.has(h)) return [200, { success: true, currency: 'RUB', data: [] }];
        const price = priceOf(h);
        return [
          200,
          {
            success: true,
            currency: 'RUB',
            data: [
              { market_hash_name: h, price: price + 500, count: 1 },
              { market_hash_name: h, price, count: 3 },
            ],
          },
        ];
      }
      case 'buy-for': {
        const customId = q.get('custom_id') ?? '';
        const h = q.get('hash_name') ?? '';
        const max = Number(q.get('price'));
        if (!customId || !h || !Number.isInteger(max) || !q.get('partner') || !q.get('token'))
          return [200, { success: false, error: 'bad_input' }];
        if (purchases.has(customId)) return [200, { success: false, error: 'custom_id_used' }];
        if (unlisted.has(h)) return [200, { success: false, error: 'no_offers' }];
        const price = priceOf(h);
        if (price > max) return [200, { success: false, error: 'price_too_low' }];
        if (balance < price) return [200, { success: false, error: 'not_enough_money' }];
        balance -= price;
        const id = String(900_000 + ++seq);
        purchases.set(customId, {
          id,
          customId,
          hashName: h,
          price,
          partner: q.get('partner')!,
          token: q.get('token')!,
          stage: '1',
          tradeId: null,
        });
        later(() => send(customId));
        return [200, { success: true, id, price }];
      }
      case 'get-buy-info-by-custom-id': {
        const p = purchases.get(q.get('custom_id') ?? '');
        if (!p) return [200, { success: false, error: 'not_found' }];
        return [200, { success: true, data: infoOf(p) }];
      }
      case 'get-list-buy-info-by-custom-id': {
        const data: Record<string, unknown> = {};
        for (const id of q.getAll('custom_id[]')) {
          const p = purchases.get(id);
          if (p) data[id] = infoOf(p);
        }
        return [200, { success: true, data }];
      }
      default:
        return [404, { success: false, error: 'unknown method' }];
    }
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = url.pathname.replace(/^\/api\/v2\//, '').replace(/^\//, '');
    requests.push({ method, at: Date.now() });
    const hang = faults.get(`hang:${method}`)?.[0];
    if (hang && hang.times > 0) {
      hang.times -= 1;
      hung.push(res);
      return;
    }
    const lose = faults.get(`lose:${method}`)?.[0];
    if (lose && lose.times > 0) {
      // Done, but the answer never comes back (the caller times out or dies waiting).
      lose.times -= 1;
      answer(url.searchParams, method);
      hung.push(res);
      return;
    }
    const fault = faults.get(method)?.[0];
    let status: number;
    let body: unknown;
    if (fault && fault.times > 0) {
      fault.times -= 1;
      [status, body] = [fault.status, { success: false, error: `HTTP ${fault.status}` }];
    } else [status, body] = answer(url.searchParams, method);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(o.port ?? 0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    key,
    purchases,
    requests,
    balance: () => balance,
    setBalance: (k) => void (balance = k),
    unlisted,
    setPrice: (h, k) => void prices.set(h, k),
    failNext: (method, status, times = 1) => faults.set(method, [{ status, times }]),
    hangNext: (method, times = 1) => faults.set(`hang:${method}`, [{ status: 0, times }]),
    loseAnswerNext: (method, times = 1) => faults.set(`lose:${method}`, [{ status: 0, times }]),
    send,
    deliver,
    failPurchase,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      for (const r of hung) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
