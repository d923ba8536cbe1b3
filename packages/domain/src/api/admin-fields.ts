/**
 * Field rules shared by the console's wire schemas (issue 30): trimmed texts, roubles with at most 2 decimals,
 * ISO times, slugs, the web app's asset paths, whole numbers in a range.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';

export const text = (max: number) => z.string().trim().min(1).max(max);
/** Roubles with at most 2 decimals, 0 … `max`. */
export const roublesUpTo = (max: number) =>
  z.number().finite().min(0).max(max).refine(hasAtMostTwoDecimals, 'at most 2 decimals');
export const positiveRoubles = (max: number) => roublesUpTo(max).refine((v) => v > 0, 'above 0');
export const iso = z.iso.datetime({ offset: true });
export const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,79}$/, 'lower-case letters, digits and dashes');
/** A picture under the web app's own assets, e.g. `/payments/promo-common.svg`. */
export const assetPath = z
  .string()
  .regex(/^\/[A-Za-z0-9_\-./]{1,200}$/, 'a path like /folder/picture.svg');
export const whole = (min: number, max: number) => z.number().int().min(min).max(max);
