/**
 * Top of the open page: case picture and name, price (old price struck; a coin case's in coins with
 * the player's coins beside it, issue 28), volatility, what the case offers (case-perks), the
 * multi-open selector with the counts the case allows, and the one action that fits the player's
 * state (spec 000 §3 Case, §4 locked/ended).
 */
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { openCharge } from '@cases/domain/open-charge';
import { useTranslation } from 'react-i18next';
import type { CaseDetailData } from '../../../api/endpoints/get-case.ts';
import type { PersonalProgress } from '../../../api/endpoints/get-personal-progress.ts';
import { useConfig, useFeature } from '../../../api/endpoints/get-config.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { useCardTime } from '../../../ui/case-card-counters.tsx';
import { COIN_CODE, Coins, useCoinStyle, useCoinsText } from '../../../ui/coin.tsx';
import { useClockText, useTimeLeft } from '../../../ui/countdown.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Price, usePriceText } from '../../../ui/price.tsx';
import { VolatilityMeter } from '../../../ui/volatility-meter.tsx';
import { CasePerks } from './case-perks.tsx';
import { MultiOpenSelector } from './multi-open-selector.tsx';

export interface CaseHeroProps {
  card: CaseDetailData;
  /** The counts one opening may take (lib/open-counts) and the chosen one. */
  counts: readonly number[];
  multi: number;
  onMulti: (n: number) => void;
  /** Undefined for visitors. */
  balance: number | undefined;
  coinBalance: number | undefined;
  locked: boolean;
  busy: boolean;
  onOpen: () => void;
  /** Skip the roulette (remembered; issue 9). */
  fastOpen: boolean;
  onFastOpen: (on: boolean) => void;
  /** The signed-in player's progress on the case (undefined for visitors). */
  progress?: PersonalProgress;
}

/** The case block with its open button (or the reason it cannot be opened). */
export function CaseHero({
  card,
  counts,
  multi,
  onMulti,
  balance,
  coinBalance,
  locked,
  busy,
  onOpen,
  fastOpen,
  onFastOpen,
  progress,
}: CaseHeroProps) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const coinsText = useCoinsText();
  const coinStyle = useCoinStyle();
  const coinCase = card.priceData.currency === COIN_CODE;
  const price = card.priceData.price;
  const free = price === 0;
  // What this opening charges, by the server's rule (issue 48): every N-th opening and granted ones are free.
  const charge = openCharge({
    price,
    count: multi,
    everyN: card.everyNOpenFree,
    openedBefore: card.viewerOpenedCount ?? 0,
    granted: card.labelData?.freeOpens ?? 0,
  });
  const total = charge.total;
  /** An amount in the case's currency, as text ("150 монет", "12,50 ₽"). */
  const amountText = (n: number) =>
    coinCase ? t('coins.amount', { count: n, amount: coinsText(n) }) : priceText(n);
  const wallet = coinCase ? coinBalance : balance;
  const style = { ...coinStyle, '--case-color': card.appearanceData.color } as CSSProperties;
  const depositDays = useConfig()?.freeCaseDepositDays ?? 30;
  const showVolatility = useFeature('volatility');
  const time = useCardTime(card);
  const coolingLeft = useTimeLeft(time.kind === 'cooling' ? time.at : null);
  const clock = useClockText();

  const action = () => {
    if (wallet === undefined) {
      return (
        <Link to={paths.registration()} className="btn btn--primary btn--lg">
          {t('open.signInToOpen')}
        </Link>
      );
    }
    if (!card.available)
      return (
        <Button size="lg" disabled>
          {t('open.unavailable')}
        </Button>
      );
    if (locked)
      return (
        <Button size="lg" disabled>
          {t('open.locked', { level: card.level })}
        </Button>
      );
    if (time.kind === 'starts')
      return (
        <Button size="lg" disabled className="case-hero__cooldown">
          <Icon name="clock" size={18} />
          {t('cases.startsIn')} {clock(time.at - Date.now())}
        </Button>
      );
    if (free && coolingLeft > 0) {
      return (
        <Button size="lg" disabled className="case-hero__cooldown">
          <Icon name="clock" size={18} />
          {t('open.freeAgain')} {clock(coolingLeft)}
        </Button>
      );
    }
    if (free && card.depositRequired) {
      // Free cases need a recent top-up (issue 8); say so instead of failing on press.
      return (
        <div className="case-hero__short">
          <p>{t('cases.depositRequiredHint', { count: depositDays })}</p>
          <Link to={paths.refill()} className="btn btn--primary btn--lg">
            {t('cases.depositRequiredAction')}
          </Link>
        </div>
      );
    }
    if (wallet < total) {
      return (
        <div className="case-hero__short">
          <p>{t('open.notEnough', { amount: amountText(total - wallet) })}</p>
          {coinCase ? (
            <Link to={paths.home()} className="btn btn--secondary btn--lg">
              {t('open.earnCoins')}
            </Link>
          ) : (
            <Link to={paths.refill()} className="btn btn--primary btn--lg">
              {t('header.topUp')}
            </Link>
          )}
        </div>
      );
    }
    return (
      <Button size="lg" onClick={onOpen} busy={busy}>
        {free || charge.paid === 0
          ? t('open.openFree')
          : t('open.openFor', { price: amountText(total) })}
        {!free && charge.paid > 0 && charge.free > 0 && (
          <small className="case-hero__free-note">
            {t('open.freeOfAll', { free: charge.free, all: multi })}
          </small>
        )}
      </Button>
    );
  };

  return (
    <section className="case-hero" style={style} aria-labelledby="case-title">
      <div className="case-hero__art">
        <img src={card.appearanceData.image} alt={card.name} />
      </div>
      <div className="case-hero__info">
        <h1 id="case-title" className="case-hero__title">
          {card.name}
        </h1>
        <div className="case-hero__meta">
          <span
            className={coinCase ? 'case-hero__price case-hero__price--coins' : 'case-hero__price'}
            aria-label={t('open.price')}
          >
            {card.priceData.oldPrice !== null &&
              card.priceData.oldPrice > price &&
              (coinCase ? (
                <s className="case-hero__old">{coinsText(card.priceData.oldPrice)}</s>
              ) : (
                <Price value={card.priceData.oldPrice} old className="case-hero__old" />
              ))}
            {free ? t('cases.free') : coinCase ? <Coins value={price} /> : <Price value={price} />}
          </span>
          {showVolatility && (
            <span className="case-hero__vol">
              {t('volatility.title')} <VolatilityMeter value={card.volatility} />
            </span>
          )}
        </div>
        {coinCase && coinBalance !== undefined && (
          <p className="case-hero__wallet">
            {t('open.yourCoins')} <Coins value={coinBalance} className="case-hero__wallet-coins" />
          </p>
        )}
        <CasePerks card={card} time={time} progress={progress} />
        {!free && (counts.length > 1 || card.multifixNumber) && (
          <MultiOpenSelector values={counts} value={multi} onChange={onMulti} disabled={busy} />
        )}
        <div className="case-hero__action">{action()}</div>
        {balance !== undefined && (
          <label className="case-hero__fast" title={t('open.fastOpenHint')}>
            <input
              type="checkbox"
              role="switch"
              checked={fastOpen}
              onChange={(e) => onFastOpen(e.target.checked)}
            />
            <Icon name="bolt" size={16} />
            {t('open.fastOpen')}
          </label>
        )}
      </div>
    </section>
  );
}
