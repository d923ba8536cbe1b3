/**
 * /event/raffle/:slug (spec 001 §3 Raffle result; issue 28): a raffle's winners — place, avatar,
 * name, level, tickets and prize (picture, name, price) — a page at a time with the paginator, the
 * number of prizes and whether the viewer takes part. Before the draw the table is empty and says so.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRaffleResult } from '../../../api/endpoints/get-raffle-result.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { LevelBadge } from '../../../ui/level-badge.tsx';
import { Price } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

export function RaffleResultPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const signedIn = useSignedIn();
  const result = useRaffleResult(slug, page);
  const data = result.data;
  const go = (p: number) =>
    setParams(p > 1 ? { page: String(p) } : {}, { preventScrollReset: true });

  if (result.isPending) return <Spinner page />;
  if (!data) return <p className="season-note">{t('season.raffle.notFound')}</p>;
  const { paginator } = data;
  return (
    <div className="page raffle-result">
      <header className="raffle-result__head">
        <div>
          <h2 className="season-h2">{t('season.raffle.results')}</h2>
          <p className="raffle-result__count">
            {t('season.raffle.prizeCount', { count: data.prizeCount })} ·{' '}
            <Link to={paths.fairnessGameCheck('raffle', { raffle: slug })}>
              {t('season.raffle.verify')}
            </Link>
          </p>
        </div>
        {signedIn && (
          <p
            className={
              data.meInRaffle ? 'raffle-result__me raffle-result__me--in' : 'raffle-result__me'
            }
          >
            {data.meInRaffle ? t('season.raffle.inRaffle') : t('season.raffle.notInRaffle')}
          </p>
        )}
      </header>
      {data.raffleResult.length === 0 ? (
        <p className="season-note">{t('season.raffle.notDrawn')}</p>
      ) : (
        <div className="season-top__wrap">
          <table className="season-top__table raffle-result__table">
            <thead>
              <tr>
                <th scope="col">{t('season.raffle.position')}</th>
                <th scope="col">{t('season.raffle.player')}</th>
                <th scope="col" className="season-top__narrow-hide">
                  {t('season.raffle.playerLevel')}
                </th>
                <th scope="col">{t('season.raffle.ticketsCol')}</th>
                <th scope="col">{t('season.raffle.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {data.raffleResult.map((w) => (
                <tr key={`${w.position}-${w.itemId}`} className="season-top__row">
                  <td className="season-top__pos">{w.position}</td>
                  <td>
                    <Link to={paths.profileOf(w.userId)} className="season-top__user">
                      <img src={w.avatar} alt="" width={32} height={32} loading="lazy" />
                      <span>{w.name}</span>
                    </Link>
                  </td>
                  <td className="season-top__narrow-hide">
                    <LevelBadge level={w.level} />
                  </td>
                  <td>{w.tickets}</td>
                  <td className="season-top__prize">
                    <span className="season-top__drop">
                      <img src={w.img} alt="" width={48} height={36} loading="lazy" />
                      <span>
                        <span className="season-top__drop-name">{w.item}</span>
                        <Price value={w.price.price} />
                      </span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paginator.lastPage > 1 && (
        <nav className="paginator" aria-label={t('season.raffle.pages')}>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            {t('season.raffle.prev')}
          </button>
          <span>{t('season.raffle.page', { page: paginator.page, last: paginator.lastPage })}</span>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={page >= paginator.lastPage}
            onClick={() => go(page + 1)}
          >
            {t('season.raffle.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
