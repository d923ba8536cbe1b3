/**
 * Profile page /profile/:id (spec 000 §2): the player card and inventory; the own profile allows
 * selling (spec 001 §4), another player's is read-only.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLevels } from '../../../api/endpoints/get-levels.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSignedIn } from '../../../api/token.ts';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { InventoryPanel } from '../components/inventory-panel.tsx';
import '../components/inventory.css';

/** Own or foreign profile by URL id. */
export function ProfilePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const me = useMe().data;
  const own = me !== undefined && me.userId === id;
  const levels = useLevels(id || undefined);
  const priceText = usePriceText();
  const signedIn = useSignedIn();

  if (signedIn && !me) return <Spinner />;
  return (
    <div className="page profile-page">
      <section className="profile-card" aria-label={t('profile.title')}>
        <img className="profile-card__avatar" src={(own && me.avatar) || '/favicon.svg'} alt="" />
        <div>
          <h1 className="profile-card__name">{own ? me.nickname : t('profile.player')}</h1>
          {levels.data && (
            <span className="profile-card__level">
              {t('profile.level', { level: levels.data.userLevel })}
            </span>
          )}
        </div>
        {own && (
          <dl className="profile-card__stats">
            <div>
              <dt>{t('profile.balance')}</dt>
              <dd>{priceText(me.finance.balance)}</dd>
            </div>
            <div>
              <dt>{t('profile.opened')}</dt>
              <dd>{me.statistic.cases.opened}</dd>
            </div>
            <div>
              <dt>{t('profile.spent')}</dt>
              <dd>{priceText(me.statistic.finance.spent)}</dd>
            </div>
          </dl>
        )}
      </section>
      <InventoryPanel own={own} userId={id} />
    </div>
  );
}
