/**
 * What publishing a draft changes in a live case's odds (issue 48: "Опубликовать" shows it and asks first): the
 * price, the expected value and RTP (domain odds, as the editor shows them) before and after, and each item whose
 * chance moves — added, removed or reweighted — with its chance before and after (per cent of one drop). Names,
 * labels and other fields change no odds and are not listed.
 */
import { chances } from '@cases/domain/odds';
import type { Draft } from './case-draft.ts';
import { oddsOf } from './case-draft.ts';
import { parseAmount } from '../components/adjust-form.tsx';

/** One item whose chance moves: per cent of a drop, null where it is not in the list. */
export interface ChanceChange {
  itemId: string;
  name: string;
  before: number | null;
  after: number | null;
}

export interface OddsDiff {
  /** Whether publishing changes the odds a player opens on (the price or the drop list). */
  changed: boolean;
  price: { before: number; after: number };
  ev: { before: number; after: number };
  rtp: { before: number | null; after: number | null };
  items: ChanceChange[];
}

/** Each item's chance (per cent) in `d` by the domain's `chances`, by item id; empty while a weight is not valid. */
function chancesOf(d: Draft): Map<string, { name: string; chance: number }> {
  const out = new Map<string, { name: string; chance: number }>();
  if (!oddsOf(d).valid) return out;
  const shares = chances(d.drops.map((x) => Number(x.weight)));
  d.drops.forEach((x, i) => {
    const prev = out.get(x.itemId)?.chance ?? 0;
    out.set(x.itemId, { name: x.name, chance: prev + (shares[i] ?? 0) * 100 });
  });
  return out;
}

/** A chance as the dialog compares it: to 1/10,000 of a per cent, so a rounding never reads as a change. */
const same = (a: number, b: number) => Math.abs(a - b) < 1e-4;

/** The odds `after` would publish over the live `before`. */
export function oddsDiff(before: Draft, after: Draft): OddsDiff {
  const [a, b] = [chancesOf(before), chancesOf(after)];
  const items: ChanceChange[] = [];
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(id)?.chance ?? null;
    const now = b.get(id)?.chance ?? null;
    if (was !== null && now !== null && same(was, now)) continue;
    items.push({ itemId: id, name: (b.get(id) ?? a.get(id))!.name, before: was, after: now });
  }
  const [oa, ob] = [oddsOf(before), oddsOf(after)];
  const price = { before: parseAmount(before.price), after: parseAmount(after.price) };
  const weights = (d: Draft) => d.drops.map((x) => `${x.itemId}:${x.weight.trim()}`).join('|');
  return {
    changed:
      price.before !== price.after ||
      before.currency !== after.currency ||
      weights(before) !== weights(after),
    price,
    ev: { before: oa.ev, after: ob.ev },
    rtp: { before: oa.rtp, after: ob.rtp },
    items,
  };
}
