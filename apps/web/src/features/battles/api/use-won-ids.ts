/**
 * The inventory ids of the caller's winnings (issue 29 quick sale after a battle). The battle's live updates
 * are the same for every viewer and carry no ids; the battle read with the caller's token gives the winner
 * theirs (`winnings[].inventory_item_ids`), so it is asked once when the finished battle left them out.
 */
import { useQuery } from '@tanstack/react-query';
import { getBattle } from './get-battle.ts';
import type { Battle } from './get-battles.ts';

type Winning = Battle['winnings'][number];

/** `mine`'s inventory ids: from the battle at hand, else from one read of it as the caller; undefined while asked. */
export function useWonIds(battle: Battle, mine: Winning): (string | null)[] | undefined {
  const known = mine.inventoryItemIds;
  const asked = useQuery({
    queryKey: ['battles', 'won-ids', battle.ulid] as const,
    queryFn: ({ signal }) => getBattle(battle.ulid, battle.key, signal),
    enabled: known === null && mine.unsold > 0,
    staleTime: Infinity,
  });
  if (known !== null || mine.unsold === 0) return known ?? [];
  if (asked.isError) return [];
  const fresh = asked.data?.winnings.find((w) => w.seat === mine.seat);
  return asked.data ? (fresh?.inventoryItemIds ?? []) : undefined;
}
