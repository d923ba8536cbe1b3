/** Picks cases for tests from the live sections listing, so tests follow the catalog rather than hard-code it. */
import { allCases } from '../catalog/catalog.ts';
import type { App } from '../platform/types.ts';

/** A case card of `GET /v2/case/sections/with-cases`, as far as tests look at it. */
export interface Card {
  id: string;
  slug: string;
  name: string;
  available: boolean;
  price_data: { price: number; currency: string };
  statistic_data: { opens_limit: number | null };
  multifix_number: number | null;
  multicast_data: { range: number[] } | null;
  every_n_open_free: number | null;
  is_offer: boolean;
  counter_end: string | null;
}

/** A case opened the plain way: paid in money, any count 1–5, no limit, window or free openings. */
export const isPlainPaid = (c: Card) =>
  c.available &&
  c.price_data.price > 0 &&
  c.price_data.currency === 'RUB' &&
  c.statistic_data.opens_limit === null &&
  c.multifix_number === null &&
  c.multicast_data === null &&
  c.every_n_open_free === null &&
  !c.is_offer &&
  c.counter_end === null;

/** The available plain paid cases of a listing, cheapest first. */
export const paidCases = (cards: Card[]) =>
  cards.filter(isPlainPaid).sort((a, b) => a.price_data.price - b.price_data.price);

export async function pickCases(app: App) {
  const res = await app.inject({ method: 'GET', url: '/v2/case/sections/with-cases?main=1' });
  const cards = res.json<{ sections: { cases: Card[] }[] }>().sections.flatMap((s) => s.cases);
  const paid = paidCases(cards);
  const free = cards.find((c) => c.available && c.price_data.price === 0);
  // An ended case's section leaves the main page once all its cases ended: ask for its card.
  const endedSlug = allCases.find((c) => !c.available)?.slug;
  const ended =
    cards.find((c) => !c.available) ??
    (endedSlug
      ? (await app.inject({ method: 'GET', url: `/v1/cases/${endedSlug}` })).json<Card>()
      : undefined);
  if (!paid[0] || !free || !ended) throw new Error('catalog lacks a paid, a free or an ended case');
  return { cheapest: paid[0], priciest: paid[paid.length - 1]!, free, ended, all: cards };
}
