/**
 * The marketplace trade provider (issue 46, TRADE_PROVIDER=market; docs/withdrawals.md): a withdrawal buys the
 * cheapest offer of the item's `market_hash_name` with `buy-for` to the player's trade link, and the seller sends it.
 * Each purchase's `custom_id` is `<prefix>-w<job id>`: every step asks `get-buy-info-by-custom-id` first, so a step
 * run again (a retry, a restart after `kill -9`) finds the purchase instead of buying twice.
 *
 * What a send answers (the spec's item statuses, spec 001 §3, without a new one):
 * - no purchase yet: held back (`wait` with a reason the console sees; the player sees PREPARING) when nobody sells
 *   the item (`no_offers`), when the cheapest costs more than its shop price × MARKET_PRICE_CEILING
 *   (`price_above_ceiling`), or when the marketplace balance would fall under MARKET_MIN_BALANCE_RUB
 *   (`market_balance_low`); else bought (`wait` until the seller sends, with the price paid);
 * - stage 1 with the seller's trade offer: sent (the Steam offer's id); stage 2: sent, then accepted
 *   (STEAM_WITHDRAWN); stage 5: failed (`error_skin_transfer`, the item back in the inventory; the marketplace
 *   refunds the shop).
 * A purchase cannot be taken back: cancelling one on its way answers `pending`, and so does a job whose last
 * purchase request may still be on its way (within three request time limits of it). Transport trouble throws
 * (MarketError): the job's step is retried, and it asks `get-buy-info-by-custom-id` again first.
 *
 * Polls are batched: a withdrawal the marketplace was asked to deliver is looked up together with every other open
 * purchase (`openPurchases`) in one `get-list-buy-info-by-custom-id`, and the answers are kept for half a poll
 * interval, so the other steps of that round ask nothing: one request per round instead of one per purchase (fifty
 * open purchases polled every 10 s alone would take the marketplace's whole five requests a second). A job not in
 * the batch's answer, and one never attempted, is asked alone.
 */
import { parseTradeUrl } from '@cases/domain/steam-id';
import type { MarketConfig } from '../../../trade-config.ts';
import type { OfferRef, OfferState, SendResult, TradeBot } from '../bot.ts';
import { LIST_MAX, type BuyInfo, type MarketClient } from './client.ts';

/** What the marketplace needs to know of an inventory item: its market name and the shop's price (kopecks). */
export interface MarketItem {
  hashName: string;
  priceKopecks: number;
}

export interface MarketBotOptions {
  client: MarketClient;
  cfg: MarketConfig;
  /** The item of an inventory row, or null when there is none. */
  itemOf: (inventoryItemId: number) => Promise<MarketItem | null>;
  now?: () => number;
  /** Told when buying pauses for the marketplace balance (the log's warning). */
  onLowBalance?: (balanceKopecks: number) => void;
  /** Told of the balance at each check before a purchase, and whether it is too low to buy (the console's panel). */
  onBalance?: (balanceKopecks: number, low: boolean) => void;
  /** The job ids of the open withdrawals the marketplace was asked to deliver (batched polls); none: each alone. */
  openPurchases?: () => Promise<number[]>;
}

/** The marketplace's purchase stages (`get-buy-info-by-custom-id`). */
const STAGE = { onItsWay: '1', delivered: '2', failed: '5' } as const;

