/**
 * The overview's card sections (spec 001 §2 Event overview): "earn coins" (case opening, battles,
 * upgrades, missions, each with its `imageOverview` picture and link), "other ways" (the settings'
 * `getCases` text with its pictures) and the bigger secret-shop card.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventCurrentData } from '../../../api/endpoints/get-event-current.ts';
import { paths } from '../../../shared/paths.ts';

type Earn = 'cases' | 'battle' | 'up' | 'bonus';
const EARN: readonly { key: Earn; to: string }[] = [
  { key: 'cases', to: paths.home() },
  { key: 'battle', to: paths.battles() },
  { key: 'up', to: paths.upgrades() },
  { key: 'bonus', to: paths.bonuses() },
];

export function EarnCoins({ season }: { season: EventCurrentData }) {
  const { t } = useTranslation();
  return (
    <section className="season-earn" aria-labelledby="season-earn-title">
      <h2 id="season-earn-title" className="season-h2">
        {t('season.overview.earnTitle')}
      </h2>
      <p className="season-lead">{t('season.overview.earnLead')}</p>
      <ul className="season-earn__grid">
        {EARN.map(({ key, to }) => (
          <li key={key}>
            <Link to={to} className="earn-card">
              <img src={season.imageOverview[key]} alt="" width={400} height={240} loading="lazy" />
              <span className="earn-card__title">{t(`season.overview.${key}`)}</span>
              <span className="earn-card__text">{t(`season.overview.${key}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OtherWays({ season }: { season: EventCurrentData }) {
  const { t } = useTranslation();
  const steps = t('season.overview.steps', { returnObjects: true });
  return (
    <section className="season-other" aria-labelledby="season-other-title">
      <h2 id="season-other-title" className="season-h2">
        {t('season.overview.otherTitle')}
      </h2>
      {season.getCases && <p className="season-lead">{season.getCases}</p>}
      <ol className="season-steps">
        {season.getCasesImages.map((img, i) => (
          <li key={img} className="season-step">
            <img src={img} alt="" width={120} height={120} loading="lazy" />
            <span className="season-step__n" aria-hidden="true">
              {i + 1}
            </span>
            <span>{steps[i] ?? ''}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OfferCard({ season }: { season: EventCurrentData }) {
  const { t } = useTranslation();
  return (
    <section className="offer-card" aria-labelledby="season-offer-title">
      <img src={season.imageOverview.offer} alt="" width={400} height={240} loading="lazy" />
      <div className="offer-card__body">
        <h2 id="season-offer-title">{t('season.overview.offerTitle')}</h2>
        <p>{t('season.overview.offerText')}</p>
        <Link to={paths.offersShop()} className="btn btn--primary btn--lg">
          {t('season.overview.offerButton')}
        </Link>
      </div>
    </section>
  );
}
