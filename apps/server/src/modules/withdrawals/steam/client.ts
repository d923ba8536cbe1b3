/**
 * The shop's Steam trade bot over DoctorMcKay's maintained libraries (issue 46; docs/withdrawals.md): `steamcommunity`
 * for the web session, the bot's inventory and its mobile confirmations (keys from the identity secret with
 * `steam-totp`), `steam-tradeoffer-manager` for trade offers (sent to a trade link, read, cancelled; its own polling
 * off, its API calls with the session's access token). The session's cookies come from `signIn` (the bot's account
 * through `steam-user`, session.ts) and are asked for again when Steam says the session expired.
 *
 * What it keeps to: requests leave one at a time at most `ratePerS` a second (Steam answers 429 to bursts), each with a
 * `timeoutMs` time limit; reads (the inventory, offers) are retried on a 5xx, a 429, a timeout or a network error with
 * exponential backoff and jitter (retry.ts; sends and confirmations are not: the bot looks its offer up first); after
 * `circuit.failures` such failures in a row no request leaves for `circuit.openMs`, then one trial decides
 * (circuit.ts, shown on /metrics and in the console); `communityUrl` and `apiUrl` replace steamcommunity.com and api.steampowered.com (a local fake
 * in tests and `npm run start:market-fake`). Every call throws on transport trouble or an answer it cannot read; the
 * withdrawal's step is then retried by the job queue.
 */
