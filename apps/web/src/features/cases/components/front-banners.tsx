/**
 * The front page's promotion banners (spec 000 §1 flags "battles banner" and "free-cases banner"): case
 * battles (on by default, and only while the battles themselves are on) and the free daily cases (hidden by
 * default). Each says what the area is and links to it. Above them, the running season's banners
 * (season-banners.tsx). Its code and texts (the `front` bundle) load only when a banner is there (front-page.tsx).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons.tsx';
import { paths } from '../../../shared/paths.ts';
import { SeasonBanners, type SeasonBanner } from './season-banners.tsx';
import './cases.css';

/** Which banners the flags leave on, and the season's. */
export interface FrontBannersProps {
  battles: boolean;
  freeCases: boolean;
  season: readonly SeasonBanner[];
}

/** The season's banners, then a row of the flags' banners (stacked on a phone); nothing when there are none. */
export function FrontBanners({ battles, freeCases, season }: FrontBannersProps) {
  const { t } = useTranslation();
  const banners = [
    battles && {
      key: 'battles',
      icon: 'battles' as const,
      to: paths.battles(),
      title: t('front.banners.battles.title'),
      text: t('front.banners.battles.text'),
      action: t('front.banners.battles.action'),
    },
    freeCases && {
      key: 'free-cases',
      icon: 'daily' as const,
      to: paths.dailyCases(),
      title: t('front.banners.freeCases.title'),
      text: t('front.banners.freeCases.text'),
      action: t('front.banners.freeCases.action'),
    },
  ].filter((b) => b !== false);
  return (
    <>
      <SeasonBanners banners={season} />
      {banners.length > 0 && (
        <div className="front-banners">
          {banners.map((b) => (
            <section
              key={b.key}
              className={`front-banner front-banner--${b.key}`}
              aria-labelledby={`front-banner-${b.key}`}
            >
              <Icon name={b.icon} size={40} className="front-banner__icon" />
              <div className="front-banner__body">
                <h2 id={`front-banner-${b.key}`} className="front-banner__title">
                  {b.title}
                </h2>
                <p className="front-banner__text">{b.text}</p>
              </div>
              <Link to={b.to} className="btn btn--primary btn--md front-banner__action">
                {b.action}
              </Link>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
