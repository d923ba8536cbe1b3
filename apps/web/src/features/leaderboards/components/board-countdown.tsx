/**
 * A board's countdown (spec 001 §2 "days, hours, minutes and seconds, each padded to 2 digits with a
 * pluralised label; when time has run out … an "end" label plus the date range DD.MM.YYYY — DD.MM.YYYY";
 * §4 "in seconds and never below 0").
 */
import { useTranslation } from 'react-i18next';
import { countdownParts, formatBoardRange, pad2 } from '@cases/domain/leaderboards';
import { useTimeLeft } from '../../../ui/countdown.tsx';
import './board-countdown.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export function BoardCountdown({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation();
  const left = Math.floor(useTimeLeft(Date.parse(end)) / 1000);
  if (left <= 0)
    return (
      <p className="lb-countdown lb-countdown--ended">
        <span className="lb-countdown__end">{t('leaderboards.ended')}</span>
        <span className="lb-countdown__range">{formatBoardRange(start, end)}</span>
      </p>
    );
  const parts = countdownParts(left);
  return (
    <p className="lb-countdown" aria-label={t('leaderboards.timeLeft')}>
      {UNITS.map((unit) => (
        <span key={unit} className="lb-countdown__part">
          <b>{pad2(parts[unit])}</b>
          <small>{t(`leaderboards.units.${unit}`, { count: parts[unit] })}</small>
        </span>
      ))}
    </p>
  );
}
