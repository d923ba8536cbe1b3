/**
 * Case card label priority, spec 000 §4 and 001 §5: the first match wins.
 */
import type { CaseLabelType } from './catalog.ts';

export type CardLabel =
  | 'ended'
  | 'multifix'
  | 'multicast'
  | 'new'
  | 'free_opens'
  | 'update'
  | 'bestseller'
  | 'cashback'
  | 'exclusive'
  | 'custom';

export interface LabelInput {
  name: string;
  available: boolean;
  /** Offer cases, coin cases and the stage landing case never show "ended". */
  isOffer?: boolean;
  isCoinCase?: boolean;
  isStageLanding?: boolean;
  multifixNumber?: number | null;
  multicastRange?: readonly number[] | null;
  everyNOpenFree?: number | null;
  labelType?: CaseLabelType | null;
}

const BY_TYPE: Partial<Record<CaseLabelType, CardLabel>> = {
  update: 'update',
  bestseller: 'bestseller',
  cashback: 'cashback',
  exclusive: 'exclusive',
  custom: 'custom',
};

/** Returns the one label a case card shows, or null. */
export function cardLabel(c: LabelInput): CardLabel | null {
  if (!c.available && !c.isOffer && !c.isCoinCase && !c.isStageLanding) return 'ended';
  if (c.multifixNumber) return 'multifix';
  if (c.multicastRange?.length === 2) return 'multicast';
  if (/Multicast|Clutch/.test(c.name)) return 'multicast';
  if (c.labelType === 'new') return 'new';
  if (c.everyNOpenFree) return 'free_opens';
  const order: CaseLabelType[] = ['update', 'bestseller', 'cashback', 'exclusive', 'custom'];
  for (const t of order) if (c.labelType === t) return BY_TYPE[t] ?? null;
  return null;
}
