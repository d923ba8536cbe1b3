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
    });
  });
});
