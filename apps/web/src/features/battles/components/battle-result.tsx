/**
 * The end of a battle (issue 10): who won (a seat or a team; the lowest total in crazy mode; a tie
 * settled by the coinflip ticket) and what they took. The caller who won gets the quick sale over
 * their drops (spec 000 §2 quick-sale screen; issue 29): all picked for sale, a tap keeps one, one
 * button sells the rest; everyone else sees the drops.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { QuickSale } from '../../../shared/quick-sale/quick-sale.tsx';
import { ItemTile } from '../../../ui/item-tile.tsx';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { Battle } from '../api/get-battles.ts';
import { wonEntries } from '../lib/won-entries.ts';
import { useWonIds } from '../api/use-won-ids.ts';
import type { Winning } from '../lib/won-entries.ts';

export interface ResultProps {
  battle: Battle;
  meId: string | undefined;
  /** A private battle's key from the page's address, for the drops' check links. */
  battleKey: string | null;
}

export function BattleResult({ battle, meId, battleKey }: ResultProps) {
  const { t } = useTranslation();
  const names = battle.winnerSeats.map((s) => {
    const m = battle.members.find((x) => x.seat === s);
    return m?.user?.nickname ?? t('battles.seat.bot', { seat: s });
  });
  const mine = battle.winnings.find((w) => w.userId !== null && w.userId === meId);
  const items = battle.winnings.flatMap((w) => w.items);
  const total = battle.winnings.reduce((s, w) => s + Math.round(w.total * 100), 0) / 100;
  return (
    <section className="battle-result" aria-labelledby="battle-result-title">
      <div className="battle-result__head" role="status">
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
      </div>
      {mine ? (
        <WonSale battle={battle} mine={mine} battleKey={battleKey} />
      ) : (
        <ul className="battle-result__items">
          {items.map((item, i) => (
            <li key={i}>
              <ItemTile item={item} variant="strip" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The winner's quick sale of their drops, each with the link that checks its roll (issue 31). */
function WonSale({
  battle,
  mine,
  battleKey,
}: {
  battle: Battle;
  mine: Winning;
  battleKey: string | null;
}) {
  const { t } = useTranslation();
  const ids = useWonIds(battle, mine);
  if (!ids) return <Spinner />;
  const entries = wonEntries(battle, mine, ids);
  const rollOf = new Map(entries.map((e, i) => [e.key, mine.rolls[i]]));
  return (
    <QuickSale
      key={battle.ulid}
      ns="battles"
      entries={entries}
      extra={(entry) => {
        const roll = rollOf.get(entry.key);
        if (!roll || !battle.serverSeed) return null;
        return (
          <Link
            className="battle-result__check"
            to={paths.fairnessBattleCheck({
              battle: battle.ulid,
              key: battleKey ?? battle.key,
              round: roll.round,
              seat: roll.seat,
            })}
            aria-label={t('battles.result.checkDrop', {
              name: entry.item.name,
              round: roll.round + 1,
            })}
          >
            {t('battles.result.check')}
          </Link>
        );
      }}
      actions={
        <Link to={paths.battlesCreate()} className="btn btn--secondary btn--lg">
          {t('battles.result.newBattle')}
        </Link>
      }
    />
  );
}
