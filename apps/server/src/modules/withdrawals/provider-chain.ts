/**
 * Several trade providers in an order of preference (issue 46; TRADE_PROVIDER=steam,market: from the shop's own stock
 * first, else bought on the marketplace). A withdrawal not yet handed to any provider is offered to each in turn: one
 * that holds it back (`wait` with a hold reason: no stock, nobody selling, a price above the ceiling, a low balance)
 * passes it to the next, and the last one's answer stands. Once a provider was asked to deliver (its attempt recorded
 * on the row by `beforeSend`), that withdrawal stays with it: its sends, states and cancels go to it alone, so an offer
 * and a purchase never both go out for one item. A withdrawal the console pinned to one provider (`pinned`, before any
 * was asked) is offered to that one alone.
 */
import type { OfferRef, SendResult, TradeBot, TradeProvider } from './bot.ts';

export function createProviderChain(bots: readonly TradeBot[]): TradeBot {
  const first = bots[0];
  if (!first) throw new Error('createProviderChain: no provider');
  if (bots.length === 1) return first;
  const botOf = (provider: string | null | undefined) => bots.find((b) => b.provider === provider);
  /** The provider a withdrawal is bound to: the one whose delivery was recorded, else the first. */
  const boundOf = (ref: OfferRef) => (ref.sendAttemptAt ? botOf(ref.provider) : undefined) ?? first;
  const as = (provider: TradeProvider, r: SendResult): SendResult => ({ ...r, provider });

  return {
    provider: first.provider,
    members: bots,
    sendDelayMs: Math.min(...bots.map((b) => b.sendDelayMs)),
    acceptDelayMs: Math.min(...bots.map((b) => b.acceptDelayMs)),
    async sendOffer(req) {
      const bound = req.lastAttemptAt ? botOf(req.provider) : undefined;
      if (bound) return as(bound.provider, await bound.sendOffer(req));
      const pinned = botOf(req.pinned);
      let answer: SendResult = { ok: 'wait', retryInMs: 0 };
      for (const bot of pinned ? [pinned] : bots) {
        // A delivery refused because the console ended the withdrawal or gave it to another provider meanwhile
        // (transitions.ts markAttempt): nothing went out; ask again at once (the step then sees the change).
        let refused = false;
        const sent = await bot.sendOffer({
          ...req,
          beforeSend: async () => {
            refused = !(await req.beforeSend(bot.provider));
            return !refused;
          },
        });
        if (refused) return as(bot.provider, { ok: 'wait', retryInMs: 0 });
        answer = as(bot.provider, sent);
        if (answer.ok !== 'wait' || answer.hold === undefined) return answer;
      }
      return answer;
    },
    offerState: (ref) => boundOf(ref).offerState(ref),
    cancelOffer: (ref) => boundOf(ref).cancelOffer(ref),
  };
}
