/**
 * The correctness check after a money-path run (issue 32 "every one with its correctness check"),
 * on the shop's database once the shop has stopped: PostgreSQL at `databaseUrl`, or the embedded
 * PGlite folder the shop used. Checks, each a count of offenders:
 * - `balance_vs_ledger`: a player whose balance is negative or differs from the sum of their RUB
 *   ledger rows, or whose coins differ from their COIN rows;
 * - `items_in_transit`: an inventory item left between two states (`to_upgrade`, `to_contract`,
 *   `EXCHANGING`) with nothing running;
 * - `sales_vs_sold`: sold items minus the items the `sell` ledger rows paid for (`item:<id>` is one,
 *   `items:<n>:<lowest id>` is n), so an item sold twice or never paid shows;
 * - `staked_twice`: an inventory item among the stakes of two upgrades or contracts;
 * - `task_paid_twice`: a battle-pass task paid to one player more than once (issue 43);
 * - `season_counters`: a season counter unequal to the recount of the history (issue 43), either way;
 * - `player_counters`: a player's profile counter (win rate, dashboard, battles, profit) unequal to the recount of
 *   the history (`player_stats_counted`, decision 023), either way.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Audit {
  users: number;
  items: number;
  balance_vs_ledger: number;
  items_in_transit: number;
  sales_vs_sold: number;
  staked_twice: number;
  task_paid_twice: number;
  season_counters: number;
  player_counters: number;
}

const CHECKS: Record<keyof Audit, string> = {
  users: 'select count(*)::int as n from users',
  items: 'select count(*)::int as n from inventory_items',
  balance_vs_ledger: `select count(*)::int as n from users u
    where u.balance < 0
       or u.balance <> coalesce((select sum(amount) from ledger l
                                 where l.user_id = u.id and l.currency = 'RUB'), 0)
       or u.coin_balance <> coalesce((select sum(amount) from ledger l
                                      where l.user_id = u.id and l.currency = 'COIN'), 0)`,
  items_in_transit: `select count(*)::int as n from inventory_items
    where status in ('to_upgrade', 'to_contract', 'EXCHANGING')`,
  sales_vs_sold: `select ((select count(*) from inventory_items where status = 'selled')
    - coalesce((select sum(case when reference like 'items:%' then split_part(reference, ':', 2)::int
                                else 1 end)
                from ledger where reason = 'sell'), 0))::int as n`,
  staked_twice: `select count(*)::int as n from (
      select id from (
        select jsonb_array_elements(stake_items)->>'inventoryId' as id from upgrades
        union all
        select jsonb_array_elements(input_items)->>'inventoryId' from contracts) s
      group by id having count(*) > 1) twice`,
  task_paid_twice: `select count(*)::int as n from (
      select user_id, currency, reference from ledger where reason = 'pass_task'
      group by user_id, currency, reference having count(*) > 1) twice`,
  season_counters: `with counted as (
      select c.user_id, s.id as season_id, c.kind, c.case_id, c.amount
      from seasons s cross join lateral season_progress_counted(s.id) c),
    kept as (select user_id, season_id, kind, case_id, amount from season_progress)
    select ((select count(*) from (table kept except table counted) a)
          + (select count(*) from (table counted except table kept) b))::int as n`,
  player_counters: `with counted as (select user_id, kind, amount from player_stats_counted(null)),
    kept as (select user_id, kind, amount from player_stats where amount <> 0)
    select ((select count(*) from (table kept except table counted) a)
          + (select count(*) from (table counted except table kept) b))::int as n`,
};

/** Runs every check; `problems` names each check that found an offender. */
export async function auditShop(target: {
  databaseUrl?: string;
  pgliteDir?: string;
}): Promise<{ audit: Audit; problems: string[] }> {
  let query: (sql: string) => Promise<number>;
  let close: () => Promise<void>;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    query = async (sql) => (await client.query<{ n: number }>(sql)).rows[0]!.n;
    close = () => client.end();
  } else {
    const db = new PGlite(target.pgliteDir);
    query = async (sql) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
    close = () => db.close();
  }
  try {
    const audit = {} as Audit;
    for (const [name, sql] of Object.entries(CHECKS)) audit[name as keyof Audit] = await query(sql);
    const problems = (Object.keys(audit) as (keyof Audit)[]).filter(
      (k) => k !== 'users' && k !== 'items' && audit[k] !== 0,
    );
    return { audit, problems };
  } finally {
    await close();
  }
}
