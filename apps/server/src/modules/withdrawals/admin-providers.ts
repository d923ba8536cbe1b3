/**
 * The console's trade providers panel (issue 46; `GET /v1/admin/withdrawal-providers`, right `withdrawals`): the
 * providers the shop runs in their order of preference, each with what it last said of itself — the marketplace's
 * balance at its last check before a purchase (`trade_provider_status`, written by any process that runs the steps)
 * against its floor, and whether buying is paused for it (the console's low-balance alert); its circuit in this
 * process — and its open withdrawals, how many of them it holds back. Money in roubles on the wire.
 */
import type { TradeProviderRow } from '@cases/domain/api/admin-withdrawals';
import { toRoubles } from '@cases/domain/money';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tradeProviderStatus, withdrawalJobs } from '../../db/schema/index.ts';
import type { TradeConfig } from '../../trade-config.ts';
import type { TradeBot } from './bot.ts';
import { OPEN_JOB_STATES } from './transitions.ts';

const j = withdrawalJobs;

export async function providersPanel(
  db: Db,
  bot: TradeBot,
  trade: TradeConfig,
): Promise<TradeProviderRow[]> {
  const bots = bot.members ?? [bot];
  const who = sql<string>`coalesce(${j.pinnedProvider}, ${j.provider})`;
  const [status, counts] = await Promise.all([
    db.select().from(tradeProviderStatus),
    db
      .select({
        provider: who,
        open: sql<number>`count(*)::int`,
        held: sql<number>`(count(*) filter (where ${j.holdReason} is not null))::int`,
      })
      .from(j)
      .where(inArray(j.state, OPEN_JOB_STATES))
      .groupBy(who),
  ]);
  return bots.map((b, i) => {
    const s = status.find((r) => r.provider === b.provider);
    const c = counts.find((r) => r.provider === b.provider);
    const floor = b.provider === 'market' ? trade.market?.minBalanceKopecks : undefined;
    return {
      provider: b.provider,
      order: i + 1,
      balance: s?.balanceKopecks == null ? null : toRoubles(s.balanceKopecks),
      min_balance: floor === undefined ? null : toRoubles(floor),
      low: s?.low ?? false,
      checked_at: s?.checkedAt.toISOString() ?? null,
      circuit: b.circuit?.() ?? null,
      open: c?.open ?? 0,
      held: c?.held ?? 0,
    };
  });
}
