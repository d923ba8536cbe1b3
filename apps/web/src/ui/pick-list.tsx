/**
 * The player's own items to pick from, as the upgrade's stake (spec 001 §5), the contract's inputs (§6)
 * and the skin exchange's gifts (issue 29) show them: a titled head with the count and "choose all" and
 * "clear", then a spinner, a load error, an empty state or the grid of pick tiles (none pickable past
 * `full`), and "load more" while the paged query has more. The look is each page's own: every element
 * carries `block`'s BEM class (`block__head`, `__title`, `__count`, `__tools`, `__empty`, `__grid`,
 * `__more`).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { LoadMore, type PagedQuery } from './load-more.tsx';
import type { ItemTileItem } from './item-tile.tsx';
import { PickTile } from './pick-tile.tsx';
import { Spinner } from './spinner.tsx';

/** The paged item query the list reads (TanStack's infinite query of the player's items). */
export interface PickListQuery<I> extends PagedQuery {
  data?: { pages: { items: I[]; totalItem?: number }[] };
  isPending: boolean;
  isError: boolean;
}

export interface PickListTexts {
  title: string;
  chooseAll: string;
  clear: string;
  loadError: string;
  loadMore: string;
}

export function PickList<I extends ItemTileItem & { id: string }>({
  block,
  titleId,
  texts,
  query,
  isPicked,
  pickedCount,
  full,
  onToggle,
  onChooseAll,
  onClear,
  empty,
  gridClass = `${block}__grid`,
  before,
  heldBack,
}: {
  /** The page's BEM block of the section. */
  block: string;
  titleId: string;
  /** The head's and the states' texts; by default "Ваши предметы", "Выбрать все", "Снять выбор" and the inventory's. */
  texts?: Partial<PickListTexts>;
  query: PickListQuery<I>;
  isPicked: (id: string) => boolean;
  pickedCount: number;
  /** No more can be picked (the cap is reached). */
  full: boolean;
  onToggle: (item: I) => void;
  onChooseAll: (items: I[]) => void;
  onClear: () => void;
  /** What stands where the grid would when the player has no such item. */
  empty: ReactNode;
  gridClass?: string;
  /** Between the head and the list (a total of what is picked). */
  before?: ReactNode;
  /** Stands instead of the list while something holds it back (a button that loads it). */
  heldBack?: ReactNode;
}) {
  const { t } = useTranslation();
  const text: PickListTexts = {
    title: t('upgrades.yourItems'),
    chooseAll: t('upgrades.chooseAll'),
    clear: t('upgrades.clear'),
    loadError: t('inventory.loadError'),
    loadMore: t('inventory.loadMore'),
    ...texts,
  };
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <div className={`${block}__head`}>
        <h2 id={titleId} className={`${block}__title`}>
          {text.title}
          {query.data && (
            <span className={`${block}__count`}>{query.data.pages[0]?.totalItem}</span>
          )}
        </h2>
        <div className={`${block}__tools`}>
          <Button
            size="sm"
            variant="secondary"
            disabled={items.length === 0}
            onClick={() => onChooseAll(items)}
          >
            {text.chooseAll}
          </Button>
          <Button size="sm" variant="ghost" disabled={pickedCount === 0} onClick={onClear}>
            {text.clear}
          </Button>
        </div>
      </div>
      {before}
      {heldBack ??
        (query.isPending ? (
          <Spinner />
        ) : query.isError && !query.data ? (
          <p className={`${block}__empty`} role="alert">
            {text.loadError}
          </p>
        ) : items.length === 0 ? (
          empty
        ) : (
          <div className={gridClass}>
            {items.map((item) => (
              <PickTile
                key={item.id}
                item={item}
                picked={isPicked(item.id)}
                disabled={full}
                onToggle={() => onToggle(item)}
              />
            ))}
          </div>
        ))}
      <LoadMore query={query} className={`${block}__more`}>
        {text.loadMore}
      </LoadMore>
    </>
  );
}
