/**
 * The case editor's working copy (issue 30 "Catalog and odds"): every field as the form holds it (numbers as typed
 * text), the drop list with what each row shows, and the conversion to the save body (null while a field is not
 * a valid value). Odds are the domain's (`@cases/domain/odds`), the same the server checks on save.
 */
import { expectedValue, returnToPlayer } from '@cases/domain/odds';
import type { CaseLabelType, Rarity } from '@cases/domain/catalog';
import type { ConsoleCase } from '../../../api/endpoints/get-console-catalog-case.ts';
import type { CaseDraft } from '../../../api/endpoints/console-save-case.ts';
import { parseAmount } from '../components/adjust-form.tsx';

export interface DraftDrop {
  itemId: string;
  weight: string;
  name: string;
  rarity: Rarity;
  /** Roubles. */
  price: number;
  image: string;
}

export interface Draft {
  slug: string;
  name: string;
  nameEn: string;
  sectionId: string;
  currency: 'RUB' | 'COIN';
  price: string;
  oldPrice: string;
  labelType: CaseLabelType | '';
  labelName: string;
  labelNameEn: string;
  labelColor: string;
  volatility: string;
  color: string;
  available: boolean;
  level: string;
  opensLimit: string;
  startsAt: string;
  endsAt: string;
  /** Every N-th opening free (not edited here; the RTP is over what a drop costs). */
  everyN: number | null;
  drops: DraftDrop[];
}

export const EMPTY_DRAFT: Draft = {
  slug: '',
  name: '',
  nameEn: '',
  sectionId: '',
  currency: 'RUB',
  price: '',
  oldPrice: '',
  labelType: '',
  labelName: '',
  labelNameEn: '',
  labelColor: '#ff9900',
  volatility: '2',
  color: '#4a6cf7',
  available: false,
  level: '0',
  opensLimit: '',
  startsAt: '',
  endsAt: '',
  everyN: null,
  drops: [],
};

/** `datetime-local` text (local time) from an ISO time, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (text: string) => (text ? new Date(text).toISOString() : null);

export function draftOf(c: ConsoleCase): Draft {
  return {
    slug: c.slug,
    name: c.name,
    nameEn: c.nameEn ?? '',
    sectionId: c.sectionId,
    currency: c.currency,
    price: String(c.price),
    oldPrice: c.oldPrice === null ? '' : String(c.oldPrice),
    labelType: c.labelType ?? '',
    labelName: c.labelName ?? '',
    labelNameEn: c.labelNameEn ?? '',
    labelColor: c.labelColor ?? '#ff9900',
    volatility: String(c.volatility),
    color: c.color,
    available: c.available,
    level: String(c.level),
    opensLimit: c.opensLimit === null ? '' : String(c.opensLimit),
    startsAt: toLocal(c.startsAt),
    endsAt: toLocal(c.endsAt),
    everyN: c.everyNOpenFree,
    drops: c.drops.map((d) => ({ ...d, weight: String(d.weight) })),
  };
}

const int = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The save body of `d` (the server's schema checks it again). */
export function bodyOf(d: Draft): CaseDraft {
  const oldPrice = d.oldPrice.trim() === '' ? null : parseAmount(d.oldPrice);
  return {
    name: d.name.trim(),
    nameEn: d.nameEn.trim() || null,
    sectionId: d.sectionId,
    currency: d.currency,
    price: parseAmount(d.price),
    oldPrice,
    labelType: d.labelType === '' ? null : d.labelType,
    labelName: d.labelName.trim() || null,
    labelNameEn: d.labelNameEn.trim() || null,
    labelColor: d.labelType === '' ? null : d.labelColor,
    volatility: int(d.volatility),
    color: d.color,
    available: d.available,
    level: int(d.level),
    opensLimit: d.opensLimit.trim() === '' ? null : int(d.opensLimit),
    startsAt: fromLocal(d.startsAt),
    endsAt: fromLocal(d.endsAt),
    drops: d.drops.map((x) => ({ itemId: x.itemId, weight: int(x.weight) })),
  };
}

/** Live figures of the draft: total weight, expected value (₽) and RTP (null: free, coin or not a number). */
export function oddsOf(d: Draft) {
  const rows = d.drops.map((x) => ({ price: x.price, weight: int(x.weight) }));
  const valid = rows.every((r) => Number.isInteger(r.weight) && r.weight > 0);
  const totalWeight = valid ? rows.reduce((a, r) => a + r.weight, 0) : 0;
  const ev = valid ? expectedValue(rows) : 0;
  const price = parseAmount(d.price);
  const rtp =
    valid && d.currency === 'RUB' && price > 0 && rows.length > 0
      ? returnToPlayer(rows, price, d.everyN)
      : null;
  return { valid, totalWeight, ev, rtp };
}
