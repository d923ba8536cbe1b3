/**
 * POST /v1/admin/players/{id}/adjust {currency, amount, reason} (issue 30 "Players, money"; right
 * money.adjust): a signed change of the player's roubles (≤ 2 decimals) or whole coins through the ledger,
 * with the reason, audited as `player.adjust`. Answers the new balance (₽) and coins. Errors: 409
 * balance_error (a debit below zero), 403 console_forbidden, 404 userNotFound, 400.
 */
import type { Camel } from '@cases/domain/casing';
import { adjustResponse } from '@cases/domain/api/admin';
import type { z } from 'zod';
import { apiPost } from '../client.ts';
import { useConsoleMutation } from './console-mutation.ts';

export type AdjustResult = Camel<z.infer<typeof adjustResponse>>;
export interface Adjustment {
  currency: 'RUB' | 'COIN';
  amount: number;
  reason: string;
}

export function adjustBalance(id: string, body: Adjustment): Promise<AdjustResult> {
  return apiPost(`/v1/admin/players/${encodeURIComponent(id)}/adjust`, {
    schema: adjustResponse,
    body,
  });
}

/** Mutation: the player's profile, ledger and the player search reload after a change. */
export function useAdjustBalance(id: string) {
  return useConsoleMutation((body: Adjustment) => adjustBalance(id, body));
}
