/**
 * The frame every layout shares: header, live-drop strip, page content, footer with the
 * statistics strip, and the toast area (spec 000 §2 layouts and global overlays).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LiveDropStrip } from '../../features/live/components/live-drop-strip.tsx';
import { StatsStrip } from '../../features/live/components/stats-strip.tsx';
import { useSiteStatus } from '../../features/monitoring/api/get-status.ts';
import { TechWorkGate } from '../../features/monitoring/components/tech-work-gate.tsx';
import { CookieBar } from '../../features/notices/components/cookie-bar.tsx';
import { promoPopupWanted } from '../../features/promo-popup/lib/campaign-code.ts';
import { useSignedIn } from '../../api/token.ts';
import { withTexts } from '../../i18n/i18n.ts';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { paths } from '../../shared/paths.ts';
import { useOverlayTurn } from '../../ui/overlay-queue.ts';
import { ToastArea } from '../../ui/toast-area.tsx';
import { isCalmPage } from './calm-page.ts';
import { Header } from './header.tsx';
import { Logo } from './logo.tsx';
import { loadScammerWarning } from './scammer-warning-loader.ts';
import { MobileMenu } from './mobile-menu.tsx';
import './layouts.css';

// Overlays load on demand, never with the entry (issue 9): players only, after the first paint, the
// scammer warning, the leaderboard reward popup, the push banner (issue 13) and the personal-offer
// modal (issue 29; only on the front page and the profile, never in tech work: issue 48); the promo popup
// only on a page load with a campaign code to offer or a claimed one to apply.
// Each brings its texts (i18n bundles).
const ScammerWarning = lazy(loadScammerWarning);

/**
 * Holds the scammer warning's turn in the overlay queue while its code loads (issue 31): right after a
 * quick sign-up, a toast must not take the turn between the credentials dialog and the warning on a
 * slow line. Once loaded, the warning asks for its turn itself (or lets it go when dismissed).
 */
function ScammerTurnHold() {
  useOverlayTurn('scammer', true);
  return null;
}
const PromoPopup = lazy(
  withTexts(
    () =>
      import('../../features/promo-popup/components/promo-popup.tsx').then((m) => ({
        default: m.PromoPopup,
      })),
    'promo-popup',
  ),
);
const LeaderboardRewardPopup = lazy(
  withTexts(
    () =>
      import('../../features/leaderboards/components/reward-popup.tsx').then((m) => ({
        default: m.LeaderboardRewardPopup,
      })),
    'leaderboards',
  ),
);
const PersonalOfferModal = lazy(
  withTexts(
    () =>
      import('../../features/offers/components/personal-offer-modal.tsx').then((m) => ({
        default: m.PersonalOfferModal,
      })),
    'offers',
  ),
);
// The support chat's bubble (issue 30) on every shop page, for visitors too, after the first paint.
const SupportBubble = lazy(
  withTexts(
    () =>
      import('../../features/support/components/support-bubble.tsx').then((m) => ({
        default: m.SupportBubble,
      })),
    'support',
  ),
);
// The guide modal (spec 000 §2) on `#guide`, from the footer's "how it works" link.
const GuideModal = lazy(
  withTexts(
    () =>
      import('../../features/notices/components/guide-modal.tsx').then((m) => ({
        default: m.GuideModal,
      })),
    'notices',
  ),
);
const PushBanner = lazy(
  withTexts(
    () =>
      import('../../features/bonuses/components/push-banner.tsx').then((m) => ({
        default: m.PushBanner,
      })),
    'bonuses',
  ),
);

/** The six layouts of spec 000 §2; each marks its root with `data-layout`. */
export type LayoutName = 'default' | 'main-page' | 'battles' | 'event' | 'provably-fair' | 'refill';

/** Header + live strip + `children` + footer; `layout` names the frame and tunes the width. */
export function SiteShell({ children, layout }: { children: ReactNode; layout: LayoutName }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const offline = useSiteStatus().offline;
  // Decided once per frame: the popup stays while it counts down or applies a claimed code.
  const [promo] = useState(() => promoPopupWanted(search));
  return (
    <div className={`shell shell--${layout}`} data-layout={layout}>
      <Header />
      <LiveDropStrip openPath={paths.open} />
      <TechWorkGate>
        <main className="shell__main">{children}</main>
      </TechWorkGate>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <StatsStrip />
          <div className="site-footer__bottom">
            <Logo small />
            <nav className="site-footer__links" aria-label={t('footer.links')}>
              <Link to={{ pathname, search, hash: paths.guide() }}>{t('footer.guide')}</Link>
              <Link to={paths.fairnessCheck()}>{t('header.fairness')}</Link>
              <Link to={paths.refill()}>{t('header.refill')}</Link>
              <Link to={paths.faq()}>{t('menu.faq')}</Link>
              <Link to={paths.contacts()}>{t('static.contacts.title')}</Link>
              <Link to={paths.userAgreement()}>{t('static.userAgreement.title')}</Link>
              <Link to={paths.eventCondition()}>{t('static.eventCondition.title')}</Link>
              <Link to={paths.cookies()}>{t('static.cookies.title')}</Link>
            </nav>
            <p className="site-footer__legal">{t('footer.legal')}</p>
          </div>
        </div>
      </footer>
      <MobileMenu />
      <CookieBar />
      {hash === paths.guide() && (
        <Suspense fallback={null}>
          <GuideModal
            open
            onClose={() => void navigate({ pathname, search, hash: '' }, { replace: true })}
          />
        </Suspense>
      )}
      {promo && (
        <Suspense fallback={null}>
          <PromoPopup
            refillPath={paths.refill()}
            onClosed={(code) => trackEvent('promo_popup_closed', { code })}
          />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={<ScammerTurnHold />}>
          <ScammerWarning />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <LeaderboardRewardPopup />
          <PushBanner />
          <PersonalOfferModal allowed={isCalmPage(pathname, offline)} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SupportBubble />
      </Suspense>
      <ToastArea />
    </div>
  );
}