export function createMarketBot(o: MarketBotOptions): TradeBot {
  const now = o.now ?? Date.now;
  const { cfg, client } = o;
  const customId = (jobId: number) => `${cfg.customIdPrefix}-w${jobId}`;
  const inFlightMs = 3 * cfg.timeoutMs;
  const mayBeOnItsWay = (at: Date | null | undefined) =>
    at !== null && at !== undefined && now() - at.getTime() < inFlightMs;
  const wait = (extra: Omit<Extract<SendResult, { ok: 'wait' }>, 'ok' | 'retryInMs'> = {}) =>
    ({ ok: 'wait', retryInMs: cfg.pollMs, ...extra }) as const;

  // The last batch's answers by custom_id, kept for half a poll interval.
  const batch = new Map<string, { info: BuyInfo; at: number }>();
  const keepMs = cfg.pollMs / 2;
  /** Job `jobId`'s purchase: from the last batch while fresh, else from a new batch when `attempted`, else alone. */
  async function infoOf(jobId: number, attempted: boolean): Promise<BuyInfo | null> {
    const id = customId(jobId);
    const kept = batch.get(id);
    if (kept && now() - kept.at < keepMs) return kept.info;
    if (attempted && o.openPurchases) {
      const others = await o.openPurchases();
      const ids = [...new Set([jobId, ...others])].slice(0, LIST_MAX).map(customId);
      const found = await client.buyInfos(ids);
      const at = now();
      batch.clear();
      for (const [k, info] of found) batch.set(k, { info, at });
      const got = found.get(id);
      if (got) return got;
    }
    return client.buyInfo(id);
  }

  /** A known purchase as a send's answer. */
  const fromInfo = (info: BuyInfo): SendResult => {
    const pricePaid = info.priceKopecks ?? undefined;
    const paid = pricePaid === undefined ? {} : { pricePaid };
    if (info.stage === STAGE.failed) return { ok: false, code: 'error_skin_transfer' };
    if (info.tradeId !== null) return { ok: true, offerId: info.tradeId, ...paid };
    if (info.stage === STAGE.delivered) return { ok: true, offerId: `market-${info.id}`, ...paid };
    return wait(paid);
  };

  const stateOf = (info: BuyInfo | null, ref: OfferRef): OfferState => {
    if (info === null) return mayBeOnItsWay(ref.sendAttemptAt) ? 'pending' : 'unknown';
    if (info.stage === STAGE.delivered) return 'accepted';
    if (info.stage === STAGE.failed) return 'canceled';
    return 'pending';
  };

  return {
    provider: 'market',
    circuit: () => client.circuit(),
    sendDelayMs: 0,
    acceptDelayMs: cfg.pollMs,
    async sendOffer(req) {
      const id = customId(req.jobId);
      const known = await infoOf(req.jobId, req.lastAttemptAt !== null);
      if (known) return fromInfo(known);
      // A purchase request that may still reach the marketplace: never a second one beside it.
      if (mayBeOnItsWay(req.lastAttemptAt)) return wait();
      const link = req.method === 'trade' ? parseTradeUrl(req.target) : null;
      if (link === null) return { ok: false, code: 'error_skin_transfer' };
      const item = await o.itemOf(req.inventoryItemId);
      if (item === null) return { ok: false, code: 'error_skin_transfer' };
      const cheapest = await client.cheapest(item.hashName);
      if (cheapest === null) return wait({ hold: 'no_offers' });
      const ceiling = Math.floor(item.priceKopecks * cfg.priceCeiling);
      if (cheapest > ceiling) return wait({ hold: 'price_above_ceiling' });
      const balance = await client.money();
      const low = balance - cheapest < cfg.minBalanceKopecks;
      o.onBalance?.(balance, low);
      if (low) {
        o.onLowBalance?.(balance);
        return wait({ hold: 'market_balance_low' });
      }
      if (!(await req.beforeSend())) return { ok: false, code: 'error_skin_transfer' };
      const bought = await client.buyFor({
        hashName: item.hashName,
        maxPriceKopecks: ceiling,
        partner: link.partner,
        token: link.token,
        customId: id,
      });
      batch.delete(id);
      if (!bought.ok) {
        // Refused: another step bought it with this custom_id meanwhile, or nothing sells at this price now.
        const again = await client.buyInfo(id);
        return again ? fromInfo(again) : wait({ hold: 'no_offers' });
      }
      return wait({ pricePaid: bought.priceKopecks });
    },
    async offerState(ref) {
      return stateOf(await infoOf(ref.jobId, true), ref);
    },
    async cancelOffer(ref) {
      const state = stateOf(await infoOf(ref.jobId, true), ref);
      return state === 'unknown' ? 'canceled' : state;
    },
  };
}
