/**
 * The pass's info popup (spec 001 §3 "Info popup rewards: challenge levels plus dailyCase"): every level
 * that pays something, with its reward, and the daily case — for a signed-in player the one `GET /v1/popup/info`
 * names, with whether it can be opened now.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LevelData } from '../../../api/endpoints/get-challenge.ts';
import { paths } from '../../../shared/paths.ts';
import { Modal } from '../../../ui/modal.tsx';
import { levelType } from '../lib/pass.ts';
import { LevelReward } from './level-reward.tsx';

export function RewardsPopup({
  open,
  onClose,
  levels,
  dailyImage,
  daily,
}: {
  open: boolean;
  onClose: () => void;
  levels: readonly LevelData[];
  dailyImage: string;
  /** The player's daily case from `/v1/popup/info`: its name and whether it opens now. */
  daily?: { name: string; ready: boolean } | undefined;
}) {
  const { t } = useTranslation();
  const paying = levels.filter(
    (l) => l.balanceData.coins > 0 || l.balanceData.money > 0 || l.caseData.length > 0,
  );
  return (
    <Modal open={open} onClose={onClose} title={t('season.pass.infoTitle')}>
      <ul className="rewards-popup">
        {paying.map((l) => (
          <li
            key={l.level}
            className={`rewards-popup__row rewards-popup__row--${levelType(l.level)}`}
          >
            <span className="rewards-popup__level">
              {t('season.pass.level', { level: l.level })}
            </span>
            <LevelReward level={l} compact />
          </li>
        ))}
      </ul>
      <Link to={paths.dailyCases()} className="rewards-popup__daily" onClick={onClose}>
        <img src={dailyImage} alt="" width={64} height={64} />
        <span>
          <strong>{t('season.pass.dailyCase')}</strong>
          <span>
            {daily
              ? t(daily.ready ? 'season.pass.dailyReady' : 'season.pass.dailyLater', {
                  name: daily.name,
                })
              : t('season.pass.dailyCaseText')}
          </span>
        </span>
      </Link>
    </Modal>
  );
}
