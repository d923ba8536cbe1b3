/**
 * The withdrawal queue's delivery column (issue 46): the provider, then a hold's reason or the price the marketplace
 * charged; a dash before any attempt; an unknown provider or reason shown as sent.
 */
import { describe, expect, it } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { WithdrawalDelivery } from './withdrawal-delivery.tsx';

const cell = (
  provider: string | null,
  holdReason: string | null,
  pricePaid: number | null,
  tradeOfferId: string | null = null,
) => {
  const r = renderRu(<WithdrawalDelivery w={{ provider, holdReason, pricePaid, tradeOfferId }} />, {
    bundles: ['console'],
  });
  const text = r.container.textContent?.replace(/\s/g, ' ');
  r.unmount();
  return text;
};

describe('the withdrawal queue’s delivery column', () => {
  it('names the provider and where the withdrawal stands there', () => {
    expect(cell(null, null, null)).toBe('—');
    expect(cell('simulated', null, null)).toBe('Симулятор бота');
    expect(cell('market', 'price_above_ceiling', null)).toBe('Маркет · ждёт: цена выше потолка');
    expect(cell('market', 'market_balance_low', null)).toBe('Маркет · ждёт: мало денег на маркете');
    expect(cell('market', 'no_offers', null)).toBe('Маркет · ждёт: нет предложений');
    expect(cell('market', null, 41.2)).toMatch(/^Маркет · куплено за 41,20 ₽$/);
    expect(cell('steam', 'no_stock', null)).toBe('Свой Steam-бот · ждёт: нет на складе бота');
    expect(cell('steam', null, null)).toBe('Свой Steam-бот');
    expect(cell('bitskins', 'later', null)).toBe('bitskins · later');
    expect(cell('market', null, 41.2, '7000000001')).toMatch(
      /^Маркет · куплено за 41,20 ₽ · обмен 7000000001$/,
    );
    expect(cell('steam', null, null, '7000002')).toBe('Свой Steam-бот · обмен 7000002');
  });
});
