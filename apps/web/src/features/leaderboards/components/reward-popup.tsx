/**
 * The leaderboard reward popup (spec 001 §2, §3 Reward drop): shown the next time a winner visits —
 * place, price, item image, name, a link to the profile and a sell button. Closing it (or selling)
 * marks the reward as seen, so it shows once.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RARITY_COLORS } from '@cases/domain/catalog';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Price } from '../../../ui/price.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useMarkRewardsSeen, useRewards, useSellReward } from '../api/rewards.ts';
import './reward-popup.css';

export function LeaderboardRewardPopup() {
  const { t } = useTranslation();
  const reward = useRewards().data?.[0];
  const seen = useMarkRewardsSeen();
  const sell = useSellReward();
  const toastError = useErrorToast();
  if (!reward) return null;
  const close = () => seen.mutate([reward.id]);
  return (
    <Modal open title={t('leaderboards.reward.title')} onClose={close}>
      <div className="lb-reward" style={{ borderColor: RARITY_COLORS[reward.rarity] }}>
        <p className="lb-reward__place">
          {t('leaderboards.reward.place', { place: reward.place, board: reward.boardTitle })}
        </p>
        <img className="lb-reward__img" src={reward.image} alt="" width={200} height={150} />
        <p className="lb-reward__name">{reward.name}</p>
        <Price className="lb-reward__price" value={reward.price} />
        <div className="lb-reward__actions">
          <Link className="btn btn--secondary btn--md" to={paths.profile()} onClick={close}>
            {t('leaderboards.reward.profile')}
          </Link>
          {reward.sellable && (
            <Button
              busy={sell.isPending}
              onClick={() =>
                sell.mutate(reward.id, { onSuccess: close, onError: (e) => toastError(e) })
              }
            >
              {t('leaderboards.reward.sell')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
