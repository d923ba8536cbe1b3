/**
 * Group tabs of the own inventory (spec 001 §3 Groups): active, all, withdrawal. The chosen group
 * lives in the URL (`?group=`), so a reload keeps it.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE_GROUPS } from '../../../api/endpoints/get-inventory.ts';
import type { InventoryGroup } from '../../../api/endpoints/get-inventory.ts';

/** The group in `?group=` (active when absent or unknown) and its setter. */
export function useGroupParam(): [InventoryGroup, (group: InventoryGroup) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('group');
  const group = PROFILE_GROUPS.find((g) => g === raw) ?? 'active';
  const set = (next: InventoryGroup) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next === 'active') out.delete('group');
        else out.set('group', next);
        return out;
      },
      { replace: true },
    );
  return [group, set];
}

/** Id of a tab, for the tab panel's `aria-labelledby`. */
export const tabId = (group: InventoryGroup) => `inventory-tab-${group}`;

/** The tab list. */
export function InventoryTabs({
  group,
  onChange,
}: {
  group: InventoryGroup;
  onChange: (group: InventoryGroup) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="inventory-tabs" role="tablist" aria-label={t('inventory.tabsLabel')}>
      {PROFILE_GROUPS.map((g) => (
        <button
          key={g}
          id={tabId(g)}
          type="button"
          role="tab"
          aria-selected={g === group}
          className="inventory-tabs__tab"
          onClick={() => onChange(g)}
        >
          {t(`inventory.tabs.${g}`)}
        </button>
      ))}
    </div>
  );
}
