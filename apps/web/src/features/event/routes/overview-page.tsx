/**
 * /event (spec 001 §2 Event overview): the battle pass block, the season's event cases with the price of the dearest
 * (`GET /v1/event/cases/max-price`), the raffle, the "earn coins" and "other ways" card sections and the
 * secret-shop card.
 */
import { useTranslation } from 'react-i18next';
import { useChallenge } from '../../../api/endpoints/get-challenge.ts';
import { useEventCases } from '../../../api/endpoints/get-event-cases.ts';
import { useEventCurrent } from '../../../api/endpoints/get-event-current.ts';
import { useEventMaxPrice } from '../../../api/endpoints/get-event-max-price.ts';
import { useRaffle } from '../../../api/endpoints/get-raffle.ts';
import { usePriceText } from '../../../ui/price.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { EventCaseGrid } from '../components/event-case-grid.tsx';
import { EarnCoins, OfferCard, OtherWays } from '../components/overview-cards.tsx';
import { PassSummary } from '../components/pass-summary.tsx';
import { RaffleBlock } from '../components/raffle-block.tsx';
import { pickSection } from '../lib/sections.ts';

export function EventOverviewPage() {
  const { t } = useTranslation();
  const current = useEventCurrent();
  const cases = useEventCases();
  const maxPrice = useEventMaxPrice();
  const price = usePriceText();
  // The blocks above the cards (the pass, the event cases, the raffle) come with the page, not after it: arriving
  // late they pushed what was being read down (issue 48). The blocks read the same queries.
  const pending = [useChallenge(), cases, useRaffle(), maxPrice].some((q) => q.isPending);
  const season = current.data;
  if (current.isPending || pending) return <Spinner page />;
  if (!season?.currentEvent) return <p className="season-note">{t('season.noSeasonText')}</p>;
  const section = pickSection(cases.data?.sections ?? [], 'event', season.casesSectionTitles);
  return (
    <div className="page season-overview">
      <PassSummary cardGradient={season.challengeCardGradient} />
      {section && section.cases.length > 0 && (
        <EventCaseGrid
          section={section}
          title={season.casesSectionTitles.event || t('season.overview.eventCases')}
          headingId="season-event-cases"
          note={
            maxPrice.data && maxPrice.data.price > 0
              ? t('season.overview.maxPrice', { price: price(maxPrice.data.price) })
              : undefined
          }
        />
      )}
      <RaffleBlock />
      <EarnCoins season={season} />
      <OtherWays season={season} />
      <OfferCard season={season} />
    </div>
  );
}
