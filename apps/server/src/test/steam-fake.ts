/**
 * A local Steam speaking the part of steamcommunity.com and api.steampowered.com the Steam bot provider uses
 * (issue 46; modules/withdrawals/steam/): the bot's inventory (`/inventory/<steamid>/<app>/<context>`), sending a trade
 * offer (`/tradeoffer/new/send`), its mobile confirmation (`/mobileconf/getlist`, `/mobileconf/ajaxop`, keys checked
 * against the identity secret as Steam does), cancelling it (`/tradeoffer/<id>/cancel`) and reading offers
 * (`IEconService/GetTradeOffer`, `GetTradeOffers`). The shop points both of its Steam base URLs here.
 *
 * A sent offer waits for its confirmation (state 9), then is active (2); the player accepts it (`accept`, state 3: its
 * items leave the bot's inventory) or declines it (`decline`, 7). With `autoMs` the player accepts each offer that
 * long after its confirmation (`npm run start:market-fake`). Faults: `failNext(path, status, times)` answers HTTP
 * `status` instead; `loseAnswerNext(path, times)` does the call but never answers. `requests` logs each path.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import SteamTotp from 'steam-totp';
import {
  accountIdOf,
  formOf,
  json,
  OFFER_STATE,
  rawOfferOf,
  type FakeAsset,
  type FakeOffer,
} from './steam-fake-wire.ts';

export { OFFER_STATE, type FakeAsset, type FakeOffer } from './steam-fake-wire.ts';

export interface SteamFakeOptions {
  /** The bot's 64-bit SteamID. */
  steamId?: string;
  identitySecret?: string;
  /** The bot's inventory: market hash names, one asset each. */
  items?: string[];
  appId?: number;
  autoMs?: number;
  port?: number;
}

export interface SteamFake {
  url: string;
  steamId: string;
  identitySecret: string;
  /** The web session cookies of the bot's account (steamLoginSecure with its SteamID, sessionid). */
  cookies: string[];
  inventory: FakeAsset[];
  offers: Map<string, FakeOffer>;
  requests: { path: string; at: number }[];
  addItem(hashName: string): FakeAsset;
  /** Takes every copy of `hashName` out of the bot's inventory (traded away by hand). */
  removeItems(hashName: string): void;
  accept(offerId: string): void;
  decline(offerId: string): void;
  failNext(path: string, status: number, times?: number): void;
  loseAnswerNext(path: string, times?: number): void;
  close(): Promise<void>;
}

