/**
 * The player's side of the upgrade page (spec 001 §2 "inventory items", §5 "at most 15; choose all
 * takes the first 15"): their active items to pick as the stake, with "choose all" and "clear".
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { GameItem, useGameItems } from '../../../api/endpoints/get-game-items.ts';
import { PickList } from '../../../ui/pick-list.tsx';

export interface StakeListProps {
  query: ReturnType<typeof useGameItems>;
  /** False while the `?id=` query holds the lists back (spec 000 §2): a button loads them. */
  loaded: boolean;
  onLoad: () => void;
  picked: ReadonlyMap<string, GameItem>;
  cap: number;
  onToggle: (item: GameItem) => void;
  onChooseAll: (items: GameItem[]) => void;
  onClear: () => void;
}

export function StakeList({
  query,
  loaded,
  onLoad,
  picked,
  cap,
  onToggle,
  onChooseAll,
  onClear,
}: StakeListProps) {
  const { t } = useTranslation();
  return (
    <section className="upgrade-list" aria-labelledby="stake-list-title">
      <PickList
        block="upgrade-list"
        titleId="stake-list-title"
        query={query}
        isPicked={(id) => picked.has(id)}
        pickedCount={picked.size}
        full={picked.size >= cap}
        onToggle={onToggle}
        onChooseAll={onChooseAll}
        onClear={onClear}
        empty={<p className="upgrade-list__empty">{t('upgrades.noItems')}</p>}
        heldBack={
          loaded ? undefined : (
            <div className="upgrade-list__empty">
              <Button variant="secondary" onClick={onLoad}>
                {t('upgrades.loadItems')}
              </Button>
            </div>
          )
        }
      />
    </section>
  );
}
