/**
 * Several trade providers in an order of preference (issue 46; provider-chain.ts), over scripted providers: a
 * withdrawal nobody was asked to deliver goes to each in turn while they hold it back; one a provider was asked to
 * deliver stays with that provider; a pinned one goes to the pinned provider alone; a delivery refused because the
 * console changed the withdrawal meanwhile answers "ask again", never a failure.
 */
import { describe, expect, it } from 'vitest';
import type { OfferRequest, SendResult, TradeBot, TradeProvider } from './bot.ts';
import { createProviderChain } from './provider-chain.ts';

/** A provider that answers `answer` to each send (asking `beforeSend` first when it delivers) and records its asks. */
function scriptedBot(provider: TradeProvider, answer: SendResult) {
  const asked: number[] = [];
  const bot: TradeBot = {
    provider,
    sendDelayMs: 0,
    acceptDelayMs: 1_000,
    async sendOffer(req) {
      asked.push(req.jobId);
      if (answer.ok === true && !(await req.beforeSend()))
        return { ok: false, code: 'error_skin_transfer' };
      return answer;
    },
    offerState: () => Promise.resolve('pending'),
    cancelOffer: () => Promise.resolve(provider === 'steam' ? 'canceled' : 'pending'),
  };
  return { bot, asked };
}

const request = (over: Partial<OfferRequest> = {}): OfferRequest & { recorded: string[] } => {
  const recorded: string[] = [];
  return {
    jobId: 1,
    inventoryItemId: 1,
    method: 'trade',
    target: 'link',
    lastAttemptAt: null,
    provider: null,
    beforeSend: (p) => {
      recorded.push(p ?? '?');
      return Promise.resolve(true);
    },
    ...over,
    recorded,
  };
};

describe('the providers in their order of preference (issue 46)', () => {
  it('passes a withdrawal on while a provider holds it back; the last answer stands', async () => {
    const steam = scriptedBot('steam', { ok: 'wait', retryInMs: 10, hold: 'no_stock' });
    const market = scriptedBot('market', { ok: true, offerId: 'm1' });
    const chain = createProviderChain([steam.bot, market.bot]);
    const req = request();
    expect(await chain.sendOffer(req)).toEqual({ ok: true, offerId: 'm1', provider: 'market' });
    expect(req.recorded).toEqual(['market']);
    const held = createProviderChain([
      steam.bot,
      scriptedBot('market', { ok: 'wait', retryInMs: 10, hold: 'no_offers' }).bot,
    ]);
    expect(await held.sendOffer(request())).toMatchObject({
      ok: 'wait',
      hold: 'no_offers',
      provider: 'market',
    });
  });

  it('keeps a withdrawal with the provider asked to deliver it, and a pinned one with its pin', async () => {
    const steam = scriptedBot('steam', { ok: true, offerId: 's1' });
    const market = scriptedBot('market', { ok: 'wait', retryInMs: 10 });
    const chain = createProviderChain([steam.bot, market.bot]);
    expect(
      await chain.sendOffer(request({ lastAttemptAt: new Date(), provider: 'market' })),
    ).toMatchObject({ ok: 'wait', provider: 'market' });
    expect(steam.asked).toEqual([]);
    expect(await chain.sendOffer(request({ pinned: 'market' }))).toMatchObject({
      provider: 'market',
    });
    expect(steam.asked).toEqual([]);
    expect(
      await chain.cancelOffer({
        jobId: 1,
        offerId: null,
        sendAttemptAt: new Date(),
        provider: 'market',
      }),
    ).toBe('pending');
    expect(
      await chain.cancelOffer({
        jobId: 1,
        offerId: 's1',
        sendAttemptAt: new Date(),
        provider: 'steam',
      }),
    ).toBe('canceled');
  });

  it('answers "ask again" when the console changed the withdrawal just before the delivery', async () => {
    const steam = scriptedBot('steam', { ok: true, offerId: 's1' });
    const chain = createProviderChain([
      steam.bot,
      scriptedBot('market', { ok: true, offerId: 'm1' }).bot,
    ]);
    const refused = request({ beforeSend: () => Promise.resolve(false) });
    expect(await chain.sendOffer(refused)).toEqual({ ok: 'wait', retryInMs: 0, provider: 'steam' });
  });
});
