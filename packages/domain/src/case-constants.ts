/**
 * Case constants both sides need, in a module without zod (the web's first screen may import it; issue 28).
 * `catalog.ts` re-exports them.
 */

/**
 * The season coin's code (spec 001 intro: TASTY_COIN): `price_data.currency` of a coin case and
 * `bonuses[].currency_code` of a case paying coins. The ledger books coins as `COIN`.
 */
export const COIN_CODE = 'TASTY_COIN';

/** A free or level case opens once per player in this period (ms): its timer counts down from a claim. */
export const FREE_CASE_PERIOD_MS = 24 * 3600_000;
