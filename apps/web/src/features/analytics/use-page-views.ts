/**
 * Page-view analytics (spec 000 §4 "Analytics session", §7): after each navigation a page_view
 * with the path, the referrer ('Direct' when none), the landing campaign's utm_* and the usage record's language,
 * landing page and screen size (spec 000 §3); routes with
 * `handle.analytics === false` opt out. A signed-in player arriving from a campaign (utm, fbclid,
 * gclid) is reported once via POST /v1/users/sessions.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { readCookie } from '../../api/cookies.ts';
import { useSignedIn } from '../../api/token.ts';
import { sendSession } from '../../api/endpoints/send-events.ts';
import {
  isCampaignLanding,
  resolveCampaign,
  touchSession,
  usageInfo,
} from '../../shared/analytics/campaign.ts';
import { enqueue } from '../../shared/analytics/queue.ts';

const landing = {
  href: window.location.href,
  pathname: window.location.pathname,
  search: window.location.search,
};
const campaign = resolveCampaign(landing.search);
let newCampaign = campaign.fresh;
let sessionSent = false;

/** Mount once under the router. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const signedIn = useSignedIn();
  const { i18n } = useTranslation();
  // Read when a view is sent: a change of language is no page view of its own.
  const language = useRef(i18n.language);
  language.current = i18n.language;
  const previous = useRef<string>(document.referrer || 'Direct');
  const optedOut = matches.some(
    (m) => (m.handle as { analytics?: boolean } | undefined)?.analytics === false,
  );

  useEffect(() => {
    const here = window.location.href;
    if (!optedOut) {
      enqueue({
        name: 'page_view',
        path: window.location.pathname + window.location.search,
        referrer: previous.current,
        sessionId: touchSession(newCampaign),
        utmSource: campaign.utm.utm_source,
        utmMedium: campaign.utm.utm_medium,
        utmCampaign: campaign.utm.utm_campaign,
        utmTerm: campaign.utm.utm_term,
        utmContent: campaign.utm.utm_content,
        props: { ...usageInfo(landing, language.current, window.screen) },
      });
      newCampaign = false;
    }
    previous.current = here;
  }, [pathname, search, optedOut]);

  useEffect(() => {
    if (!signedIn || sessionSent || !isCampaignLanding(landing.search)) return;
    sessionSent = true;
    const fbclid = new URLSearchParams(landing.search).get('fbclid');
    const fbc = readCookie('_fbc') ?? (fbclid ? `fb.1.${Date.now()}.${fbclid}` : undefined);
    sendSession(landing.href, readCookie('_fbp') ?? undefined, fbc).catch(() => undefined);
  }, [signedIn]);
}
