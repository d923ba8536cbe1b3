/**
 * The profile's counters (spec 000 §7 GET /v1/users/{id}/dashboard): items in total, in the
 * inventory, withdrawn, battles and upgrades.
 */
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/get-dashboard.ts';

/** Counter strip of `userId`; nothing while loading or on failure. */
export function ProfileDashboard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(userId).data;
  if (!dashboard) return null;
  const counts = [
    ['items', dashboard.inventoryCount],
    ['active', dashboard.inventoryActiveCount],
    ['sent', dashboard.sendItemsCount],
    ['battles', dashboard.battlesCount],
    ['upgrades', dashboard.upgradesCount],
  ] as const;
  return (
    <dl className="profile-dashboard">
      {counts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`profile.dashboard.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
