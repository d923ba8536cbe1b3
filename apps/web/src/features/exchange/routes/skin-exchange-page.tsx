/**
 * /skin-exchange (spec 000 §1–2 "skin exchange"; spec 001 §3 statuses EXCHANGING/EXCHANGED, source
 * Change; issue 29): the player gives active items (left) and takes catalog items (right) worth up to
 * their value less the published margin; the remainder is credited to the balance. The sticky summary
 * shows the value, the fee, what may be taken, the taken total and the remainder; the button waits
 * until something is given and taken within the allowance. A success opens the result dialog (taken
 * items, credited remainder); an outdated item clears the given side as the inventory reloads.
 * Visitors see the catalog and the sign-in call; picking an item opens the sign-in dialog.
 */
import { useDeferredValue, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_MAX_ITEMS } from '@cases/domain/api/exchange';
import { useGameItems, type GameItem } from '../../../api/endpoints/get-game-items.ts';
import { useSignedIn } from '../../../api/token.ts';
import { intlLocale } from '../../../i18n/locale.ts';
import { paths } from '../../../shared/paths.ts';
import { Icon } from '../../../ui/icons.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { useExchangeInfo } from '../api/get-exchange-info.ts';
import { useExchangeItems, type ExchangeCatalogItem } from '../api/get-exchange-items.ts';
import { isOutdated, useMakeExchange, type ExchangeResult } from '../api/make-exchange.ts';
import { ExchangeHero } from '../components/exchange-hero.tsx';
import { ExchangeResultDialog } from '../components/exchange-result.tsx';
import { ExchangeSummary } from '../components/exchange-summary.tsx';
import { GiveList } from '../components/give-list.tsx';
import { filtersOf, TakeCatalog, type FilterText } from '../components/take-catalog.tsx';
import { TakeList, type TakeEntry } from '../components/take-list.tsx';
import { exchangeSums } from '../lib/exchange-sums.ts';
import '../components/exchange.css';
import { numberFormat } from '../../../i18n/intl-formats.ts';

function GuestCall() {
  const { t } = useTranslation();
  return (
    <section className="exchange-side exchange-guest" aria-labelledby="exchange-guest-title">
      <span className="exchange-guest__icon" aria-hidden="true">
        <Icon name="lock" size={26} />
      </span>
      <h2 id="exchange-guest-title" className="exchange-guest__title">
        {t('exchange.guest.title')}
      </h2>
      <p className="exchange-guest__text">{t('exchange.guest.text')}</p>
      <Link to={paths.registration()} className="btn btn--primary btn--lg">
        {t('exchange.guest.signIn')}
      </Link>
    </section>
  );
}

export function SkinExchangePage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const info = useExchangeInfo().data;
  const toastError = useErrorToast();
  const [filters, setFilters] = useState<FilterText>({ search: '', priceFrom: '', priceTo: '' });
  const catalog = useExchangeItems(filtersOf(useDeferredValue(filters)), i18n.language);
  const inventory = useGameItems(signedIn);
  const [given, setGiven] = useState<ReadonlyMap<string, GameItem>>(new Map());
  const [taken, setTaken] = useState<ReadonlyMap<string, TakeEntry>>(new Map());
  const [result, setResult] = useState<ExchangeResult | null>(null);
  const exchange = useMakeExchange();
  const inFlight = useRef(false);
  const navigate = useNavigate();

  const margin =
    info === undefined
      ? null
      : numberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 }).format(
          info.marginPercent,
        );
  const takenCount = [...taken.values()].reduce((n, e) => n + e.count, 0);
  const sums = exchangeSums(
    [...given.values()].map((i) => i.price),
    [...taken.values()].flatMap((e) => Array<number>(e.count).fill(e.item.price)),
    info?.marginPercent ?? 0,
  );
  const counts = new Map([...taken].map(([id, e]) => [id, e.count]));

  const toggleGiven = (item: GameItem) =>
    setGiven((m) => {
      const next = new Map(m);
      if (next.has(item.id)) next.delete(item.id);
      else if (next.size < EXCHANGE_MAX_ITEMS) next.set(item.id, item);
      return next;
    });
  const take = (item: ExchangeCatalogItem) => {
    // A visitor's pick opens the sign-in dialog (spec 000 §2 #reg).
    if (!signedIn) return void navigate(paths.registration());
    if (takenCount >= EXCHANGE_MAX_ITEMS) return;
    setTaken((m) => new Map(m).set(item.id, { item, count: (m.get(item.id)?.count ?? 0) + 1 }));
  };
  const putBack = (id: string) =>
    setTaken((m) => {
      const next = new Map(m);
      const entry = next.get(id);
      if (entry && entry.count > 1) next.set(id, { ...entry, count: entry.count - 1 });
      else next.delete(id);
      return next;
    });

  const go = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    exchange.mutate(
      {
        items: [...given.keys()],
        take: [...taken.values()].flatMap((e) => Array<string>(e.count).fill(e.item.id)),
      },
      {
        onSuccess: (res) => {
          setGiven(new Map());
          setTaken(new Map());
          setResult(res);
        },
        onError: (e) => {
          // The given side carries items that are gone: the player picks again from the reloaded list.
          if (isOutdated(e)) setGiven(new Map());
          toastError(e);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <div className="page exchange">
      <ExchangeHero margin={margin} />
      <div className="exchange__board">
        {signedIn ? (
          <GiveList
            query={inventory}
            picked={given}
            value={sums.value / 100}
            cap={EXCHANGE_MAX_ITEMS}
            onToggle={toggleGiven}
            onPickAll={(items) =>
              setGiven(new Map(items.slice(0, EXCHANGE_MAX_ITEMS).map((i) => [i.id, i])))
            }
            onClear={() => setGiven(new Map())}
          />
        ) : (
          <GuestCall />
        )}
        <section
          className="exchange-side exchange-side--take"
          aria-labelledby="exchange-take-title"
        >
          <div className="exchange-side__head">
            <h2 id="exchange-take-title" className="exchange-side__title">
              {t('exchange.take.title')}
              {catalog.data && (
                <span className="exchange-side__count">{catalog.data.pages[0]?.total}</span>
              )}
            </h2>
          </div>
          {signedIn && <TakeList entries={[...taken.values()]} onRemove={putBack} />}
          <TakeCatalog
            query={catalog}
            filters={filters}
            onFilters={setFilters}
            counts={counts}
            full={signedIn && takenCount >= EXCHANGE_MAX_ITEMS}
            onTake={take}
          />
        </section>
      </div>
      {signedIn && (
        <ExchangeSummary
          sums={sums}
          margin={margin}
          givenCount={given.size}
          takenCount={takenCount}
          busy={exchange.isPending}
          onExchange={go}
        />
      )}
      <ExchangeResultDialog result={result} onClose={() => setResult(null)} />
    </div>
  );
}
