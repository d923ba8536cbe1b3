/** Picks cases for tests from the live sections listing, so tests follow the catalog rather than hard-code it. */
import type { App } from '../platform/types.ts';

/** A case card of `GET /v2/case/sections/with-cases`, as far as tests look at it. */
export interface Card {
  id: string;
  slug: string;
  name: string;
  available: boolean;
  price_data: { price: number };
}

/** The available paid cases of a listing, cheapest first. */
export const paidCases = (cards: Card[]) =>
  cards
    .filter((c) => c.available && c.price_data.price > 0)
    .sort((a, b) => a.price_data.price - b.price_data.price);

export async function pickCases(app: App) {
  const res = await app.inject({ method: 'GET', url: '/v2/case/sections/with-cases?main=1' });
  const cards = res.json<{ sections: { cases: Card[] }[] }>().sections.flatMap((s) => s.cases);
  const paid = paidCases(cards);
  const free = cards.find((c) => c.available && c.price_data.price === 0);
  const ended = cards.find((c) => !c.available);
  if (!paid[0] || !free || !ended) throw new Error('catalog lacks a paid, a free or an ended case');
  return { cheapest: paid[0], priciest: paid[paid.length - 1]!, free, ended, all: cards };
}
