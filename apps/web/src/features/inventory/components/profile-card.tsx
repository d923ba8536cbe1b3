/**
 * The profile header (spec 000 §2 /profile/:id, §3 User statistic, §7 Users): avatar, nickname,
 * level with its experience bar and level cases (profile-level.tsx), statistics (cases opened; for the owner also balance, spent and profit when present),
 * the win rate and the dashboard counters.
 */
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../api/endpoints/get-me.ts';
import { usePriceText } from '../../../ui/price.tsx';
import type { PublicUser } from '../api/get-public-user.ts';
import { ProfileDashboard } from './profile-dashboard.tsx';
import { ProfileLevel } from './profile-level.tsx';
import { WinRate } from './win-rate.tsx';

/** The header of `user`; `me` is given on the own profile only. */
export function ProfileCard({ user, me }: { user: PublicUser; me: Me | undefined }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const profit = me?.statistic.finance.profit;
  return (
    <section className="profile-card" aria-label={t('profile.title')}>
      <div className="profile-card__who">
        <img className="profile-card__avatar" src={user.avatar || '/favicon.svg'} alt="" />
        <div className="profile-card__id">
          <h1 className="profile-card__name" title={user.nickname}>
            {user.nickname}
          </h1>
          <ProfileLevel userId={user.userId} level={user.level} own={me !== undefined} />
        </div>
      </div>
      <dl className="profile-card__stats" aria-label={t('profile.statsTitle')}>
        {me && (
          <div>
            <dt>{t('profile.balance')}</dt>
            <dd>{priceText(me.finance.balance)}</dd>
          </div>
        )}
        <div>
          <dt>{t('profile.opened')}</dt>
          <dd>{user.statistic.cases.opened}</dd>
        </div>
        {me && (
          <div>
            <dt>{t('profile.spent')}</dt>
            <dd>{priceText(me.statistic.finance.spent)}</dd>
          </div>
        )}
        {profit !== undefined && (
          <div>
            <dt>{t('profile.profit')}</dt>
            <dd>{priceText(profit)}</dd>
          </div>
        )}
      </dl>
      <div className="profile-card__extra">
        <WinRate userId={user.userId} />
        <ProfileDashboard userId={user.userId} />
      </div>
    </section>
  );
}
