/**
 * Main-page layout for `/` (spec 000 §2 "front page (index); layout main-page"): the frame plus a hero banner.
 */
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths.ts';
import { SiteShell } from './site-shell.tsx';

/** Hero banner above the case sections. */
export function MainPageLayout() {
  const { t } = useTranslation();
  return (
    <SiteShell layout="main-page">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__kicker">{t('hero.kicker')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="hero__actions">
            <Link to={paths.refill()} className="btn btn--primary btn--lg">
              {t('hero.topUp')}
            </Link>
            <Link to={paths.fairnessCheck()} className="btn btn--secondary btn--lg">
              {t('hero.fair')}
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <span className="hero__rune hero__rune--1" />
          <span className="hero__rune hero__rune--2" />
          <span className="hero__rune hero__rune--3" />
        </div>
      </section>
      <Outlet />
    </SiteShell>
  );
}
