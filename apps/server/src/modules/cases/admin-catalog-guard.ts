/**
 * What the console's catalog refuses to publish (issue 30 "Catalog and odds, provably"; issue 44 items 3 and 6):
 * a paid RUB case whose RTP (expected value ÷ price, with the items' current prices) falls outside
 * [rtpMin, rtpMax], a coin case whose drops are worth more than its coins × 0.50 ₽ × rtpMax, a free case (a daily or
 * level case, priced 0) whose expected value per opening is above its cap (catalog-config.ts), an item price that
 * would take a case containing the item there, and a case that costs nothing without being a level or daily case.
 *
 * Serialised (issue 44): a case save and an item edit each take the catalog's save lock first
 * (kernel/catalog/save-lock.ts, shared with the offer save) and read every price and drop list they check inside
 * that transaction, so two saves never each check against the other's old state (two price edits in one case each
 * inside the bounds, together above them: write skew). One lock for the whole catalog, not one per case: an item
 * edit would have to lock every case containing the item before knowing that set for sure (a case save may be
 * adding the item meanwhile), and a console save takes milliseconds. Both saves then recheck the offers holding
 * the cases they change (kernel/catalog/offer-bounds.ts).
 */
import type { CaseSave } from '@cases/domain/api/admin-catalog';
import { COIN_CODE } from '@cases/domain/case-constants';
import { toRoubles } from '@cases/domain/money';
import { expectedValue, returnToPlayer } from '@cases/domain/odds';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseItems, cases, items } from '../../db/schema/index.ts';
import { freeCaseCapKopecks, type CatalogConfig } from '../../catalog-config.ts';
import { COIN_VALUE_KOPECKS } from '../../catalog/coin-value.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Refuses a paid RUB case outside the RTP bounds: 422 rtp_out_of_bounds naming `what`. `prices` maps item ids to
 * kopecks, `priceKopecks` is the case's price (kopecks, or coins for a coin case); `everyN` its every-N-th-free rule
 * (the RTP is then over what a drop costs, price × (N − 1) ÷ N). A coin case is held to the ceiling only, its coins at
 * the coin's value (COIN_VALUE_KOPECKS, decision 022: a 1-coin case of the dearest items minted money; issue 44). A
 * free case is not checked.
 */
export function checkRtp(
  cfg: CatalogConfig,
  drops: readonly { item_id: string; weight: number }[],
  prices: ReadonlyMap<string, number>,
  priceKopecks: number,
  currency: string,
  what: string,
  everyN: number | null,
): void {
  // 'COIN' on the console's wire, COIN_CODE as stored.
  const coins = currency === 'COIN' || currency === COIN_CODE;
  if ((!coins && currency !== 'RUB') || priceKopecks <= 0) return;
  const rtp = returnToPlayer(
    drops.map((d) => ({ price: prices.get(d.item_id) ?? 0, weight: d.weight })),
    coins ? priceKopecks * COIN_VALUE_KOPECKS : priceKopecks,
    everyN,
  )!;
  if ((!coins && rtp < cfg.rtpMin) || rtp > cfg.rtpMax)
    throw new AppError(
      422,
      'rtp_out_of_bounds',
      coins
        ? `${what}: drops worth ${rtp.toFixed(4)} of its coins at ${COIN_VALUE_KOPECKS / 100} ₽, above ${cfg.rtpMax}`
        : `${what}: RTP ${rtp.toFixed(4)} outside [${cfg.rtpMin}, ${cfg.rtpMax}]`,
    );
}

/**
 * Refuses a free RUB case (priced 0: a daily case, or a level case needing `level`) whose expected value per opening
 * is above its cap (freeCaseCapKopecks; issue 44: a level case of the dearest items minted money): 422
 * free_case_value_out_of_bounds naming `what`. `prices` maps item ids to kopecks.
 */
export function checkFreeCaseValue(
  cfg: CatalogConfig,
  drops: readonly { item_id: string; weight: number }[],
  prices: ReadonlyMap<string, number>,
  level: number,
  what: string,
): void {
  const ev = expectedValue(
    drops.map((d) => ({ price: prices.get(d.item_id) ?? 0, weight: d.weight })),
  );
  const cap = freeCaseCapKopecks(cfg, level);
  if (ev > cap)
    throw new AppError(
      422,
      'free_case_value_out_of_bounds',
      `${what}: a free case giving ${toRoubles(Math.round(ev))} ₽ per opening on average, above its cap of ${toRoubles(cap)} ₽`,
    );
}

