/**
 * Saving a case from the console (issue 30 "Catalog and odds, provably"): the whole case in one transaction —
 * its row, its drop list (`case_items`), a new revision when the list or the price changed (catalog/revisions.ts),
 * and one audit entry with the state before and after. The transaction first takes the catalog's save lock, then
 * reads the items' prices and checks the case (admin-catalog-guard.ts, issue 44): a paid RUB case whose RTP falls
 * outside [rtpMin, rtpMax], a free case giving more per opening than its cap, or a case priced 0 that is neither a
 * level nor a daily case, is refused and nothing is written. An edit of a stored case then rechecks every offer holding it with the case's new EV (the offer value
 * rule, kernel/catalog/offer-bounds.ts; issue 44): one now above its price × rtpMax refuses the save, rolled back.
 * Every save then rechecks the battle pass of every season not over yet (kernel/season/pass-bounds.ts, issue 44): a
 * case's price or drops move the pass's bound per coin (what a coin costs to earn, what a coin case gives for it) and
 * the worth of the cases its levels pay; a season further over its bound than before refuses the save, rolled back.
 *
 * Errors: 404 caseNotFound (no such case), 400 invalidItem (an unknown item), 400 dataNotFound (an unknown
 * section), 400 content_invalid (a rouble case priced 0 that is neither a level nor a daily case, a coin case under
 * 1 coin), 409 slug_taken, 422 rtp_out_of_bounds, 422 free_case_value_out_of_bounds, 422 offer_value_out_of_bounds (naming the offer), 422
 * pass_value_out_of_bounds (naming the season and the climb or level over). A free or coin case whose payout per
 * opening is over CONTENT_VALUE_CAP_RUB, or rises by more than its saver's day has left, waits for a second approval
 * instead (kernel/staff/value-gate.ts, issue 44: the route answers 202; kinds `case.create`, `case.update`).
 */
import type { CaseSave } from '@cases/domain/api/admin-catalog';
import { COIN_CODE } from '@cases/domain/catalog';
import { toKopecks, toRoubles } from '@cases/domain/money';
import { expectedValue } from '@cases/domain/odds';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { caseItems, cases, items, sections } from '../../db/schema/index.ts';
import { recordRevisions } from '../../catalog/revisions.ts';
import type { CatalogConfig } from '../../catalog-config.ts';
import type { CoinGames } from '../../catalog/pass-value.ts';
import { AppError } from '../../platform/errors.ts';
import {
  caseEvsBySlug,
  requireOffersHoldingWithinBound,
} from '../../kernel/catalog/offer-bounds.ts';
import { lockCatalogSaves } from '../../kernel/catalog/save-lock.ts';
import { passesExcess, requirePassesWithin } from '../../kernel/season/pass-bounds.ts';
import { audit } from '../../kernel/staff/audit.ts';
import type { ValueGate } from '../../kernel/staff/value-gate.ts';
import { checkCaseValue, checkFreeCase, type CaseTerms } from './admin-catalog-guard.ts';

/** Who saves, for the audit entry. */
export interface Editor {
  actorId: number;
  role: string;
  ip: string;
}

type CaseRow = typeof cases.$inferSelect;

/** A price on the wire (roubles, or whole coins) in the unit the row keeps (kopecks, or coins). */
const storedPrice = (body: CaseSave, value: number) =>
  body.currency === 'RUB' ? toKopecks(value) : value;

/** The terms a save's bounds check: the body's price, currency and level, and the stored every-N-th-free rule. */
const termsOf = (body: CaseSave, everyN: number | null): CaseTerms => ({
  price: storedPrice(body, body.price),
  currency: body.currency,
  level: body.level,
  everyN,
});

/** The drop list's items' prices (kopecks) by id; refuses unknown items and an unknown section. */
async function checkReferences(db: DbOrTx, body: CaseSave): Promise<Map<string, number>> {
  const ids = body.drops.map((d) => d.item_id);
  const [found, [section]] = await Promise.all([
    db.select({ id: items.id, price: items.price }).from(items).where(inArray(items.id, ids)),
    db.select({ id: sections.id }).from(sections).where(eq(sections.id, body.section_id)),
  ]);
  const prices = new Map(found.map((i) => [i.id, i.price]));
  const unknown = ids.filter((id) => !prices.has(id));
  if (unknown.length > 0)
    throw new AppError(400, 'invalidItem', `Unknown items: ${unknown.slice(0, 5).join(', ')}`);
  if (!section) throw new AppError(400, 'dataNotFound', `Unknown section ${body.section_id}`);
  return prices;
}

/** The columns a save sets from `body`. */
function columnsOf(body: CaseSave) {
  return {
    name: body.name,
    nameEn: body.name_en || null,
    sectionId: body.section_id,
    price: storedPrice(body, body.price),
    currency: body.currency === 'RUB' ? 'RUB' : COIN_CODE,
    oldPrice: body.old_price === null ? null : storedPrice(body, body.old_price),
    labelType: body.label_type,
    labelName: body.label_name || null,
    labelNameEn: body.label_name_en || null,
    labelColor: body.label_color,
    volatility: body.volatility,
    color: body.color,
    available: body.available,
    level: body.level,
    opensLimit: body.opens_limit,
    startsAt: body.starts_at === null ? null : new Date(body.starts_at),
    endsAt: body.ends_at === null ? null : new Date(body.ends_at),
    updatedAt: new Date(),
    editedAt: new Date(),
  };
}

