import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { InventoryItemData } from '../../../api/endpoints/get-inventory.ts';
import { withdrawRealtime } from './withdraw-realtime.ts';

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
