/**
 * Status line of an item being withdrawn (spec 001 §4 Item withdrawal): the translated status and,
 * while PREPARING or sent, the 5-minute countdown.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveItemStatus } from '../../api/endpoints/get-inventory.ts';

/** `m:ss` left until `endsAt`, ticking every second. */
function Countdown({ endsAt }: { endsAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <time className="withdraw-status__timer" dateTime={`PT${left}S`}>
      {text}
    </time>
  );
}

/** True for the statuses that show a withdrawal line. */
export function isWithdrawing(status: LiveItemStatus): boolean {
  return status === 'PREPARING' || status === 'send' || status === 'STEAM_WITHDRAWN';
}

/** The label (and timer) of a withdrawing item. */
export function WithdrawStatus({
  status,
  timerEndsAt,
  tradeOffer,
}: {
  status: LiveItemStatus;
  timerEndsAt: number | undefined;
  /** Once sent: the offer's bot, link and expiry (issue 9). */
  tradeOffer?: { url: string; botName: string; expiresAt: string } | null;
}) {
  const { t } = useTranslation();
  if (!isWithdrawing(status)) return null;
  const label =
    status === 'PREPARING'
      ? t('withdraw.status.PREPARING')
      : status === 'send'
        ? t('withdraw.status.send')
        : t('withdraw.status.STEAM_WITHDRAWN');
  return (
    <span className={`withdraw-status withdraw-status--${status}`} role="status">
      <span className="withdraw-status__label">{label}</span>
      {status !== 'STEAM_WITHDRAWN' && timerEndsAt !== undefined && (
        <Countdown endsAt={timerEndsAt} />
      )}
      {status === 'send' && tradeOffer && (
        <span className="withdraw-status__offer">
          <span className="withdraw-status__bot">
            {t('withdraw.fromBot', { bot: tradeOffer.botName })}
          </span>
          <a href={tradeOffer.url} target="_blank" rel="noopener noreferrer">
            {t('withdraw.openOffer')}
          </a>
          <span className="withdraw-status__expires">
            {t('withdraw.expiresIn')} <Countdown endsAt={Date.parse(tradeOffer.expiresAt)} />
          </span>
        </span>
      )}
    </span>
  );
}