/** The audit's view of a case: its row's editable fields and drop list, prices in roubles. */
async function stateOf(tx: Tx, row: CaseRow) {
  const drops = await tx
    .select({ item: caseItems.itemId, weight: caseItems.weight })
    .from(caseItems)
    .where(eq(caseItems.caseId, row.id))
    .orderBy(caseItems.position);
  const money = (v: number | null) => (v === null || row.currency !== 'RUB' ? v : toRoubles(v));
  return {
    slug: row.slug,
    name: row.name,
    name_en: row.nameEn,
    section_id: row.sectionId,
    price: money(row.price),
    currency: row.currency,
    old_price: money(row.oldPrice),
    available: row.available,
    level: row.level,
    opens_limit: row.opensLimit,
    revision: row.revision,
    drops,
  };
}

async function writeDrops(tx: Tx, caseId: number, body: CaseSave, by: number): Promise<CaseRow> {
  await tx.delete(caseItems).where(eq(caseItems.caseId, caseId));
  await tx
    .insert(caseItems)
    .values(
      body.drops.map((d, position) => ({ caseId, position, itemId: d.item_id, weight: d.weight })),
    );
  await recordRevisions(tx, [caseId], by);
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
  return row!;
}

/**
 * What one opening of a case pays out for nothing but coins or a free turn (kopecks; issue 44's value gate): a free
 * RUB case's or a coin case's expected value; 0 for a case paid in roubles (its RTP bound holds it).
 */
const payoutOf = (currency: string, price: number, ev: number): number =>
  currency === 'RUB' && price > 0 ? 0 : ev;

/** The expected value of `drops` (kopecks) at `prices`. */
const evOf = (
  drops: readonly { item_id: string; weight: number }[],
  prices: ReadonlyMap<string, number>,
) => expectedValue(drops.map((d) => ({ price: prices.get(d.item_id) ?? 0, weight: d.weight })));

/**
 * Saves case `caseId` from the console in `tx`: its row locked and the catalog's save lock held while it checks and
 * writes; a free or coin case's payout passes `gate` (value-gate.ts). The caller drops the catalog's snapshot after
 * the commit. Errors: see the file's head.
 */
export async function updateCase(
  tx: Tx,
  cfg: CatalogConfig,
  games: CoinGames,
  who: Editor,
  gate: ValueGate,
  caseId: number,
  body: CaseSave,
): Promise<number> {
  await lockCatalogSaves(tx);
  const [locked] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!locked) throw new AppError(404, 'caseNotFound', 'Case not found');
  checkFreeCase(body, locked);
  const prices = await checkReferences(tx, body);
  // The console does not edit the every-N-th-free rule: the stored one stands.
  const terms = termsOf(body, locked.everyNOpenFree);
  checkCaseValue(cfg, body.drops, prices, terms, 'case');
  const payoutBefore = payoutOf(
    locked.currency,
    locked.price,
    (await caseEvsBySlug(tx, [locked.slug])).get(locked.slug) ?? 0,
  );
  const before = await stateOf(tx, locked);
  const passes = await passesExcess(tx, cfg, games);
  await tx.update(cases).set(columnsOf(body)).where(eq(cases.id, caseId));
  const after = await stateOf(tx, await writeDrops(tx, caseId, body, who.actorId));
  // The offers holding the case, with its new EV, and the passes (a throw rolls the whole save back).
  await requireOffersHoldingWithinBound(tx, [locked.slug], cfg.rtpMax, `case ${locked.slug}`);
  await requirePassesWithin(tx, cfg, games, passes, `Case ${locked.slug}`);
  // Last, once every bound passed: a save that waits for approval is one that would be saved.
  await gate.check(
    tx,
    payoutBefore,
    payoutOf(terms.currency, terms.price, evOf(body.drops, prices)),
  );
  await audit(tx, { ...who, action: 'case.update', target: `case:${caseId}`, before, after });
  return caseId;
}

/**
 * Creates case `slug` at the end of its section from the console in `tx`, under the catalog's save lock; its id. A
 * new case is never a daily case: priced 0 it must be a level case. A free or coin case's payout passes `gate`. The
 * caller drops the catalog's snapshot after the commit. Errors: see the file's head.
 */
export async function createCase(
  tx: Tx,
  cfg: CatalogConfig,
  games: CoinGames,
  who: Editor,
  gate: ValueGate,
  slug: string,
  body: CaseSave,
): Promise<number> {
  checkFreeCase(body, null);
  await lockCatalogSaves(tx);
  const prices = await checkReferences(tx, body);
  const terms = termsOf(body, null);
  checkCaseValue(cfg, body.drops, prices, terms, 'case');
  const passes = await passesExcess(tx, cfg, games);
  const [row] = await tx
    .insert(cases)
    .values({
      slug,
      position: sql`(select coalesce(max(position), -1) + 1 from cases)`,
      revision: 0,
      ...columnsOf(body),
    })
    .onConflictDoNothing({ target: cases.slug })
    .returning({ id: cases.id });
  if (!row) throw new AppError(409, 'slug_taken', `Case ${slug} exists`);
  const after = await stateOf(tx, await writeDrops(tx, row.id, body, who.actorId));
  // A new coin case may give more for a coin than any before it (a throw rolls the save back).
  await requirePassesWithin(tx, cfg, games, passes, `Case ${slug}`);
  await gate.check(tx, 0, payoutOf(terms.currency, terms.price, evOf(body.drops, prices)));
  await audit(tx, { ...who, action: 'case.create', target: `case:${row.id}`, after });
  return row.id;
}
