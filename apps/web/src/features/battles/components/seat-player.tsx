/**
 * Who sits in a seat (spec 001 §4 seats): a player's avatar, nickname and level linking to their
 * profile, a bot, or an empty seat.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import type { Battle } from '../api/get-battles.ts';

type Member = Battle['members'][number];

/** The seat's occupant in `size` (compact on cards). */
export function SeatPlayer({
  member,
  size = 'md',
}: {
  member: Member | undefined;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  if (!member)
    return (
      <span className={`seat-player seat-player--${size} seat-player--empty`}>
        <span className="seat-player__avatar" aria-hidden="true">
          ?
        </span>
        {size === 'md' && <span className="seat-player__name">{t('battles.seat.free')}</span>}
      </span>
    );
  if (!member.user)
    return (
      <span className={`seat-player seat-player--${size} seat-player--bot`}>
        <span className="seat-player__avatar seat-player__avatar--bot" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <rect x="4.5" y="8" width="15" height="11" rx="3" />
            <path d="M12 8V4.5M9 13h.01M15 13h.01M9.5 16.5h5M2.5 12.5v2.5M21.5 12.5v2.5" />
            <circle cx="12" cy="4" r="1" />
          </svg>
        </span>
        {size === 'md' && (
          <span className="seat-player__name">{t('battles.seat.bot', { seat: member.seat })}</span>
        )}
      </span>
    );
  return (
    <Link
      to={paths.profileOf(member.user.id)}
      className={`seat-player seat-player--${size}`}
      title={member.user.nickname}
    >
      <img className="seat-player__avatar" src={member.user.avatar} alt="" />
      {size === 'md' && (
        <span className="seat-player__name">
          <span className="seat-player__nick">{member.user.nickname}</span>
          <span className="seat-player__level">{member.user.level}</span>
        </span>
      )}
    </Link>
  );
}
