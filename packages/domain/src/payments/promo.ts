/**
 * Promo codes (spec 000 §5, spec 001 §3 Promo info): three kinds — instant (a sum credited now),
 * common (a percent on the next deposit) and blogger (flex offers on the next deposit). Codes are
 * trimmed and upper-cased before use.
 */
export const PROMO_KINDS = ['instant', 'common', 'blogger'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** The code as the shop stores and compares it. */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

/** A well-formed code: 3–32 letters, digits, dash or underscore (after normalizing). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** How long a lookup of the same code is reused (spec 000 §9 "Promo lookup cache 5000 ms"). */
export const PROMO_LOOKUP_CACHE_MS = 5000;
