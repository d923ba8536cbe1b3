/**
 * Profile page /profile/:id (spec 000 §2): the profile header and the inventory right under it. The
 * own profile adds the inventory groups and actions (spec 001 §4) and, below the inventory, the Steam
 * panel, history, limits and security (issue 31); another player's shows
 * the public profile (GET /v1/users/{id}) and a read-only inventory.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useMe, type Me } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { NoticePage } from '../../../shared/notice-page.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePublicUser } from '../api/get-public-user.ts';
import { InventoryPanel } from '../components/inventory-panel.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { useProfileViewEvent } from '../lib/use-profile-view-event.ts';
import '../components/inventory.css';
import '../components/profile.css';

/**
 * Own or foreign profile by URL id. `ownPanels` renders the owner's settings panels (Steam data,
 * security), composed by the app so that features stay apart.
 */
export function ProfilePage({ ownPanels }: { ownPanels?: (me: Me) => ReactNode }) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const me = useMe().data;
  const signedIn = useSignedIn();
  const ready = !signedIn || me !== undefined;
  const own = me !== undefined && me.userId === id;
  const user = usePublicUser(id, ready && id !== '');
  useProfileViewEvent(id, own, signedIn, ready && user.isSuccess);

  if (!ready || user.isPending) return <Spinner page />;
  if (user.isError) return <NoticePage title={t('profile.notFound')} />;
  return (
    <div className="page profile-page">
      <ProfileCard user={user.data} me={own ? me : undefined} />
      {/* The inventory first, what a player opens the profile for; settings and history below (issue 31). */}
      <InventoryPanel own={own} userId={id} />
      {own && ownPanels?.(me)}
    </div>
  );
}
