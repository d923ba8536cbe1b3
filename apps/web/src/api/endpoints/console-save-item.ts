/**
 * POST /v1/admin/catalog/items (with `id`) and PUT /v1/admin/catalog/items/{id} (issue 30 "Catalog and odds"; right
 * catalog): an item's names, hero, slot, rarity and price (₽). Errors: 409 slug_taken, 422 rtp_out_of_bounds (the
 * price would take a paid case outside its bounds), 422 free_case_value_out_of_bounds (a free case over its cap), 422
 * offer_value_out_of_bounds, 422 pass_value_out_of_bounds (a season's battle pass over its bound), 422
 * prize_pool_over_cap (a leaderboard paying the item over its cap), 400.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { adminItem, type itemSaveBody } from '@cases/domain/api/admin-catalog';
import type { z } from 'zod';
import { apiPost, apiPut } from '../client.ts';
import { CONSOLE_QUERY_ROOT } from './get-console-me.ts';

export type ItemDraft = Camel<z.infer<typeof itemSaveBody>>;

/** Mutation: saves item `id` (`create` makes it); the catalog's console queries reload. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft, create }: { id: string; draft: ItemDraft; create: boolean }) =>
      create
        ? apiPost('/v1/admin/catalog/items', { schema: adminItem, body: { ...draft, id } })
        : apiPut(`/v1/admin/catalog/items/${encodeURIComponent(id)}`, {
            schema: adminItem,
            body: draft,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'catalog'] }),
  });
}
