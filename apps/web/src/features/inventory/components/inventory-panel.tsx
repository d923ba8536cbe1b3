/**
 * A player's inventory on the profile (spec 001 §3 Groups, §4, §6): the owner switches between
 * active (with every action), all and withdrawal (read-only; withdrawing items with their timers
 * from the server, so they survive a reload); another player sees the `all` group read-only.
 * Pages of 45 with "load more" (§9).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInventory } from '../../../api/endpoints/get-inventory.ts';
import { usePriceText } from '../../../ui/price.tsx';
import { ActiveInventory } from './active-inventory.tsx';
import { InventoryGrid } from './inventory-grid.tsx';
import { InventoryItem } from './inventory-item.tsx';
import { InventoryTabs, tabId, useGroupParam } from './inventory-tabs.tsx';
import './inventory.css';

/** The inventory section; `own` enables the groups and actions. `userId` is the profile's id. */
export function InventoryPanel({ own, userId }: { own: boolean; userId: string | undefined }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const [tab, setTab] = useGroupParam();
  const group = own ? tab : 'all';
  const inventory = useInventory(group, own ? undefined : userId);
  const first = inventory.data?.pages[0];
  const { hash } = useLocation();
  const loaded = first !== undefined;
  // "Инвентарь" in the menu links to /profile/:id#inventory: go there once the list has rendered.
  useEffect(() => {
    if (hash === '#inventory' && loaded)
      document.getElementById('inventory')?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section id="inventory" className="inventory" aria-labelledby="inventory-title">
      <div className="inventory__head">
        <h2 id="inventory-title" className="inventory__title">
          {t('inventory.title')} <span className="inventory__count">{first?.totalItem ?? 0}</span>
        </h2>
        {first && (
          <span className="inventory__total">
            {t('inventory.totalPrice', { amount: priceText(first.totalPrice) })}
          </span>
        )}
      </div>
      {own && <InventoryTabs group={group} onChange={setTab} />}
      <div
        className="inventory__body"
        role={own ? 'tabpanel' : undefined}
        aria-labelledby={own ? tabId(group) : undefined}
      >
        {own && group === 'active' ? (
          <ActiveInventory inventory={inventory} />
        ) : (
          <InventoryGrid
            inventory={inventory}
            items={inventory.data?.pages.flatMap((p) => p.items) ?? []}
            empty={t(group === 'withdrawal' ? 'inventory.emptyWithdrawal' : 'inventory.empty')}
            renderItem={(item) => <InventoryItem key={item.id} item={item} />}
          />
        )}
      </div>
    </section>
  );
}