import type { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import SteamCommunity from 'steamcommunity';
import type CEconItem from 'steamcommunity/classes/CEconItem';
import SteamTotp from 'steam-totp';
import TradeOfferManager from 'steam-tradeoffer-manager';
import { createCircuit, type CircuitState } from '../circuit.ts';
import { createRateSlot } from '../rate-slot.ts';
import { cryptoRandom, realSleep, withRetries, type RetryOptions } from '../retry.ts';

/** Steam's own bases, replaced by `communityUrl` and `apiUrl`. */
export const STEAM_COMMUNITY_URL = 'https://steamcommunity.com';
export const STEAM_API_URL = 'https://api.steampowered.com';

/** A trade offer the bot sent, as far as the shop needs it. */
export interface SentOffer {
  id: string;
  message: string;
  /** open: waiting for its confirmation or the player; escrow: accepted, held by Steam; ended: cancelled, declined, expired. */
  state: 'needs_confirmation' | 'active' | 'escrow' | 'accepted' | 'ended';
  assetIds: string[];
}

export interface SteamAsset {
  assetId: string;
  hashName: string;
}

/** What the Steam provider asks of Steam (steam/bot.ts); the tests' fake answers it over HTTP. */
export interface SteamTrade {
  /** The bot's tradable items of the game. */
  inventory(): Promise<SteamAsset[]>;
  /** The offers the bot sent that are open, or changed since `since`. */
  sentOffers(since: Date): Promise<SentOffer[]>;
  /** Sends `assetId` to the trade link's owner with `message`; the new offer's id and whether it awaits confirmation. */
  send(o: {
    tradeUrl: string;
    assetId: string;
    message: string;
  }): Promise<{ id: string; needsConfirmation: boolean }>;
  /** Confirms offer `offerId` with the identity secret; false when Steam lists no confirmation for it. */
  confirm(offerId: string): Promise<boolean>;
  /** Offer `offerId`, or null when Steam knows none. */
  offer(offerId: string): Promise<SentOffer | null>;
  /** Cancels offer `offerId` (nothing when it is no longer open). */
  cancel(offerId: string): Promise<void>;
  /** The circuit: closed (requests go), open (none go), half-open (one trial goes). */
  circuit(): CircuitState;
}

export interface SteamClientOptions {
  communityUrl: string;
  apiUrl: string;
  /** The game: 570 Dota 2, 730 CS2; the context of both is 2. */
  appId: number;
  identitySecret: string;
  ratePerS: number;
  timeoutMs: number;
  /** The bot's web session cookies (`steamLoginSecure`, `sessionid`). */
  signIn: () => Promise<string[]>;
  /** Seconds this machine's clock is behind Steam's (steam-totp's `getTimeOffset`; 0 against a fake). */
  timeOffset: () => Promise<number>;
  /** The reads' retries (default: 3 tries from 500 ms, real sleeps, crypto jitter). */
  retry?: Partial<RetryOptions>;
  circuit: { failures: number; openMs: number };
  /** The circuit's clock (ms; default Date.now). */
  now?: () => number;
}

/** A failure worth another try: Steam's 5xx and 429, a timeout, a dropped or refused connection. */
const retriable = (err: unknown) =>
  err instanceof Error &&
  /HTTP error (429|5\d\d)|ETIMEDOUT|ESOCKETTIMEDOUT|ECONNRESET|ECONNREFUSED|socket hang up/.test(
    err.message,
  );

/** Steam's ETradeOfferState onto the shop's view of an offer. */
function stateOf(state: number): SentOffer['state'] {
  const S = TradeOfferManager.ETradeOfferState;
  if (state === S.CreatedNeedsConfirmation) return 'needs_confirmation';
  if (state === S.Active) return 'active';
  if (state === S.InEscrow) return 'escrow';
  if (state === S.Accepted) return 'accepted';
  return 'ended';
}

interface OfferLike {
  id?: string | null;
  message: string;
  state: number;
  itemsToGive: { assetid: string | number }[];
}
const sentOfferOf = (o: OfferLike): SentOffer => ({
  id: String(o.id),
  message: o.message,
  state: stateOf(o.state),
  assetIds: o.itemsToGive.map((i) => String(i.assetid)),
});

/** steamcommunity's pre-request hook (documented in its wiki, missing from its types): true delays the request. */
type PreRequest = (
  id: number,
  source: string,
  options: { url?: string; uri?: string },
  proceed: (err: Error | null) => void,
) => boolean;

export function createSteamClient(o: SteamClientOptions): SteamTrade {
  const community = new SteamCommunity({ timeout: o.timeoutMs });
  const manager = new TradeOfferManager({
    community,
    pollInterval: -1,
    dataDirectory: null,
    useAccessToken: true,
  });
  const slot = createRateSlot(o.ratePerS);
  const retry: RetryOptions = {
    attempts: 3,
    backoffMs: 500,
    sleep: realSleep,
    random: cryptoRandom,
    ...o.retry,
  };
  const read = <T>(fn: () => Promise<T>) => withRetries(fn, retriable, retry);
  const rewrite = (url: string) =>
    url.startsWith(STEAM_COMMUNITY_URL)
      ? o.communityUrl + url.slice(STEAM_COMMUNITY_URL.length)
      : url.startsWith(STEAM_API_URL)
        ? o.apiUrl + url.slice(STEAM_API_URL.length)
        : url;
  // The circuit: each request that leaves is counted when it ends (steamcommunity's `postHttpRequest`).
  const circuit = createCircuit({ ...o.circuit, now: o.now });
  const leaving = new Map<number, () => void>();
  const preRequest: PreRequest = (id, _source, options, proceed) => {
    const left = circuit.enter();
    if (!left) {
      proceed(new Error('Steam circuit open'));
      return true;
    }
    leaving.set(id, left);
    const url = rewrite(options.uri ?? options.url ?? '');
    options.uri = options.url = url;
    slot().then(
      () => proceed(null),
      (err: unknown) => proceed(err instanceof Error ? err : new Error(String(err))),
    );
    return true;
  };
  (community as unknown as { onPreHttpRequest: PreRequest }).onPreHttpRequest = preRequest;
  (community as unknown as EventEmitter).on(
    'postHttpRequest',
    (id: number, _source: string, _options: unknown, err: Error | null) => {
      if (err && retriable(err)) circuit.failed();
      else circuit.succeeded();
      leaving.get(id)?.();
      leaving.delete(id);
    },
  );

  // The session: signed in on first use, and again after Steam said it expired.
  let session: Promise<void> | null = null;
  community.on('sessionExpired', () => {
    session = null;
  });
  const signedIn = () => {
    session ??= o
      .signIn()
      .then(
        (cookies) =>
          new Promise<void>((resolve, reject) =>
            manager.setCookies(cookies, (err) => (err ? reject(err) : resolve())),
          ),
      );
    const current = session;
    current.catch(() => {
      if (session === current) session = null;
    });
    return current;
  };

  let lastConfTime = 0;
  const confTime = async () => {
    lastConfTime = Math.max(SteamTotp.time(await o.timeOffset()), lastConfTime + 1);
    return lastConfTime;
  };

  const getOffer = async (id: string) => {
    await signedIn();
    try {
      return await read(() => promisify(manager.getOffer.bind(manager))(id));
    } catch (err) {
      if (err instanceof Error && err.message === 'No matching offer found') return null;
      throw err;
    }
  };

  return {
    async inventory() {
      await signedIn();
      const items = await read(() =>
        promisify(manager.getInventoryContents.bind(manager))(o.appId, 2, true),
      );
      return items.map((i) => ({ assetId: String(i.assetid), hashName: i.market_hash_name }));
    },
    async sentOffers(since) {
      await signedIn();
      const getOffers = (cb: (err: Error | null, sent: OfferLike[]) => void) =>
        manager.getOffers(TradeOfferManager.EOfferFilter.ActiveOnly, since, (err, sent) =>
          cb(err, sent),
        );
      const sent = await read(() => promisify(getOffers)());
      return sent.map(sentOfferOf);
    },
    async send({ tradeUrl, assetId, message }) {
      await signedIn();
      const offer = manager.createOffer(tradeUrl);
      // The library sends only these three fields of an item (its types ask for a whole inventory item).
      offer.addMyItem({ appid: o.appId, contextid: 2, assetid: assetId } as CEconItem);
      offer.setMessage(message);
      const status = await new Promise<string>((resolve, reject) =>
        offer.send((err, s) => (err ? reject(err) : resolve(s))),
      );
      return { id: String(offer.id), needsConfirmation: status === 'pending' };
    },
    async confirm(offerId) {
      await signedIn();
      const listTime = await confTime();
      const confs = await promisify(community.getConfirmations.bind(community))(
        listTime,
        SteamTotp.getConfirmationKey(o.identitySecret, listTime, 'conf'),
      );
      const conf = confs.find((c) => String(c.creator) === offerId);
      if (!conf) return false;
      const allowTime = await confTime();
      await new Promise<void>((resolve, reject) =>
        community.respondToConfirmation(
          Number(conf.id),
          conf.key,
          allowTime,
          SteamTotp.getConfirmationKey(o.identitySecret, allowTime, 'allow'),
          true,
          (err) => (err ? reject(err) : resolve()),
        ),
      );
      return true;
    },
    async offer(offerId) {
      const offer = await getOffer(offerId);
      return offer ? sentOfferOf(offer) : null;
    },
    circuit: () => circuit.state(),
    async cancel(offerId) {
      const offer = await getOffer(offerId);
      if (!offer || !['needs_confirmation', 'active', 'escrow'].includes(stateOf(offer.state)))
        return;
      await new Promise<void>((resolve, reject) =>
        offer.cancel((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}
