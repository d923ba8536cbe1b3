/**
 * The profile's win-rate block (spec 000 §3 Win rate, §7 GET /v1/users/{id}/winrate): the share of
 * won paid openings as a percentage and a bar, with the win and lose counts.
 */
import { useTranslation } from 'react-i18next';
import { useWinrate, winPercent } from '../api/get-winrate.ts';

/** Win rate of `userId`; nothing while loading or on failure. */
export function WinRate({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const winrate = useWinrate(userId);
  if (!winrate.data) return null;
  const { win, lose } = winrate.data;
  const percent = winPercent(winrate.data);
  return (
    <section className="win-rate" aria-label={t('profile.winrate')}>
      <div className="win-rate__head">
        <span className="win-rate__title">{t('profile.winrate')}</span>
        <strong className="win-rate__percent">{percent}%</strong>
      </div>
      <div
        className="win-rate__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('profile.winrateText', { percent })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="win-rate__counts">
        <div>
          <dt>{t('profile.wins')}</dt>
          <dd className="win-rate__win">{win}</dd>
        </div>
        <div>
          <dt>{t('profile.losses')}</dt>
          <dd className="win-rate__lose">{lose}</dd>
        </div>
      </dl>
    </section>
  );
}