export async function startSteamFake(o: SteamFakeOptions = {}): Promise<SteamFake> {
  const steamId = o.steamId ?? '76561198000000001';
  const identitySecret = o.identitySecret ?? Buffer.from('fake-identity-secret').toString('base64');
  const appId = o.appId ?? 570;
  const inventory: FakeAsset[] = [];
  const offers = new Map<string, FakeOffer>();
  const requests: { path: string; at: number }[] = [];
  const faults = new Map<string, { status: number; times: number }>();
  const lost = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let nextAsset = 1_000_000;
  let nextOffer = 7_000_000;
  let nextConf = 1;
  const confIds = new Map<string, number>();

  const addItem = (hashName: string) => {
    const asset = { assetid: String(nextAsset++), classid: String(nextAsset), hashName };
    inventory.push(asset);
    return asset;
  };
  for (const name of o.items ?? []) addItem(name);

  const now = () => Math.floor(Date.now() / 1000);
  const setState = (offer: FakeOffer, state: number) => {
    offer.state = state;
    offer.updated = now();
    if (state === OFFER_STATE.accepted) {
      const gone = new Set(offer.assetIds);
      for (let i = inventory.length - 1; i >= 0; i--)
        if (gone.has(inventory[i]!.assetid)) inventory.splice(i, 1);
    }
  };
  const busyAssets = () =>
    new Set(
      [...offers.values()]
        .filter((f) => f.state === OFFER_STATE.active || f.state === OFFER_STATE.needsConfirmation)
        .flatMap((f) => f.assetIds),
    );
  const rawOffer = (f: FakeOffer) => rawOfferOf(f, appId, inventory);
  const confKeyOk = (q: URLSearchParams, tag: string) =>
    q.get('k') === SteamTotp.getConfirmationKey(identitySecret, Number(q.get('t')), tag) &&
    q.get('a') === steamId;

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.replace(/\/+$/, '');
    const q = url.searchParams;
    const inv = /^\/inventory\/(\d+)\/(\d+)\/(\d+)$/.exec(path);
    if (inv) {
      if (inv[1] !== steamId) return json(res, 403, null);
      return json(res, 200, {
        success: 1,
        total_inventory_count: inventory.length,
        assets: inventory.map((a) => ({
          appid: appId,
          contextid: '2',
          assetid: a.assetid,
          classid: a.classid,
          instanceid: '0',
          amount: '1',
        })),
        descriptions: inventory.map((a) => ({
          appid: appId,
          classid: a.classid,
          instanceid: '0',
          market_hash_name: a.hashName,
          name: a.hashName,
          tradable: 1,
        })),
      });
    }
    if (path === '/tradeoffer/new/send' && req.method === 'POST') {
      const form = await formOf(req);
      if (!form.get('sessionid')) return json(res, 401, null);
      const offer = JSON.parse(form.get('json_tradeoffer') ?? '{}') as {
        me?: { assets?: { assetid: string }[] };
      };
      const params = JSON.parse(form.get('trade_offer_create_params') ?? '{}') as {
        trade_offer_access_token?: string;
      };
      const assetIds = (offer.me?.assets ?? []).map((a) => String(a.assetid));
      const busy = busyAssets();
      const held = new Set(inventory.map((a) => a.assetid));
      if (assetIds.length === 0 || assetIds.some((a) => !held.has(a) || busy.has(a)))
        return json(res, 500, {
          strError: 'There was an error sending your trade offer.  Please try again later. (26)',
        });
      const id = String(nextOffer++);
      offers.set(id, {
        id,
        accountId: accountIdOf(form.get('partner') ?? '0'),
        token: params.trade_offer_access_token ?? null,
        message: form.get('tradeoffermessage') ?? '',
        assetIds,
        state: OFFER_STATE.needsConfirmation,
        created: now(),
        updated: now(),
      });
      return json(res, 200, { tradeofferid: id, needs_mobile_confirmation: true });
    }
    if (path === '/mobileconf/getlist') {
      if (!confKeyOk(q, q.get('tag') ?? ''))
        return json(res, 200, { success: false, needauth: true });
      const conf = [...offers.values()]
        .filter((f) => f.state === OFFER_STATE.needsConfirmation)
        .map((f) => {
          if (!confIds.has(f.id)) confIds.set(f.id, nextConf++);
          return {
            type: 2,
            id: String(confIds.get(f.id)),
            nonce: `n${confIds.get(f.id)}`,
            creator_id: f.id,
            creation_time: f.created,
          };
        });
      return json(res, 200, { success: true, conf });
    }
    if (path === '/mobileconf/ajaxop') {
      if (!confKeyOk(q, q.get('tag') ?? '')) return json(res, 200, { success: false });
      const entry = [...confIds.entries()].find(([, cid]) => String(cid) === q.get('cid'));
      const offer = entry ? offers.get(entry[0]) : undefined;
      if (
        !offer ||
        q.get('ck') !== `n${q.get('cid')}` ||
        offer.state !== OFFER_STATE.needsConfirmation
      )
        return json(res, 200, { success: false, message: 'Invalid confirmation' });
      if (q.get('op') === 'allow') {
        setState(offer, OFFER_STATE.active);
        if (o.autoMs !== undefined) {
          const t = setTimeout(() => {
            timers.delete(t);
            if (offer.state === OFFER_STATE.active) setState(offer, OFFER_STATE.accepted);
          }, o.autoMs);
          timers.add(t);
        }
      } else setState(offer, OFFER_STATE.canceled);
      return json(res, 200, { success: true });
    }
    const cancel = /^\/tradeoffer\/(\d+)\/cancel$/.exec(path);
    if (cancel && req.method === 'POST') {
      await formOf(req);
      const offer = offers.get(cancel[1]!);
      if (!offer) return json(res, 500, null);
      if (offer.state === OFFER_STATE.active || offer.state === OFFER_STATE.needsConfirmation)
        setState(offer, OFFER_STATE.canceled);
      return json(res, 200, { tradeofferid: offer.id });
    }
    if (path === '/IEconService/GetTradeOffer/v1') {
      const offer = offers.get(q.get('tradeofferid') ?? '');
      return json(
        res,
        200,
        { response: offer ? { offer: rawOffer(offer) } : {} },
        { 'x-eresult': '1' },
      );
    }
    if (path === '/IEconService/GetTradeOffers/v1') {
      const cutoff = Number(q.get('time_historical_cutoff') ?? 0);
      const open = (f: FakeOffer) =>
        f.state === OFFER_STATE.active || f.state === OFFER_STATE.needsConfirmation;
      const sent = [...offers.values()].filter((f) =>
        q.get('active_only') === '1' ? open(f) || f.updated >= cutoff : true,
      );
      return json(
        res,
        200,
        {
          response: {
            trade_offers_sent: sent.map(rawOffer),
            trade_offers_received: [],
            next_cursor: 0,
          },
        },
        { 'x-eresult': '1' },
      );
    }
    json(res, 404, null);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/\/+$/, '');
    requests.push({ path, at: Date.now() });
    const fault = faults.get(path);
    if (fault && fault.times > 0) {
      fault.times--;
      req.resume();
      return json(res, fault.status, null);
    }
    const losing = lost.get(path) ?? 0;
    if (losing > 0) {
      lost.set(path, losing - 1);
      // Carried out, the answer never sent: the socket is left to the client's time limit.
      void route(
        req,
        { writeHead: () => undefined, end: () => undefined } as unknown as ServerResponse,
        url,
      );
      return;
    }
    route(req, res, url).catch(() => json(res, 500, null));
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    steamId,
    identitySecret,
    cookies: [`steamLoginSecure=${steamId}%7C%7Cfake.access.token`, 'sessionid=fakesession0001'],
    inventory,
    offers,
    requests,
    addItem,
    removeItems: (hashName) => {
      for (let i = inventory.length - 1; i >= 0; i--)
        if (inventory[i]!.hashName === hashName) inventory.splice(i, 1);
    },
    accept: (id) => {
      const offer = offers.get(id);
      if (offer?.state === OFFER_STATE.active) setState(offer, OFFER_STATE.accepted);
    },
    decline: (id) => {
      const offer = offers.get(id);
      if (offer?.state === OFFER_STATE.active) setState(offer, OFFER_STATE.declined);
    },
    failNext: (path, status, times = 1) => faults.set(path, { status, times }),
    loseAnswerNext: (path, times = 1) => lost.set(path, times),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
