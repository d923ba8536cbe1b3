/**
 * The season's frame around every event page (spec 001 §2 Event page and tabs, §3 Event settings):
 * the hero with the season's background, logo, title, subtitle, the countdown to
 * `eventTimerUnixTime` and the viewer's coins and level, then the tabs from `activeTabs`. Switching
 * tabs keeps the scroll position (no scroll to top). On phones the hero is compact (issue 48). Failures are
 * silent (spec 001 §8): no season settings give the coin colour #F03573, no pass gives level 0.
 */
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { NavLink, useLocation, useMatch } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useTranslation } from 'react-i18next';
import { useEventCurrent } from '../../../api/endpoints/get-event-current.ts';
import { useChallenge } from '../../../api/endpoints/get-challenge.ts';
import { useSignedIn } from '../../../api/token.ts';
import { Countdown, useTimeLeft } from '../../../ui/countdown.tsx';
import { currentLevel } from '../lib/pass.ts';
import { eventTabs } from '../lib/tabs.ts';
import { CoinAmount } from './coin-amount.tsx';
import './event.css';

export function EventFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const season = useEventCurrent().data;
  const challenge = useChallenge();
  const pass = challenge.data;
  const signedIn = useSignedIn();
  const endsAt = season ? season.eventTimerUnixTime * 1000 : null;
  const left = useTimeLeft(endsAt);
  const running = season?.currentEvent === true;
  const tabs = eventTabs(season?.activeTabs ?? []);
  const style = {
    '--season-bg': season?.imageBackground ? `url("${season.imageBackground}")` : 'none',
    '--season-gradient': season?.gradient || 'linear-gradient(90deg, #3fa9f5, #f03573)',
    '--season-gradient-hover': season?.gradientHovered || season?.gradient || 'none',
    '--season-coin': season?.coinsColor || '#F03573',
  } as CSSProperties;
  // A visitor has no season figures (spec 001 §5): 0 coins and no level. A failed pass fetch is level 0 (§8).
  const coins = signedIn ? (pass?.currentCoins ?? season?.userStats?.coinsEarned ?? 0) : 0;
  const level = !signedIn
    ? null
    : pass
      ? (currentLevel(pass.levels)?.level ?? pass.levels.length + 1) - 1
      : challenge.isError
        ? 0
        : null;
  // The overview keeps the season's subtitle on phones; the other tabs' hero is shorter (event.css).
  const overview = useMatch({ path: paths.event(), end: true }) !== null;
  // The active tab is scrolled into the strip's view (phones show three of six tabs), never the page.
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('.season-tabs__tab--active');
    if (!nav || !active) return;
    const a = active.getBoundingClientRect();
    const n = nav.getBoundingClientRect();
    nav.scrollLeft += a.left + a.width / 2 - (n.left + n.width / 2);
  }, [pathname, tabs.length]);
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'season-tabs__tab season-tabs__tab--active' : 'season-tabs__tab';

  return (
    <div className={overview ? 'season season--overview' : 'season'} style={style}>
      <header className="season-hero">
        <div className="season-hero__art" aria-hidden="true" />
        <div className="season-hero__body">
          {season?.imageLogo ? (
            <img
              className="season-hero__logo"
              src={season.imageLogo}
              alt=""
              width={96}
              height={96}
            />
          ) : (
            // While the season loads, its logo's place is held (issue 48: the hero grew and the page jumped).
            season === undefined && <span className="season-hero__logo" aria-hidden="true" />
          )}
          <div className="season-hero__titles">
            <p className="season-hero__kicker">{season?.eventFullName || t('season.kicker')}</p>
            <h1 className="season-hero__title">
              {running ? season.eventTitle : season ? t('season.noSeason') : '\u00a0'}
            </h1>
            <p className="season-hero__subtitle">
              {running ? season.eventSubtitle : season ? t('season.noSeasonText') : '\u00a0'}
            </p>
          </div>
          <dl className="season-hero__stats">
            {season === undefined && (
              <div
                className="season-stat season-stat--timer season-stat--pending"
                aria-hidden="true"
              >
                <dt>{t('season.endsIn')}</dt>
                <dd>{'\u00a0'}</dd>
              </div>
            )}
            {running && endsAt !== null && (
              <div className="season-stat season-stat--timer">
                <dt>{left > 0 ? t('season.endsIn') : t('season.ended')}</dt>
                <dd>{left > 0 && <Countdown endsAt={endsAt} />}</dd>
              </div>
            )}
            <div className="season-stat">
              <dt>{t('season.myCoins')}</dt>
              <dd>
                <CoinAmount value={coins} />
              </dd>
            </div>
            {level !== null && (
              <div className="season-stat">
                <dt>{t('season.level')}</dt>
                <dd>{level}</dd>
              </div>
            )}
          </dl>
        </div>
      </header>
      <nav ref={strip} className="season-tabs" aria-label={t('season.tabsLabel')}>
        {tabs.map((tab) => (
          <NavLink key={tab.key} to={tab.to} end preventScrollReset className={tabClass}>
            {t(`season.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="season__page">{children}</div>
    </div>
  );
}
