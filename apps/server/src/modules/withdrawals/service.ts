/**
 * Withdrawal requests and Steam data, spec 001 §4 Item withdrawal, §5, §7 `senditem`, §8; spec 000 §5.
 * A request moves the caller's items progress → PREPARING with one conditional UPDATE, writes one
 * withdrawal row per item and queues its first step on the job queue (worker.ts drives it on), all in
 * one transaction. Errors, nothing written:
 * 404 invalidItem (not the caller's), 403 withdraw_deposit_required (lifetime deposits under the
 * configured minimum; items can still be sold), 400 no_link / no_login, 409 inWithdrawalProcess (already being
 * withdrawn), 409 inventory (sold, withdrawn, a pack), 429 tooManyWithdrawals (hourly limit).
 * Balance vouchers (type 3) take another way: they are credited to the balance at once (vouchers.ts),
 * and may not be mixed with other items (400 dataNotFound).
 */
import { WITHDRAW_TIMER_MS, type WithdrawMethod } from '@cases/domain/api/withdrawals';
import { canonicalTradeUrl, parseTradeUrl } from '@cases/domain/steam-id';
import { checkSteamLogin, checkSteamTradeUrl } from '@cases/domain/validation';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inventoryItems, users, withdrawalJobs } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { requireLifetimeDeposits } from '../../kernel/players/deposits.ts';
import { OPEN_JOB_STATES } from './transitions.ts';
import { redeemVouchers, sendKind } from './vouchers.ts';
import { moveItems } from '../../kernel/inventory/items.ts';
import { lockSteamLogin, setSteam, steamLoginUses } from '../../kernel/players/users.ts';

/** Advisory-lock namespace: serialises one user's withdrawal requests (the hourly limit is exact). */
const LOCK_NS = 4_004;

export interface WithdrawRequest {
  ids: number[];
  method: WithdrawMethod;
  hourlyLimit: number;
  /** Lifetime deposits (kopecks) a Steam withdrawal needs (issue 8); 0: none. */
  minDepositKopecks: number;
  /** Delay before the bot's first step (ms). */
  sendDelayMs: number;
  /** Queues the first step of each new withdrawal row, due at `due`, in `tx` (worker.ts `queueStep`). */
  queueSteps: (tx: Tx, ids: number[], due: Date) => Promise<void>;
  now?: Date;
}

async function statusError(tx: Tx, userId: number, ids: number[]) {
  const rows = await tx
    .select({ status: inventoryItems.status })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, ids)));
  if (rows.some((r) => OPEN_JOB_STATES.includes(r.status)))
    return new AppError(409, 'inWithdrawalProcess', 'Item is already being withdrawn');
  return new AppError(409, 'inventory', 'Item is no longer in the inventory');
}

/** A started Steam withdrawal (ids, timer end), or redeemed vouchers (the new balance, kopecks). */
export type WithdrawOutcome =
  | { kind: 'steam'; ids: number[]; timerEndsAt: Date }
  | { kind: 'voucher'; ids: number[]; balance: number };

/**
 * Starts the withdrawal of `ids`; when they are all balance vouchers (type 3) credits them instead
 * (vouchers.ts). Mixing vouchers with other items → 400 dataNotFound; a pack → 409 inventory.
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  r: WithdrawRequest,
): Promise<WithdrawOutcome> {
  const ids = [...new Set(r.ids)];
  const now = r.now ?? new Date();
  const timerEndsAt = new Date(now.getTime() + WITHDRAW_TIMER_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NS}, ${userId})`);
    if ((await sendKind(tx, userId, ids)) === 'voucher')
      return { kind: 'voucher', ids, balance: await redeemVouchers(tx, userId, ids) };
    await requireLifetimeDeposits(tx, userId, r.minDepositKopecks);
    const [u] = await tx
      .select({ link: users.steamLink, login: users.steamLogin })
      .from(users)
      .where(eq(users.id, userId));
    // The link as stored canonically (issue 26); one saved before that and naming no account is none.
    const link = u?.link ? parseTradeUrl(u.link) : null;
    const target = r.method === 'trade' ? (link ? canonicalTradeUrl(link) : null) : u?.login;
    if (!target)
      throw r.method === 'trade'
        ? new AppError(400, 'no_link', 'Set a Steam trade link first')
        : new AppError(400, 'no_login', 'Set a Steam login first');
    const [recent] = await tx
      .select({ n: count() })
      .from(withdrawalJobs)
      .where(
        and(
          eq(withdrawalJobs.userId, userId),
          gt(withdrawalJobs.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    if ((recent?.n ?? 0) + ids.length > r.hourlyLimit)
      throw new AppError(429, 'tooManyWithdrawals', 'Too many withdrawals, try again later');
    const moved = await moveItems(tx, { ids, userId, from: 'progress', to: 'PREPARING', at: now });
    if (moved.length !== ids.length) throw await statusError(tx, userId, ids);
    const nextRunAt = new Date(now.getTime() + r.sendDelayMs);
    const rows = await tx
      .insert(withdrawalJobs)
      .values(
        ids.map((id) => ({
          userId,
          inventoryItemId: id,
          method: r.method,
          target,
          state: 'PREPARING',
          timerEndsAt,
          nextRunAt,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: withdrawalJobs.id });
    await r.queueSteps(
      tx,
      rows.map((w) => w.id),
      nextRunAt,
    );
    return { kind: 'steam', ids, timerEndsAt };
  });
}

/**
 * Saves the Steam trade link and/or login (spec 000 §5): each given field is validated, 400 with the
 * first failing key (steamUrlEmpty, steamUrlValidation, steamLogin*); a body with neither → steamUrlEmpty.
 * The link is stored canonically (https, the partner's SteamID32 without leading zeros; issue 26). A login already
 * saved on `maxLoginAccounts` other accounts (compared without case) is refused, 409 `steamLogin` (spec 000 §8
 * "too many Steam login uses"; issue 45), and nothing is saved; two accounts saving one login at once are taken
 * one after the other.
 */
export async function setSteamData(
  db: Db,
  userId: number,
  fields: { link?: string | undefined; login?: string | undefined },
  maxLoginAccounts: number,
) {
  const { link, login } = fields;
  if (link === undefined && login === undefined)
    throw new AppError(400, 'steamUrlEmpty', 'Steam trade link is empty');
  const linkError = link === undefined ? null : checkSteamTradeUrl(link);
  if (linkError) throw new AppError(400, linkError, 'Invalid Steam trade link');
  const loginError = login === undefined ? null : checkSteamLogin(login);
  if (loginError) throw new AppError(400, loginError, 'Invalid Steam login');
  const saved = {
    ...(link === undefined ? {} : { link: canonicalTradeUrl(parseTradeUrl(link)!) }),
    ...(login === undefined ? {} : { login: login.trim() }),
  };
  await db.transaction(async (tx) => {
    if (saved.login !== undefined) {
      await lockSteamLogin(tx, saved.login);
      if ((await steamLoginUses(tx, saved.login, userId)) >= maxLoginAccounts)
        throw new AppError(409, 'steamLogin', 'This Steam login is used by too many accounts');
    }
    await setSteam(tx, userId, saved);
  });
}
