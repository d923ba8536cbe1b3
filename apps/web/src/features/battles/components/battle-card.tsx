/**
 * One battle in the list (spec 001 §2 Battles page; issue 10): its cases, seats (left 1–2, right 3–4),
 * mode, crazy and private marks, price, status, and a button to open it (join when a seat is free).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { battleMode, seatNumbers, seatSide } from '@cases/domain/battles/rules';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { paths } from '../../../shared/paths.ts';
import { Price } from '../../../ui/price.tsx';
import type { Battle } from '../api/get-battles.ts';
import { SeatPlayer } from './seat-player.tsx';

const SHOWN_CASES = 6;

/** A list card linking to the battle page. */
export function BattleCard({ battle }: { battle: Battle }) {
  const { t } = useTranslation();
  const mode = battleMode(battle.seats, battle.teams);
  const meId = useMe().data?.userId;
  const seated = battle.members.some((m) => m.user?.id === meId);
  const free = seated ? 0 : battle.seats - battle.members.length;
  const extra = battle.cases.length - SHOWN_CASES;
  const seat = (s: number) => battle.members.find((m) => m.seat === s);
  return (
    <article
      className={`battle-card battle-card--${battle.status}`}
      aria-label={t('battles.card.label', {
        mode: t(`battles.mode.${mode}`),
        count: battle.roundsCount,
      })}
    >
      <header className="battle-card__head">
        <span className="battle-card__mode">{t(`battles.mode.${mode}`)}</span>
        {battle.isCrazy && (
          <span className="battle-badge battle-badge--crazy">{t('battles.crazy')}</span>
        )}
        {battle.isPrivate && <span className="battle-badge">{t('battles.private')}</span>}
        <span className={`battle-status battle-status--${battle.status}`}>
          {t(`battles.status.${battle.status}`)}
        </span>
      </header>
      <ul
        className="battle-card__cases"
        aria-label={t('battles.card.cases', { count: battle.roundsCount })}
      >
        {battle.cases.slice(0, SHOWN_CASES).map((c) => (
          <li key={c.round} title={c.case.name}>
            <img src={c.case.image} alt={c.case.name} loading="lazy" />
          </li>
        ))}
        {extra > 0 && <li className="battle-card__more">+{extra}</li>}
      </ul>
      <div className="battle-card__seats">
        {seatNumbers(battle.seats).map((s, i) => (
          <span key={s} className={`battle-card__seat battle-card__seat--${seatSide(s)}`}>
            {i > 0 && (!battle.teams || s === 3) && (
              <span className="battle-card__vs" aria-hidden="true">
                VS
              </span>
            )}
            <SeatPlayer member={seat(s)} size="sm" />
          </span>
        ))}
      </div>
      <footer className="battle-card__foot">
        <span className="battle-card__price">
          <Price value={battle.price} />
          <small>{t('battles.card.rounds', { count: battle.roundsCount })}</small>
        </span>
        <Link
          to={paths.battle(battle.ulid)}
          className={`btn btn--sm ${battle.status === 'created' && free > 0 ? 'btn--primary' : 'btn--secondary'}`}
        >
          {battle.status === 'created' && free > 0
            ? t('battles.card.join')
            : t('battles.card.watch')}
        </Link>
      </footer>
    </article>
  );
}
