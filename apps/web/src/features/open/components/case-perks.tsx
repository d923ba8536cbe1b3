/**
 * What the open page says about a case besides its price (issue 28; spec 000 §3 Case, 001 §3 Event
 * case card): coins per opening, multifix ×N or multicast ×a–b, every-N-th free, the player's free
 * openings, openings left of the limit and the window's clock; for a signed-in player their progress on it (spec
 * 001 §7 personal progress: how many they opened, and the coins they earned when it pays coins). Nothing when the
 * case has none.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseDetailData } from '../../../api/endpoints/get-case.ts';
import type { PersonalProgress } from '../../../api/endpoints/get-personal-progress.ts';
import type { CardTime } from '../../../ui/case-card-counters.tsx';
import { CoinIcon, useCoinsText } from '../../../ui/coin.tsx';
import { Countdown } from '../../../ui/countdown.tsx';
import { Icon } from '../../../ui/icons.tsx';

/**
 * A row of chips; `time` is the case's clock (ui/case-card-counters `useCardTime`); `progress` the signed-in player's
 * on this case (undefined for visitors).
 */
export function CasePerks({
  card,
  time,
  progress,
}: {
  card: CaseDetailData;
  time: CardTime;
  progress?: Pick<PersonalProgress, 'openedCount' | 'coinsEarned'>;
}) {
  const { t } = useTranslation();
  const coinsText = useCoinsText();
  const coins = card.tastyCoins;
  const range = card.multicastData?.range;
  const freeOpens = card.labelData?.freeOpens ?? 0;
  const { opensLimit, opensRemaining } = card.statisticData;
  const chips: { key: string; className: string; content: ReactNode }[] = [];
  if (coins && coins.max > 0)
    chips.push({
      key: 'coins',
      className: 'case-perk case-perk--coins',
      content: (
        <>
          <CoinIcon />
          {t('cases.coinsPerOpen', { min: coins.min, max: coins.max })}
        </>
      ),
    });
  if (card.multifixNumber)
    chips.push({
      key: 'multi',
      className: 'case-perk case-perk--multi',
      content: t('cases.multifix', { count: card.multifixNumber }),
    });
  else if (range?.length === 2)
    chips.push({
      key: 'multi',
      className: 'case-perk case-perk--multi',
      content: t('cases.multicast', { from: range[0], to: range[1] }),
    });
  if (card.everyNOpenFree)
    chips.push({
      key: 'every',
      className: 'case-perk case-perk--free',
      content: t('cases.everyNth', { n: card.everyNOpenFree }),
    });
  if (freeOpens > 0)
    chips.push({
      key: 'free',
      className: 'case-perk case-perk--free',
      content: t('cases.freeOpens', { count: freeOpens }),
    });
  if (opensRemaining !== null && opensLimit !== null)
    chips.push({
      key: 'stock',
      className: opensRemaining <= opensLimit * 0.1 ? 'case-perk case-perk--low' : 'case-perk',
      content: t('cases.opensLeft', { remaining: opensRemaining, limit: opensLimit }),
    });
  if (time.kind === 'starts' || time.kind === 'ends')
    chips.push({
      key: 'time',
      className: `case-perk case-perk--${time.kind}`,
      content: (
        <>
          <Icon name="clock" size={14} />
          {time.kind === 'starts' ? t('cases.startsIn') : t('cases.endsIn')}{' '}
          <Countdown endsAt={time.at} />
        </>
      ),
    });
  if (progress) {
    chips.push({
      key: 'opened',
      className: 'case-perk case-perk--mine',
      content: t('cases.yourOpens', { count: progress.openedCount }),
    });
    if (coins && coins.max > 0)
      chips.push({
        key: 'earned',
        className: 'case-perk case-perk--mine',
        content: (
          <>
            <CoinIcon />
            {t('cases.yourCoins', {
              amount: t('coins.amount', {
                count: progress.coinsEarned,
                amount: coinsText(progress.coinsEarned),
              }),
            })}
          </>
        ),
      });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="case-perks">
      {chips.map((c) => (
        <li key={c.key} className={c.className}>
          {c.content}
        </li>
      ))}
    </ul>
  );
}
