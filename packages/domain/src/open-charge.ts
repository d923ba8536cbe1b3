/**
 * What one opening of `count` cases charges (spec 000 §3 Case `everyNOpenFree`, `labelData.freeOpens`; issue 48
 * "the open button states what will be charged"): the same rule as the server's `open_case` statement, so the
 * open button names the sum the balance will lose. Drop i (1-based) is free when the case gives every N-th
 * opening free and the player's (openedBefore + i)-th opening is a multiple of N; else when a granted free
 * opening is left (offers, rewards: used first); else it is paid at `price`. Amounts in the case's currency
 * unit (roubles or coins; the caller's unit is kept).
 */
export interface OpenChargeInput {
  /** One case's price (roubles or coins). */
  price: number;
  /** Cases in this opening (multi-open, 1–5). */
  count: number;
  /** Every N-th opening of this case by the player is free (null: no such rule). */
  everyN: number | null;
  /** The player's openings of this case so far (counted only for an every-N-th case). */
  openedBefore: number;
  /** Free openings granted to the player for this case and not used yet. */
  granted: number;
}

export interface OpenCharge {
  /** Drops paid for. */
  paid: number;
  /** Drops opened free (every N-th or granted). */
  free: number;
  /** What is charged: price × paid. */
  total: number;
}

export function openCharge(o: OpenChargeInput): OpenCharge {
  let granted = Math.max(0, o.granted);
  let paid = 0;
  for (let i = 1; i <= o.count; i += 1) {
    if (o.everyN !== null && o.everyN > 0 && (o.openedBefore + i) % o.everyN === 0) continue;
    if (granted > 0) granted -= 1;
    else paid += 1;
  }
  return { paid, free: o.count - paid, total: Math.round(o.price * paid * 100) / 100 };
}
