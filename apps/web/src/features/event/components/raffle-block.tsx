/**
 * The season raffle on the overview (issue 28 Raffle): the rule (one ticket per `ticketPrice` roubles
 * of paid case openings in the window), the prizes, the viewer's and all tickets, the draw's server
 * seed hash (and the revealed seeds after it), the countdown to the draw and the results link.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRaffle } from '../../../api/endpoints/get-raffle.ts';
import { paths } from '../../../shared/paths.ts';
import { Countdown } from '../../../ui/countdown.tsx';
import { Price, usePriceText } from '../../../ui/price.tsx';

export function RaffleBlock() {
  const { t, i18n } = useTranslation();
  const price = usePriceText();
  const raffle = useRaffle().data;
  if (!raffle) return null;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long' });
  const endsAt = Date.parse(raffle.endsAt);
  return (
    <section className="raffle" aria-labelledby="raffle-title">
      <div className="raffle__head">
        <div>
          <h2 id="raffle-title" className="season-h2">
            {raffle.title || t('season.raffle.title')}
          </h2>
          <p className="season-lead">
            {t('season.raffle.rule', {
              price: price(raffle.ticketPrice),
              from: date(raffle.startsAt),
              to: date(raffle.endsAt),
            })}
          </p>
        </div>
        <dl className="raffle__stats">
          <div className="season-stat">
            <dt>{t('season.raffle.myTickets')}</dt>
            <dd>{raffle.myTickets}</dd>
          </div>
          <div className="season-stat">
            <dt>{t('season.raffle.totalTickets')}</dt>
            <dd>{raffle.totalTickets}</dd>
          </div>
          <div className="season-stat season-stat--timer">
            <dt>{raffle.drawn ? t('season.raffle.drawn') : t('season.raffle.drawIn')}</dt>
            <dd>{!raffle.drawn && <Countdown endsAt={endsAt} />}</dd>
          </div>
        </dl>
      </div>
      <h3 className="raffle__sub">{t('season.raffle.prizes')}</h3>
      <ul className="raffle__prizes">
        {raffle.prizes.map((p) => (
          <li key={p.position} className="raffle-prize">
            <span className="raffle-prize__place">
              {t('season.raffle.place', { position: p.position })}
            </span>
            <img src={p.img} alt="" width={96} height={72} loading="lazy" />
            <span className="raffle-prize__name">{p.item}</span>
            <Price value={p.price} className="raffle-prize__price" />
          </li>
        ))}
      </ul>
      <dl className="raffle__seeds">
        <div>
          <dt>{t('season.raffle.seedHash')}</dt>
          <dd>
            <code>{raffle.serverSeedHash}</code>
          </dd>
        </div>
        {raffle.serverSeed && (
          <div>
            <dt>{t('season.raffle.seed')}</dt>
            <dd>
              <code>{raffle.serverSeed}</code>
            </dd>
          </div>
        )}
        {raffle.publicSeed && (
          <div>
            <dt>{t('season.raffle.publicSeed')}</dt>
            <dd>
              <code>{raffle.publicSeed}</code>
            </dd>
          </div>
        )}
      </dl>
      <Link to={paths.eventRaffle(raffle.slug)} className="btn btn--secondary btn--md">
        {raffle.drawn ? t('season.raffle.resultsLink') : t('season.raffle.results')}
      </Link>
    </section>
  );
}
