/**
 * The end of a battle (issue 10): who won (a seat or a team; the lowest total in crazy mode; a tie
 * settled by the coinflip ticket), what they took, and for a winner the button that sells it all at
 * once (`POST /sell`) — or keeps it in the inventory.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { Price } from '../../../ui/price.tsx';
import type { Battle } from '../api/get-battles.ts';

export interface ResultProps {
  battle: Battle;
  meId: string | undefined;
  onSell: () => void;
  selling: boolean;
}

export function BattleResult({ battle, meId, onSell, selling }: ResultProps) {
  const { t } = useTranslation();
  const names = battle.winnerSeats.map((s) => {
    const m = battle.members.find((x) => x.seat === s);
    return m?.user?.nickname ?? t('battles.seat.bot', { seat: s });
  });
  const mine = battle.winnings.find((w) => w.userId !== null && w.userId === meId);
  const items = battle.winnings.flatMap((w) => w.items);
  const total = battle.winnings.reduce((s, w) => s + Math.round(w.total * 100), 0) / 100;
  return (
    <section className="battle-result" aria-labelledby="battle-result-title" role="status">
      <p className="battle-result__kicker">
        {battle.isCrazy ? t('battles.result.crazyKicker') : t('battles.result.kicker')}
      </p>
      <h2 id="battle-result-title" className="battle-result__title">
        {mine
          ? t('battles.result.youWon')
          : t('battles.result.winner', { names: names.join(' + ') })}
      </h2>
      <p className="battle-result__sum">
        {t('battles.result.took')} <Price value={total} />
      </p>
      {battle.tieRoll !== null && (
        <p className="battle-result__tie">
          {t('battles.result.tie', { roll: battle.tieRoll.toFixed(6) })}
        </p>
      )}
      <ul className="battle-result__items">
        {items.map((item, i) => (
          <li key={i}>
            <ItemTile item={item} variant="strip" />
          </li>
        ))}
      </ul>
      {mine && mine.unsold > 0 && (
        <div className="battle-result__actions">
          <Button size="lg" onClick={onSell} busy={selling}>
            {t('battles.result.sellAll')} <Price value={mine.unsold} />
          </Button>
          <Link to={paths.profile()} className="btn btn--secondary btn--lg">
            {t('battles.result.keep')}
          </Link>
        </div>
      )}
      {mine && mine.unsold === 0 && (
        <p className="battle-result__done">{t('battles.result.sold')}</p>
      )}
    </section>
  );
}
