/**
 * Live battles (spec 001 §4 real-time events; spec 000 §2 handlers per page; issue 10): the list room
 * keeps every cached battle list fresh (a changed battle replaced in place, a new one refetches the
 * list), the battle room merges a battle's updates and emoji into its page. A `finished` update of the
 * player's own battle clears `inBattle` (spec 001 §4). Only battles pages mount these hooks.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { camelize } from '@cases/domain/casing';
import type { BattleViewWire, EmojiMessage } from '@cases/domain/api/battles';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useRealtimeRoom } from '../../../api/realtime-rooms.ts';
import { battleQueryOptions, mergeBattle } from './get-battle.ts';
import { battleStatusQueryOptions } from './get-battle-status.ts';
import type { Battle } from './get-battles.ts';

/** An update of one of the player's battles may change their status (in battle or not). */
function touchStatus(qc: QueryClient, battle: Battle, userId: string | undefined) {
  if (!userId || !battle.members.some((m) => m.user?.id === userId)) return;
  if (battle.status === 'finished' || battle.status === 'cancelled')
    qc.setQueryData(battleStatusQueryOptions().queryKey, (s) =>
      s && s.activeBattleUlid === battle.ulid
        ? { ...s, activeBattleUlid: null, inBattle: false }
        : s,
    );
  void qc.invalidateQueries({ queryKey: battleStatusQueryOptions().queryKey });
}

/** Keeps the battle lists live while mounted. */
export function useBattlesListLive() {
  const qc = useQueryClient();
  const me = useMe().data?.userId;
  useRealtimeRoom(
    { channel: 'battles' },
    {
      battles_battle_updated: ({ battle: wire }: { battle: BattleViewWire }) => {
        const battle = camelize(wire);
        let found = false;
        qc.setQueriesData<{ battles: Battle[]; hasNext: boolean }>(
          { queryKey: ['battles', 'list'] },
          (page) => {
            if (!page?.battles.some((b) => b.ulid === battle.ulid)) return page;
            found = true;
            return {
              ...page,
              battles: page.battles.map((b) =>
                b.ulid === battle.ulid ? { ...battle, rounds: [] } : b,
              ),
            };
          },
        );
        if (!found || battle.status === 'finished' || battle.status === 'cancelled')
          void qc.invalidateQueries({ queryKey: ['battles', 'list'] });
        touchStatus(qc, battle, me);
      },
    },
  );
}

/** Keeps one battle live while mounted; `onEmoji` hears its members' emoji. */
export function useBattleLive(
  ulid: string,
  key: string | null,
  onEmoji: (e: EmojiMessage) => void,
  onRound?: (round: number, at: number) => void,
) {
  const qc = useQueryClient();
  const me = useMe().data?.userId;
  useRealtimeRoom(
    { channel: 'battles', args: key ? { battle_ulid: ulid, key } : { battle_ulid: ulid } },
    {
      battles_battle_updated: ({ battle: wire }: { battle: BattleViewWire }) => {
        if (wire.ulid !== ulid) return;
        const battle = camelize(wire);
        const at = Date.now();
        for (const r of battle.rounds) onRound?.(r.round, at);
        if (!mergeBattle(qc, ulid, key, battle))
          void qc.invalidateQueries({ queryKey: battleQueryOptions(ulid, key).queryKey });
        touchStatus(qc, battle, me);
      },
      battles_emoji_sent: (e: EmojiMessage) => {
        if (e.battle_ulid === ulid) onEmoji(e);
      },
    },
  );
}
