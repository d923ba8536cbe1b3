/**
 * /event/top (spec 001 §2 "tops" tab; issue 28): the season's leaderboard by coins earned — the
 * board's countdown, the player's own place first, the leaders with avatar, name, level, coins and
 * prize. Leader names link to their profiles (spec 001 §2 Leaderboard widgets).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { useSeasonBoard, type SeasonRankingRow } from '../../../api/endpoints/get-season-board.ts';
import { paths } from '../../../shared/paths.ts';
import { Countdown } from '../../../ui/countdown.tsx';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CoinAmount } from '../components/coin-amount.tsx';

/** §5: up to 1000 as is, above "1000+". */
const placeText = (n: number) => (n > 1000 ? '1000+' : String(n));

function Row({ row, mine }: { row: SeasonRankingRow; mine: boolean }) {
  const { t } = useTranslation();
  const score = row.user ? Math.max(row.user.earn, row.spent) : 0;
  return (
    <tr className={mine ? 'season-top__row season-top__row--me' : 'season-top__row'}>
      <td className="season-top__pos">{placeText(row.position)}</td>
      <td>
        {row.user ? (
          <Link to={paths.profileOf(row.user.id)} className="season-top__user">
            <img src={row.user.avatar} alt="" width={32} height={32} loading="lazy" />
            <span>{row.user.name}</span>
          </Link>
        ) : (
          <span className="season-top__free">{t('season.top.free')}</span>
        )}
      </td>
      <td>{row.user && <CoinAmount value={score} />}</td>
      <td className="season-top__prize">
        {row.prize.type === 'prize' ? (
          <span className="season-top__drop">
            <img src={row.prize.drop.image} alt="" width={48} height={36} loading="lazy" />
            <span>
              <span className="season-top__drop-name">{row.prize.drop.name}</span>
              <Price value={row.prize.drop.price} />
            </span>
          </span>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

export function EventTopPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const { board, ranking } = useSeasonBoard();
  if (board.isPending) return <Spinner page />;
  const active = board.data;
  const data = ranking.data;
  const leaders = (data?.leaders ?? []).filter((r) => r.user !== null || r.prize.type === 'prize');
  const meRow = data?.me ?? null;
  const meListed = meRow !== null && leaders.some((r) => r.user?.id === meRow.user?.id);
  return (
    <div className="page season-top">
      <header className="season-top__head">
        <div>
          <h2 className="season-h2">{active?.title || t('season.top.title')}</h2>
          <p className="season-lead">{t('season.top.lead')}</p>
        </div>
        {active && <Countdown endsAt={Date.parse(active.dateEnd)} className="season-top__timer" />}
      </header>
      {!active ? (
        <p className="season-note">{t('season.top.none')}</p>
      ) : ranking.isPending ? (
        <Spinner />
      ) : leaders.length === 0 && !meRow ? (
        <p className="season-note">{t('season.top.empty')}</p>
      ) : (
        <div className="season-top__wrap">
          <table className="season-top__table">
            <thead>
              <tr>
                <th scope="col">{t('season.top.position')}</th>
                <th scope="col">{t('season.top.player')}</th>
                <th scope="col">{t('season.top.coins')}</th>
                <th scope="col">{t('season.top.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {meRow && !meListed && <Row row={meRow} mine />}
              {leaders.map((row) => (
                <Row
                  key={row.position}
                  row={row}
                  mine={me !== undefined && row.user?.id === me.userId}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
