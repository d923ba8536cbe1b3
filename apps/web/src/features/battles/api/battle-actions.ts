/**
 * The battle's POST calls (spec 001 §7; issue 10), each a mutation: create, join, leave, start (bots),
 * cancel_start and emoji (the winnings sell through the quick sale's `sell/many`, issue 29). Answers
 * with a balance update the header at once; every change refreshes the player's battle status. An
 * empty create answer is the client's "Create battle error".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  balanceResponse,
  cancelBattleResponse,
  createBattleResponse,
  emojiMessage,
  startBattleResponse,
} from '@cases/domain/api/battles';
import type { BattleEmoji } from '@cases/domain/battles/rules';
import type { z } from 'zod';
import { apiPost } from '../../../api/client.ts';
import { setMeBalance } from '../../../api/endpoints/get-me.ts';
import { BATTLES_BASE } from './base.ts';

export interface CreateBattleInput {
  caseIds: string[];
  seats: number;
  teams: boolean;
  isPrivate: boolean;
  isCrazy: boolean;
  clientSeed?: string;
}

/** Creates a battle; resolves with its ULID. */
export async function createBattle(input: CreateBattleInput) {
  const res = await apiPost(`${BATTLES_BASE}/battles`, {
    schema: createBattleResponse,
    body: input,
  });
  if (!res.battleUlid) throw new Error('Create battle error');
  return res;
}

const post = <S extends z.ZodType>(path: string, schema: S, body: object) =>
  apiPost(`${BATTLES_BASE}${path}`, { schema, body });

/** All battle mutations, sharing the balance and status refresh. */
export function useBattleActions() {
  const qc = useQueryClient();
  const after = (balance?: number) => {
    if (balance !== undefined) setMeBalance(qc, balance);
    void qc.invalidateQueries({ queryKey: ['battles', 'status'] });
  };
  const create = useMutation({
    mutationFn: createBattle,
    onSuccess: (r) => after(r.balance),
  });
  const join = useMutation({
    mutationFn: (v: { battleUlid: string; seat?: number; key?: string; clientSeed?: string }) =>
      post('/join', balanceResponse, v),
    onSuccess: (r) => after(r.balance),
  });
  const leave = useMutation({
    mutationFn: (v: { battleUlid: string; key?: string }) => post('/leave', balanceResponse, v),
    onSuccess: (r) => after(r.balance),
  });
  const start = useMutation({
    mutationFn: (v: { battleUlid: string }) => post('/start', startBattleResponse, v),
    onSuccess: () => after(),
  });
  const cancel = useMutation({
    mutationFn: (v: { battleUlid: string }) => post('/cancel_start', cancelBattleResponse, v),
    onSuccess: (r) => after(r.balance),
  });
  const emoji = useMutation({
    mutationFn: (v: { battleUlid: string; content: BattleEmoji; memberId: string }) =>
      post('/emoji', emojiMessage, v),
  });
  return { create, join, leave, start, cancel, emoji };
}
