/**
 * `POST /v1/offers/{offer_id}/buy` (issue 29; spec 001 §2 offers shop, §4 offer modal): debits the price and
 * grants the bundle — free openings of its cases, bonus money and coins through the ledger — in one transaction.
 * Order of the writes, the same for every purchase: the debit (locks the player's row, so the player's purchases
 * run one at a time), the per-player limit counted under that lock, the personal offer taken (`bought_at` set
 * once), then the stock taken by a conditional UPDATE of the offer's `sold`. Two purchases in parallel with money
 * for one → one purchase (the other 402); the limit and the stock hold under any concurrency.
 * Errors: 404 offer_not_found (no such offer on sale, a personal offer not yours, bought or expired), 402
 * balance_error, 409 offer_limit_reached, 409 offer_sold_out, 403 self_excluded. Kopecks inside.
 */
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offerPurchases, offers, personalOffers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { coinBalanceOf, credit, debit } from '../../platform/ledger.ts';
import { grantFreeOpens } from '../../kernel/catalog/free-opens.ts';
import { requirePlayAllowed } from '../../kernel/players/play-guard.ts';
import type { Snapshot } from '../../kernel/catalog/snapshot.ts';
import type { OfferRow } from './offers.ts';
import { runningPersonalOffers } from './triggers.ts';

const notFound = () => new AppError(404, 'offer_not_found', 'No such offer on sale');
const soldOut = () => new AppError(409, 'offer_sold_out', 'This offer is sold out');
const limitReached = () =>
  new AppError(409, 'offer_limit_reached', 'You have bought this offer as many times as allowed');

export interface Purchase {
  balance: number;
  coinBalance: number;
}

/** The player's purchases of an offer (not of personal offers, which count once each). */
async function purchasesOf(tx: Tx, userId: number, offerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(offerPurchases)
    .where(and(eq(offerPurchases.userId, userId), eq(offerPurchases.offerId, offerId)));
  return row?.n ?? 0;
}

/** Takes the personal offer `triggerId` (or, without one, the player's running one of this offer); its id. */
async function takePersonal(
  tx: Tx,
  userId: number,
  offerId: number,
  triggerId: number | null,
): Promise<number> {
  const taken = await tx
    .update(personalOffers)
    .set({ boughtAt: new Date() })
    .where(
      and(
        triggerId === null
          ? sql`${personalOffers.id} = (select id from personal_offers where user_id = ${userId}
                and offer_id = ${offerId} and bought_at is null and expires_at > now() order by id limit 1)`
          : eq(personalOffers.id, triggerId),
        eq(personalOffers.userId, userId),
        eq(personalOffers.offerId, offerId),
        isNull(personalOffers.boughtAt),
        gt(personalOffers.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: personalOffers.id });
  if (taken.length === 0) throw notFound();
  return taken[0]!.id;
}

/** Buys `offer` for the player; see the module. `triggerId`: the personal offer bought, if named. */
export async function buyOffer(
  db: Db,
  snap: Snapshot,
  userId: number,
  offer: OfferRow,
  triggerId: number | null,
): Promise<Purchase> {
  const personal = offer.triggerType !== null;
  const onSale =
    offer.active && (personal || offer.endsAt === null || offer.endsAt.getTime() > Date.now());
  if (!onSale) throw notFound();
  await requirePlayAllowed(db, userId);
  // Another player's, bought or expired personal offer is not there for this player, whatever their balance.
  if (personal) {
    const running = await runningPersonalOffers(db, userId);
    if (!running.some((p) => p.offerId === offer.id && (triggerId === null || p.id === triggerId)))
      throw notFound();
  }
  const grants = offer.cases.map((c) => ({ entry: snap.byKey.get(c.slug), count: c.count }));
  const reference = `offer:${offer.slug}`;
  return db.transaction(async (tx): Promise<Purchase> => {
    const after = await debit(tx, { userId, amount: offer.price, reason: 'offer', reference });
    if (after === null) throw new AppError(402, 'balance_error', 'Not enough money on the balance');
    let personalOfferId: number | null = null;
    if (personal) personalOfferId = await takePersonal(tx, userId, offer.id, triggerId);
    else if ((await purchasesOf(tx, userId, offer.id)) >= offer.perPlayerLimit)
      throw limitReached();
    const sold = await tx
      .update(offers)
      .set({ sold: sql`${offers.sold} + 1` })
      .where(
        and(
          eq(offers.id, offer.id),
          or(isNull(offers.stock), sql`${offers.sold} < ${offers.stock}`),
        ),
      )
      .returning({ id: offers.id });
    if (sold.length === 0) throw soldOut();
    await tx
      .insert(offerPurchases)
      .values({ userId, offerId: offer.id, personalOfferId, price: offer.price });
    let balanceAfter = after;
    if (offer.bonusMoney > 0)
      balanceAfter = await credit(tx, {
        userId,
        amount: offer.bonusMoney,
        reason: 'offer_bonus',
        reference,
      });
    const coinBalance =
      offer.bonusCoins > 0
        ? await credit(tx, {
            userId,
            amount: offer.bonusCoins,
            reason: 'offer_bonus',
            reference,
            currency: 'COIN',
          })
        : await coinBalanceOf(tx, userId);
    for (const g of grants) if (g.entry) await grantFreeOpens(tx, userId, g.entry.row.id, g.count);
    return { balance: balanceAfter, coinBalance };
  });
}
