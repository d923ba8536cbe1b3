/**
 * Profile page /profile/:id (spec 000 §2): the player card and inventory; the own profile allows
 * selling, withdrawing and the Steam panel (spec 001 §4), another player's shows their public profile (GET /v1/users/{id}:
 * nickname, avatar, level) and a read-only inventory.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SteamPanel } from '../../withdraw/components/steam-panel.tsx';
import { usePublicUser } from '../api/get-public-user.ts';
import { InventoryPanel } from '../components/inventory-panel.tsx';
import '../components/inventory.css';

/** Own or foreign profile by URL id. */
export function ProfilePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const me = useMe().data;
  const signedIn = useSignedIn();
  const ready = !signedIn || me !== undefined;
  const own = me !== undefined && me.userId === id;
  const user = usePublicUser(id, ready && id !== '');
  const priceText = usePriceText();

  if (!ready || user.isPending) return <Spinner />;
  if (user.isError) {
    return (
      <div className="page page--center">
        <div className="notice">
          <h1>{t('profile.notFound')}</h1>
        </div>
      </div>
    );
  }
  const u = user.data;
  return (
    <div className="page profile-page">
      <section className="profile-card" aria-label={t('profile.title')}>
        <img className="profile-card__avatar" src={u.avatar || '/favicon.svg'} alt="" />
        <div>
          <h1 className="profile-card__name">{u.nickname}</h1>
          <span className="profile-card__level">{t('profile.level', { level: u.level })}</span>
        </div>
        <dl className="profile-card__stats">
          {own && (
            <div>
              <dt>{t('profile.balance')}</dt>
              <dd>{priceText(me.finance.balance)}</dd>
            </div>
          )}
          <div>
            <dt>{t('profile.opened')}</dt>
            <dd>{u.statistic.cases.opened}</dd>
          </div>
          {own && (
            <div>
              <dt>{t('profile.spent')}</dt>
              <dd>{priceText(me.statistic.finance.spent)}</dd>
            </div>
          )}
        </dl>
      </section>
      {own && <SteamPanel me={me} />}
      <InventoryPanel own={own} userId={id} />
    </div>
  );
}
