/**
 * The Steam bot trade provider (issue 46, TRADE_PROVIDER=steam; docs/withdrawals.md): a withdrawal sends the item from
 * the shop's own Steam account, an asset of the item's `market_hash_name` in the bot's inventory, to the player's trade
 * link, and confirms the offer with the bot's identity secret. Each offer's message is `<prefix>-w<job id>`: a step
 * whose send may have reached Steam (a retry, a restart after `kill -9`) looks its offer up by that message instead of
 * sending twice, and waits while a send may still be on its way (three request time limits).
 *
 * What a send answers (the spec's item statuses, spec 001 §3, without a new one):
 * - no free asset of the item in the bot's inventory (none, or each already in an open offer): held back, `no_stock`
 *   (the player sees PREPARING; with several providers the next one takes it);
 * - sent and confirmed: sent (the offer's id); a withdrawal by Steam login cannot go this way (`error_skin_transfer`).
 * An offer's state: waiting for its confirmation (confirmed again), active or held in escrow → pending; accepted →
 * STEAM_WITHDRAWN; cancelled, declined or expired → back to progress (`item_transfer_canceled`). Cancelling cancels
 * the open offer at Steam.
 */
import { parseTradeUrl } from '@cases/domain/steam-id';
import type { OfferRef, OfferState, SendResult, TradeBot } from '../bot.ts';
import type { MarketItem } from '../market/bot.ts';
import type { SentOffer, SteamTrade } from './client.ts';

export interface SteamBotOptions {
  trade: SteamTrade;
  /** The item of an inventory row (its market name), or null when there is none. */
  itemOf: (inventoryItemId: number) => Promise<MarketItem | null>;
  /** How soon an open offer, or a withdrawal held back, is looked at again (ms). */
  pollMs: number;
  /** One request's time limit (ms): a send is taken for possibly on its way for three of them. */
  timeoutMs: number;
  /** Prefix of every offer's message (`<prefix>-w<job id>`). */
  messagePrefix: string;
  now?: () => number;
}

/** How far back a send's offer is looked for: sends are retried within minutes, offers live two weeks. */
const LOOKBACK_MS = 24 * 3_600_000;

export function createSteamBot(o: SteamBotOptions): TradeBot {
  const now = o.now ?? Date.now;
  const messageOf = (jobId: number) => `${o.messagePrefix}-w${jobId}`;
  const mayBeOnItsWay = (at: Date | null | undefined) =>
    at !== null && at !== undefined && now() - at.getTime() < 3 * o.timeoutMs;
  const wait = (hold?: 'no_stock'): SendResult => ({
    ok: 'wait',
    retryInMs: o.pollMs,
    ...(hold ? { hold } : {}),
  });

  /** The offer a send for `jobId` made, looked up by its message. */
  const findSent = async (
    jobId: number,
    since: Date | null | undefined,
  ): Promise<SentOffer | null> => {
    const from = new Date((since?.getTime() ?? now()) - LOOKBACK_MS);
    const message = messageOf(jobId);
    return (await o.trade.sentOffers(from)).find((s) => s.message === message) ?? null;
  };

  /** A known offer as a send's answer; one still waiting for its confirmation is confirmed now. */
  const resume = async (offer: SentOffer): Promise<SendResult> => {
    if (offer.state === 'needs_confirmation') await o.trade.confirm(offer.id);
    if (offer.state === 'ended') return { ok: false, code: 'error_skin_transfer' };
    return { ok: true, offerId: offer.id };
  };

  const stateOf = async (offer: SentOffer | null, ref: OfferRef): Promise<OfferState> => {
    if (offer === null) return mayBeOnItsWay(ref.sendAttemptAt) ? 'pending' : 'unknown';
    if (offer.state === 'accepted') return 'accepted';
    if (offer.state === 'ended') return 'canceled';
    if (offer.state === 'needs_confirmation') await o.trade.confirm(offer.id);
    return 'pending';
  };

  return {
    provider: 'steam',
    circuit: () => o.trade.circuit(),
    sendDelayMs: 0,
    acceptDelayMs: o.pollMs,
    async sendOffer(req) {
      if (req.method !== 'trade' || parseTradeUrl(req.target) === null)
        return { ok: false, code: 'error_skin_transfer' };
      if (req.lastAttemptAt !== null) {
        const known = await findSent(req.jobId, req.lastAttemptAt);
        if (known) return resume(known);
        // A send that may still reach Steam: never a second offer beside it.
        if (mayBeOnItsWay(req.lastAttemptAt)) return wait();
      }
      const item = await o.itemOf(req.inventoryItemId);
      if (item === null) return { ok: false, code: 'error_skin_transfer' };
      const [stock, open] = await Promise.all([
        o.trade.inventory(),
        o.trade.sentOffers(new Date(now())),
      ]);
      const busy = new Set(
        open
          .filter((s) => s.state !== 'accepted' && s.state !== 'ended')
          .flatMap((s) => s.assetIds),
      );
      const asset = stock.find((a) => a.hashName === item.hashName && !busy.has(a.assetId));
      if (!asset) return wait('no_stock');
      if (!(await req.beforeSend())) return { ok: false, code: 'error_skin_transfer' };
      const sent = await o.trade.send({
        tradeUrl: req.target,
        assetId: asset.assetId,
        message: messageOf(req.jobId),
      });
      if (sent.needsConfirmation) await o.trade.confirm(sent.id);
      return { ok: true, offerId: sent.id };
    },
    async offerState(ref) {
      return stateOf(await o.trade.offer(ref.offerId), ref);
    },
    async cancelOffer(ref) {
      const offer =
        ref.offerId !== null
          ? await o.trade.offer(ref.offerId)
          : ref.sendAttemptAt
            ? await findSent(ref.jobId, ref.sendAttemptAt)
            : null;
      if (offer === null)
        return ref.offerId === null && mayBeOnItsWay(ref.sendAttemptAt) ? 'pending' : 'canceled';
      if (offer.state === 'accepted') return 'accepted';
      if (offer.state !== 'ended') await o.trade.cancel(offer.id);
      const after = await o.trade.offer(offer.id);
      return after?.state === 'accepted' ? 'accepted' : 'canceled';
    },
  };
}
