/** The player's active items to sign into the contract (at most 10), with "choose all" and "clear". */
import { useTranslation } from 'react-i18next';
import type { GameItem, useGameItems } from '../../../api/endpoints/get-game-items.ts';
import { PickList } from '../../../ui/pick-list.tsx';

export function ContractItems({
  query,
  picked,
  max,
  onToggle,
  onChooseAll,
  onClear,
}: {
  query: ReturnType<typeof useGameItems>;
  picked: readonly GameItem[];
  max: number;
  onToggle: (item: GameItem) => void;
  onChooseAll: (items: GameItem[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const ids = new Set(picked.map((i) => i.id));
  return (
    <section className="contract-items" aria-labelledby="contract-items-title">
      <PickList
        block="contract-items"
        titleId="contract-items-title"
        query={query}
        isPicked={(id) => ids.has(id)}
        pickedCount={picked.length}
        full={picked.length >= max}
        onToggle={onToggle}
        onChooseAll={onChooseAll}
        onClear={onClear}
        empty={<p className="contract-items__empty">{t('contract.noItems')}</p>}
      />
    </section>
  );
}
