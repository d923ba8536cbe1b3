import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { withdrawRealtime } from './withdraw-realtime.ts';

vi.mock('../../../ui/toast-store.ts', () => ({ showToast: vi.fn() }));
// The failure's analytics event is checked in its own test (shared/analytics).
vi.mock('../../../shared/analytics/track-withdraw-failure.ts', () => ({
  trackWithdrawFailure: vi.fn(),
}));

const item = (id: string, status: InventoryItemData['status']) =>
  ({ id, status }) as unknown as InventoryItemData;

/** A query client holding one cached own list with these items. */
function cached(items: InventoryItemData[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['inventory', 'me', 'withdrawal'], {
    pages: [{ items, totalItem: items.length }],
    pageParams: [1],
  });
  const context = { queryClient, t: i18next.t, i18n: i18next };
  return { queryClient, context };
}

const stale = (queryClient: QueryClient) =>
  queryClient.getQueryState(['inventory', 'me', 'withdrawal'])?.isInvalidated;

describe('withdrawal realtime on (re)connection', () => {
  it('refetches the lists that hold an item on its way to Steam (its change may have been missed)', () => {
    for (const status of ['PREPARING', 'send'] as const) {
      const { queryClient, context } = cached([item('1', 'progress'), item('2', status)]);
      withdrawRealtime.connect?.(context);
      expect(stale(queryClient)).toBe(true);
    }
  });

  it('leaves lists with no open withdrawal alone', () => {
    const { queryClient, context } = cached([item('1', 'progress'), item('2', 'STEAM_WITHDRAWN')]);
    withdrawRealtime.connect?.(context);
    expect(stale(queryClient)).toBe(false);
  });
});

describe("a failed withdrawal's toast (issue 48)", () => {
  /** A `t` that shows the key and its values, so the test reads what was asked for. */
  const t = ((key: string, values?: object) =>
    values ? `${key} ${JSON.stringify(values)}` : key) as unknown as typeof i18next.t;

  it('names the item the lists hold, and says what happened', () => {
    const sent = { ...item('2', 'send'), name: 'Dragonclaw Hook' } as InventoryItemData;
    const { queryClient } = cached([item('1', 'progress'), sent]);
    withdrawRealtime.statechange?.(
      { item_id: '2', status: 'progress', error_code: 'error_skin_transfer' },
      { queryClient, t, i18n: i18next },
    );
    expect(vi.mocked(showToast)).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'alerts.cannotSendItem {"name":"Dragonclaw Hook"}',
      message: 'alerts.error_skin_transfer',
      delay: false,
    });
  });

  it('falls back to the plain title for an item the lists do not hold', () => {
    const { queryClient } = cached([]);
    withdrawRealtime.statechange?.(
      { item_id: '9', status: 'progress', error_code: 'item_transfer_canceled' },
      { queryClient, t, i18n: i18next },
    );
    expect(vi.mocked(showToast)).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'alerts.cannotSend',
      message: 'alerts.item_transfer_canceled',
      delay: false,
    });
  });
});

describe('a sent offer (issue 48: "Обмен отправлен" links its offer at once)', () => {
  it('gives the item in every cached list the offer the event carries', () => {
    const { queryClient, context } = cached([item('1', 'progress'), item('2', 'PREPARING')]);
    queryClient.setQueryData(['inventory', 'me', 'active'], {
      pages: [{ items: [item('2', 'PREPARING')], totalItem: 1 }],
      pageParams: [1],
    });
    withdrawRealtime.statechange?.(
      {
        item_id: '2',
        status: 'send',
        trade_offer: {
          id: '7001',
          url: 'https://steamcommunity.com/tradeoffer/7001/',
          bot_name: 'DotaCases Bot #2',
          expires_at: '2026-12-02T16:00:00.000Z',
        },
      },
      context,
    );
    for (const key of [
      ['inventory', 'me', 'withdrawal'],
      ['inventory', 'me', 'active'],
    ]) {
      const data = queryClient.getQueryData<{ pages: { items: InventoryItemData[] }[] }>(key);
      const sent = data!.pages[0]!.items.find((i) => i.id === '2');
      expect(sent).toMatchObject({
        status: 'send',
        tradeOffer: {
          id: '7001',
          url: 'https://steamcommunity.com/tradeoffer/7001/',
          botName: 'DotaCases Bot #2',
          expiresAt: '2026-12-02T16:00:00.000Z',
        },
      });
    }
  });

  it('keeps the offer an item already has when an event carries none', () => {
    const offer = {
      id: '9',
      url: 'https://steamcommunity.com/tradeoffer/9/',
      botName: 'Bot',
      expiresAt: '2026-12-02T16:00:00.000Z',
    };
    const { queryClient, context } = cached([{ ...item('3', 'send'), tradeOffer: offer }]);
    withdrawRealtime.statechange?.({ item_id: '3', status: 'STEAM_WITHDRAWN' }, context);
    const data = queryClient.getQueryData<{ pages: { items: InventoryItemData[] }[] }>([
      'inventory',
      'me',
      'withdrawal',
    ]);
    expect(data!.pages[0]!.items[0]).toMatchObject({
      status: 'STEAM_WITHDRAWN',
      tradeOffer: offer,
    });
  });
});