/** A case as its bounds see it: price (kopecks, or coins), currency ('RUB', 'COIN' or COIN_CODE), level, every-N. */
export interface CaseTerms {
  price: number;
  currency: string;
  level: number;
  everyN: number | null;
}

/**
 * Refuses a case outside its value bound, whatever it costs: a paid case's RTP (checkRtp), a free RUB case's
 * expected value (checkFreeCaseValue). Errors: 422 rtp_out_of_bounds, 422 free_case_value_out_of_bounds.
 */
export function checkCaseValue(
  cfg: CatalogConfig,
  drops: readonly { item_id: string; weight: number }[],
  prices: ReadonlyMap<string, number>,
  terms: CaseTerms,
  what: string,
): void {
  if (terms.currency === 'RUB' && terms.price <= 0)
    checkFreeCaseValue(cfg, drops, prices, terms.level, what);
  else checkRtp(cfg, drops, prices, terms.price, terms.currency, what, terms.everyN);
}

/**
 * Refuses item `itemId` at `priceKopecks` when a RUB or coin case containing it would leave its value bound at that
 * price (checkCaseValue: 422 rtp_out_of_bounds or free_case_value_out_of_bounds, naming the case). Call under lockCatalogSaves: the cases and the other items' prices
 * are read in `tx`.
 */
export async function checkItemPrice(
  tx: Tx,
  cfg: CatalogConfig,
  itemId: string,
  priceKopecks: number,
): Promise<void> {
  const containing = await tx
    .select({
      id: cases.id,
      slug: cases.slug,
      price: cases.price,
      currency: cases.currency,
      level: cases.level,
      everyN: cases.everyNOpenFree,
    })
    .from(caseItems)
    .innerJoin(cases, eq(cases.id, caseItems.caseId))
    .where(and(eq(caseItems.itemId, itemId), inArray(cases.currency, ['RUB', COIN_CODE])))
    .orderBy(cases.id);
  if (containing.length === 0) return;
  const drops = await tx
    .select({
      caseId: caseItems.caseId,
      item_id: caseItems.itemId,
      weight: caseItems.weight,
      price: items.price,
    })
    .from(caseItems)
    .innerJoin(items, eq(items.id, caseItems.itemId))
    .where(
      inArray(
        caseItems.caseId,
        containing.map((c) => c.id),
      ),
    );
  // The paid cases' RTP first: the published bound a player reads; then the free cases' caps.
  const free = (c: { price: number; currency: string }) => c.currency === 'RUB' && c.price <= 0;
  for (const c of [...containing.filter((x) => !free(x)), ...containing.filter(free)]) {
    const list = drops.filter((d) => d.caseId === c.id);
    const prices = new Map(list.map((d) => [d.item_id, d.price]));
    prices.set(itemId, priceKopecks);
    checkCaseValue(cfg, list, prices, c, `case ${c.slug}`);
  }
}

/** What a stored case was before a save: its price (kopecks, or coins), currency and level. */
export interface StoredCase {
  price: number;
  currency: string;
  level: number;
}

/**
 * Refuses a case that costs nothing unless it is meant to (issue 44 "Staff cannot mint money"): 400 content_invalid.
 * A RUB case priced 0 is a free case (daily/cases.ts: priced 0 means daily); the console saves it only as a level
 * case (`level` above 0) or when it already was a daily case (`before`: a level-0 RUB case priced 0, as seeding
 * makes the daily gift and the deposit-today case). Nothing else marks a daily case, so the console cannot create
 * one nor turn a paid case into one. A coin case costs at least 1 coin (priced 0 it would open as a free case).
 */
export function checkFreeCase(body: CaseSave, before: StoredCase | null): void {
  if (body.currency === 'COIN') {
    if (body.price < 1)
      throw new AppError(400, 'content_invalid', 'A coin case costs at least 1 coin');
    return;
  }
  if (body.price > 0 || body.level > 0) return;
  const wasDaily =
    before !== null && before.currency === 'RUB' && before.price === 0 && before.level === 0;
  if (!wasDaily)
    throw new AppError(
      400,
      'content_invalid',
      'A rouble case priced 0 is a level case (level above 0) or one of the daily cases',
    );
}

/** The slugs of every case (any currency) whose drop list holds item `itemId`, read in `tx`. */
export async function caseSlugsWithItem(tx: Tx, itemId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ slug: cases.slug })
    .from(caseItems)
    .innerJoin(cases, eq(cases.id, caseItems.caseId))
    .where(eq(caseItems.itemId, itemId));
  return rows.map((r) => r.slug);
}
